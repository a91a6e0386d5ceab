// False in the server's render and while the browser hydrates it, true once the page runs.
// Controls whose action needs the page's code (a form posting JSON, a dropdown that changes the
// address) are disabled until then: a native submit or a change before hydration would be lost or
// would send the form's values in the address.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
