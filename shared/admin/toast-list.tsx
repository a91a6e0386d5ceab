// The toasts on screen: Chakra's toaster and how each toast looks. Loaded with the first toast
// (toaster.tsx), so a screen that shows none loads none of this code (decision 201). Toasts sit at
// the top (top-end on wide screens, full width on a phone), away from the Save and Delete buttons
// at the foot of every editor form, and below a host's bar fixed at the top (the studio's status
// bar sets --admin-toasts-top to its height, so a toast never covers its Sync now); their colours
// are toast-colors.ts's.
import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { TOAST_COLORS, type ToastKind } from './toast-colors.ts';
import type { Notice } from './toaster.tsx';

const ACTION_TOAST_DURATION = 10_000;

const toaster = createToaster({ placement: 'top-end', max: 1, duration: 5000, pauseOnPageIdle: true });

export function showToast(type: ToastKind, { title, description, action }: Notice): void {
  // One toast at a time: a new one replaces whatever is showing.
  toaster.remove();
  // A toast with a button stays longer than the default 5 seconds, so it can be reached in time.
  toaster.create({ type, title, description, action, closable: true, duration: action ? ACTION_TOAST_DURATION : undefined });
}

const colorsOf = (type: string | undefined) => TOAST_COLORS[(type ?? 'info') as ToastKind] ?? TOAST_COLORS.info;

export function ToastList() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} mt="var(--admin-toasts-top, 0px)">
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
  );
}
