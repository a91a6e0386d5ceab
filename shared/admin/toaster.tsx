// The admin's notifications: its own toaster, one toast at a time, 5 seconds by default.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createToaster, Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';

export interface Notice {
  title: string;
  description?: string;
}

export interface Notify {
  success(notice: Notice): void;
  /** Neither success nor failure: done, with something still to come (a save waiting to sync). */
  info(notice: Notice): void;
  error(notice: Notice): void;
}

const NotifyContext = createContext<Notify | null>(null);

function makeNotify(toaster: CreateToasterReturn): Notify {
  const show = (type: 'success' | 'info' | 'error', notice: Notice) => {
    // One toast at a time: a new one replaces whatever is showing.
    toaster.remove();
    toaster.create({ type, title: notice.title, description: notice.description, closable: true });
  };
  return { success: (notice) => show('success', notice), info: (notice) => show('info', notice), error: (notice) => show('error', notice) };
}

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toaster] = useState(() => createToaster({ placement: 'bottom-end', max: 1, duration: 5000, pauseOnPageIdle: true }));
  const [notify] = useState(() => makeNotify(toaster));
  return (
    <NotifyContext value={notify}>
      {children}
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
    </NotifyContext>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside AdminRoot');
  return notify;
}
