// A history whose navigations can be held, Back and Forward included (the admin's unsaved-changes
// question, decision 160). Each entry holds its place in the tab's history (`index`); when Back or
// Forward is held the browser has already moved, so the address is put back with
// history.go(-delta), and moved on with history.go(delta) if the move is let through.
import { createHistory, type AddressBar, type History } from './history.ts';
import { parseLocation, type RouterLocation } from './router-location.ts';

export interface Transition {
  from: RouterLocation;
  to: RouterLocation;
  /** Carries the navigation out, past every blocker. */
  proceed(): void;
}

/** True holds the transition; the blocker may call its `proceed` later. */
export type Blocker = (transition: Transition) => boolean;

export interface BlockingHistory extends History {
  block(blocker: Blocker): () => void;
}

const placeOf = (): number | undefined => (window.history.state as { index?: number } | null)?.index;

/** Made once for the page's (or window's) life: it follows every popstate from then on. */
export function createBlockingHistory(bar: AddressBar): BlockingHistory {
  const blockers = new Set<Blocker>();
  /** The place of the entry the router shows. */
  let index = placeOf() ?? 0;
  /** The popstate expected next: the address put back after a held move, or the held move let through. */
  let expected: 'restored' | 'proceeding' | undefined;

  const stamp = (at: number) => {
    index = at;
    window.history.replaceState({ ...window.history.state, index }, '');
  };
  stamp(index);

  const held = (to: RouterLocation, proceed: () => void) => [...blockers].some((blocker) => blocker({ from: history.location, to, proceed }));

  // Added before the router's own popstate listener (which history.listen adds, and adds again
  // after it is removed), so a held move, or the address put back, never reaches the router.
  window.addEventListener('popstate', (event) => {
    if (expected === 'restored') {
      expected = undefined;
      event.stopImmediatePropagation();
      return;
    }
    const proceeding = expected === 'proceeding';
    expected = undefined;
    // An entry made outside the router (a fragment typed in the address bar) follows the one shown.
    const at = placeOf() ?? index + 1;
    const delta = at - index;
    const proceed = () => {
      expected = 'proceeding';
      window.history.go(delta);
    };
    if (proceeding || !delta || !held(parseLocation(bar.read()), proceed)) {
      stamp(at);
      return;
    }
    event.stopImmediatePropagation();
    expected = 'restored';
    window.history.go(-delta);
  });
  const history = createHistory(bar);

  return {
    ...history,
    get location() {
      return history.location;
    },
    navigate(to, options) {
      const address = bar.resolve(to);
      const go = () => {
        history.navigate(to, options);
        // A pushed entry holds no place yet: it follows the one shown.
        stamp(placeOf() ?? index + 1);
      };
      if (address === undefined || !held(parseLocation(address), go)) go();
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
  };
}
