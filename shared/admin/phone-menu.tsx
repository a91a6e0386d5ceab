// The phone's menu (below `md`, where the header's row of links does not fit): every screen and
// Logout in a drawer. Its code loads when it first opens (admin-header.tsx).
import { Box, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { LogoutButton, NavLinks } from './admin-nav-links.tsx';

export interface PhoneMenuProps {
  open: boolean;
  onClose(): void;
  /** Where focus goes back when it closes: the button that opened it. */
  trigger: () => HTMLElement | null;
  pathname: string;
  newMessages: number;
}

export function PhoneMenu({ open, onClose, trigger, pathname, newMessages }: PhoneMenuProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" finalFocusEl={trigger}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="indigo.600" color="white" maxW="18rem">
            <Drawer.Header>
              <Drawer.Title fontFamily="heading" fontSize="2xl">
                Admin menu
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Admin menu" gap="4">
                <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
                  <NavLinks pathname={pathname} newMessages={newMessages} onNavigate={onClose} />
                </Stack>
                <Box borderTopWidth="1px" borderColor="whiteAlpha.400" pt="4">
                  <LogoutButton onDone={onClose} />
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
