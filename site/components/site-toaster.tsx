import { Stack, Toast, Toaster } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toaster } from '../lib/toaster.ts';

/** Mounted after hydration only: toasts are browser-side feedback, never part of a server render. */
export function SiteToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root
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
