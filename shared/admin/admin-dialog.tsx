// The admin's one dialog shell (Chakra v3's Dialog): a title in the heading face, an optional
// description under it, a body, a footer of buttons and a close button. While `busy` (a request is
// on its way) nothing closes it: not Escape, not the backdrop, not the close button, so the answer
// always lands where the owner can read it. The confirmations, the conflict view and the studio's
// refused-change view are all this shell with their own body and buttons.
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface AdminDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The buttons, in reading order (the main one last); none for a picker, which closes on a choice. */
  footer?: ReactNode;
  children?: ReactNode;
  busy?: boolean;
  onClose(): void;
  /** `alertdialog` for a yes/no question. */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg' | 'xl';
  /** The whole screen on a phone (a picker of pictures). */
  fullOnPhone?: boolean;
  /** Long contents scroll inside the dialog, its title and buttons staying in view. */
  scrollInside?: boolean;
  testId?: string;
}

export function AdminDialog({ open, title, description, footer, children, busy = false, onClose, role = 'dialog', size = 'md', fullOnPhone = false, scrollInside = false, testId }: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      size={fullOnPhone ? { base: 'full', md: size } : size}
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx={fullOnPhone ? { base: '0', md: '3' } : '3'}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {title}
              </Dialog.Title>
              {description !== undefined && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
            </Dialog.Header>
            {children !== undefined && <Dialog.Body>{children}</Dialog.Body>}
            {footer !== undefined && (
              <Dialog.Footer flexWrap="wrap" gap="2">
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
