// The toasts on screen: Chakra's toaster and how each toast looks. Loaded with the first toast
// (toaster.tsx), so a screen that shows none loads none of this code.
import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import type { Notice, NoticeType } from './toaster.tsx';

const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: 5000, pauseOnPageIdle: true });

export function showToast(type: NoticeType, notice: Notice): void {
  // One toast at a time: a new one replaces whatever is showing.
  toaster.remove();
  toaster.create({ type, title: notice.title, description: notice.description, closable: true });
}

export function ToastList() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="admin-toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
