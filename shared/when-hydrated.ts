// False in the server's render and while the browser hydrates it, true once the page runs.
// Controls whose action exists only in the page's code (Rug Fit's photo buttons) are disabled until
// then: a press before hydration would do nothing. The forms need no such wait: before their code
// runs they post as HTML (docs/product/rules.md#forms-without-script).
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Renders `children(ready)`, in a component of its own: when hydration ends React re-renders every
 * reader of the flag at once, in one task, so only these controls must re-render, not the page
 * around them (a whole shop page re-rendered that way blocked a phone for ~120 ms).
 */
export function WhenHydrated({ children }: { children: (ready: boolean) => ReactNode }): ReactNode {
  return children(useHydrated());
}
