// The toasts' UI, loaded by the layout on the first notice (site/lib/toaster.ts says why). It
// carries the toast recipe itself, so the site's theme need not.
import { createToaster, Stack, Toast, Toaster } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { connectToaster } from '../lib/toaster.ts';
import { toastSlotRecipe } from '../../shared/chakra-theme.js';

const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: 5000, hotkey: ['F8'], pauseOnPageIdle: true });

export function SiteToaster() {
  // Toaster's own effects (its subscription to the store) run before this one, a parent's.
  useEffect(
    () =>
      connectToaster(({ kind, title, description }) => {
        toaster.dismiss();
        toaster.create({ type: kind, title, description });
      }),
    [],
  );
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root
          recipe={toastSlotRecipe}
          width={{ md: 'sm' }}
          bg={toast.type === 'error' ? 'madder.700' : 'indigo.800'}
          color="ivory.50"
          borderRadius="lg"
          boxShadow="lg"
          data-testid="toast"
        >
          <Toast.Indicator color="saffron.300" />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title ? <Toast.Title fontWeight="semibold">{toast.title}</Toast.Title> : null}
            {toast.description ? <Toast.Description opacity={0.92}>{toast.description}</Toast.Description> : null}
          </Stack>
          <Toast.CloseTrigger aria-label="Dismiss notification" color="ivory.50" _hover={{ bg: 'whiteAlpha.200' }}>
            <X size={16} aria-hidden />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
