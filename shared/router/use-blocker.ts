// Holding navigations until someone decides (the admin's unsaved-changes question, decision 160).
import { useEffect, useMemo, useState } from 'react';
import type { BlockingHistory } from './blocking-history.ts';
import { useRouter } from './router.tsx';
import type { RouterLocation } from './router-location.ts';

export interface HeldNavigation {
  /** Carries the held navigation out. */
  proceed(): void;
  /** Drops it: the address stays where it is (a held Back or Forward has already been put back). */
  reset(): void;
}

/**
 * Holds every navigation, Back and Forward included, for which `shouldHold` is true, and returns
 * it until it is let through or dropped; null while nothing is held. `shouldHold` should be
 * stable (useCallback): each new one is registered again. The Router's history must be a
 * blocking one (createBlockingHistory).
 */
export function useBlocker(shouldHold: (from: RouterLocation, to: RouterLocation) => boolean): HeldNavigation | null {
  const { history } = useRouter();
  if (!('block' in history)) throw new Error('useBlocker needs a Router on a blocking history (createBlockingHistory)');
  const [proceed, setProceed] = useState<(() => void) | null>(null);

  useEffect(
    () =>
      (history as BlockingHistory).block(({ from, to, proceed: carryOut }) => {
        if (!shouldHold(from, to)) return false;
        setProceed(() => carryOut);
        return true;
      }),
    [history, shouldHold],
  );

  return useMemo(
    () =>
      proceed && {
        proceed() {
          setProceed(null);
          proceed();
        },
        reset: () => setProceed(null),
      },
    [proceed],
  );
}
