// The admin header on every signed-in screen: the brand, the inbox badge, and every screen with
// Logout: a row of links from `md` up, a menu (a drawer, phone-menu.tsx) below it, where the row
// would not fit. The drawer's code loads when the menu first opens (decision 201).
import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Button, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { Inbox, Menu } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../paths.ts';
import { CountBadge, linkStyle, LogoutButton, NavLinks, newMessagesText } from './admin-nav-links.tsx';
import { useDashboardFigures } from './dashboard-query.ts';

const PhoneMenu = lazy(async () => ({ default: (await import('./phone-menu.tsx')).PhoneMenu }));

/** How many messages wait (not handled); nothing while unknown or none, or before the session is confirmed. */
function useNewMessages(signedIn: boolean): number {
  return useDashboardFigures({ enabled: signedIn }).data?.newMessages ?? 0;
}

function PhoneMenuButton({ pathname, newMessages }: { pathname: string; newMessages: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.600"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.200' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden /> Menu
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PhoneMenu open={open} onClose={() => setOpen(false)} trigger={() => button.current} pathname={pathname} newMessages={newMessages} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The whole header while the session is checked too, so it does not grow and push the screen down
 * when the check ends; `signedIn`: the session is confirmed, so the badge may be read.
 */
export function AdminHeader({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  return (
    <Box as="header" bg="indigo.600" color="white" borderBottomWidth="3px" borderColor="saffron.400">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="3">
        <HeaderRows pathname={pathname} signedIn={signedIn} />
      </Container>
    </Box>
  );
}

function Brand() {
  return (
    <RouterLink to={paths.admin.dashboard} style={{ textDecoration: 'none', minWidth: 0 }}>
      <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="1.1">
        Jacobs Rug Consultancy{' '}
        <Text as="span" fontFamily="body" fontSize="sm" fontWeight="medium" letterSpacing="wider" textTransform="uppercase" color="indigo.100">
          Admin
        </Text>
      </Text>
    </RouterLink>
  );
}

function HeaderRows({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  const newMessages = useNewMessages(signedIn);
  return (
    <>
      <Flex align="center" justify="space-between" gap="3">
        <Brand />
        <HStack gap="2" flexShrink={0}>
          <Box hideFrom="md" asChild {...linkStyle(pathname === paths.admin.inbox)}>
            <RouterLink to={paths.admin.inbox} aria-label={`Inbox, ${newMessagesText(newMessages)}`}>
              <Inbox aria-hidden size={20} />
              <CountBadge count={newMessages} />
            </RouterLink>
          </Box>
          <Box hideBelow="md">
            <LogoutButton />
          </Box>
          <Box hideFrom="md">
            <PhoneMenuButton pathname={pathname} newMessages={newMessages} />
          </Box>
        </HStack>
      </Flex>
      <Box as="nav" aria-label="Admin" hideBelow="md" mt="2" mx="-2.5">
        <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" wrap="wrap">
          <NavLinks pathname={pathname} newMessages={newMessages} />
        </HStack>
      </Box>
    </>
  );
}
