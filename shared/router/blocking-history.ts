// A history whose navigations can be held, Back and Forward included (the admin's unsaved-changes
// question, decision 160). Each entry holds its place in the tab's history (`index`); when Back or
// Forward is held the browser has already moved, so the address is put back with
// history.go(-delta), and moved on with history.go(delta) if the move is let through.
import type { History } from './history.ts';
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

/**
 * Made once for the page's (or window's) life, before its Router mounts: its popstate listener
 * then runs before the Router's, and keeps a held move, or the address put back, from reaching it.
 */
export function createBlockingHistory(history: History): BlockingHistory {
  const blockers = new Set<Blocker>();
  /** The place, and the address, of the entry the router shows. */
  let index = placeOf() ?? 0;
  let shown = history.read();
  /** The popstate expected next: the address put back after a held move, or the held move let through. */
  let expected: 'restored' | 'proceeding' | undefined;

  const show = (at: number) => {
    index = at;
    shown = history.read();
    window.history.replaceState({ ...window.history.state, index }, '');
  };
  show(index);

  const held = (from: RouterLocation, to: RouterLocation, proceed: () => void) => [...blockers].some((blocker) => blocker({ from, to, proceed }));

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
    if (proceeding || !delta || !held(parseLocation(shown), parseLocation(history.read()), proceed)) return show(at);
    event.stopImmediatePropagation();
    expected = 'restored';
    window.history.go(-delta);
  });

  return {
    ...history,
    gate(from, to, go) {
      const carryOut = () => {
        go();
        // A pushed entry holds no place yet: it follows the one shown.
        show(placeOf() ?? index + 1);
      };
      if (!held(from, to, carryOut)) carryOut();
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
  };
}
