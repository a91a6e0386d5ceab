// The admin's notifications: its own toaster, one toast at a time, 5 seconds by default. Toasts
// sit at the top (top-end on wide screens, full width on a phone), away from the Save and Delete
// buttons at the foot of every editor form; their colours are toast-colors.ts's.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createToaster, Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';
import { TOAST_COLORS, type ToastKind } from './toast-colors.ts';

export interface Notice {
  title: string;
  description?: string;
  /** A button in the toast ("Open it"); clicking it also closes the toast. */
  action?: { label: string; onClick(): void };
}

export interface Notify {
  success(notice: Notice): void;
  /** Neither success nor failure: done, with something still to come (a save waiting to sync). */
  info(notice: Notice): void;
  error(notice: Notice): void;
}

const NotifyContext = createContext<Notify | null>(null);

const ACTION_TOAST_DURATION = 10_000;

function makeNotify(toaster: CreateToasterReturn): Notify {
  const show = (type: ToastKind, { title, description, action }: Notice) => {
    // One toast at a time: a new one replaces whatever is showing.
    toaster.remove();
    // A toast with a button stays longer than the default 5 seconds, so it can be reached in time.
    toaster.create({ type, title, description, action, closable: true, duration: action ? ACTION_TOAST_DURATION : undefined });
  };
  return { success: (notice) => show('success', notice), info: (notice) => show('info', notice), error: (notice) => show('error', notice) };
}

const colorsOf = (type: string | undefined) => TOAST_COLORS[(type ?? 'info') as ToastKind] ?? TOAST_COLORS.info;

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toaster] = useState(() => createToaster({ placement: 'top-end', max: 1, duration: 5000, pauseOnPageIdle: true }));
  const [notify] = useState(() => makeNotify(toaster));
  return (
    <NotifyContext value={notify}>
      {children}
      <Portal>
        <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => {
            const { bg, fg } = colorsOf(toast.type);
            return (
              <Toast.Root width={{ md: 'sm' }} bg={bg} color={fg} data-testid="admin-toast">
                <Toast.Indicator color={fg} />
                <Stack gap="1" flex="1" maxWidth="100%">
                  {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                  {toast.description && (
                    <Toast.Description whiteSpace="pre-line" opacity={1}>
                      {toast.description}
                    </Toast.Description>
                  )}
                </Stack>
                {toast.action && (
                  <Toast.ActionTrigger color={fg} borderColor={fg} _hover={{ bg: 'whiteAlpha.200' }}>
                    {toast.action.label}
                  </Toast.ActionTrigger>
                )}
                {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" color={fg} _hover={{ bg: 'whiteAlpha.200' }} />}
              </Toast.Root>
            );
          }}
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
