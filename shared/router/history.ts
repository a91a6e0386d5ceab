// The tab's history as the router sees it: the address shown, navigations that push or replace an
// entry, and Back and Forward read back. Where the address lives (the URL's path, or its
// fragment) is the address bar's business (browser-address.ts, hash-address.ts). Holding
// navigations is a layer only the admin brings (blocking-history.ts), so the public pages do not
// carry it.
import { parseLocation, type EntryState, type NavigateOptions, type RouterLocation } from './router-location.ts';

/** Where a history keeps the router's address in the browser's. */
export interface AddressBar {
  /** The router's address of the entry shown: path, query and fragment. */
  read(): string;
  /** `to` as a router address, or undefined when it leaves the app (another origin). */
  resolve(to: string): string | undefined;
  /** What a link's href, and the browser's address, hold for `to`. */
  href(to: string): string;
}

export interface History {
  readonly location: RouterLocation;
  href(to: string): string;
  navigate(to: string, options?: NavigateOptions): void;
  /** Told after every change of `location`. */
  listen(listener: () => void): () => void;
}

export function createHistory(bar: AddressBar): History {
  const listeners = new Set<() => void>();
  let location = parseLocation(bar.read());
  const show = () => {
    location = parseLocation(bar.read());
    for (const listener of listeners) listener();
  };

  return {
    get location() {
      return location;
    },
    href: bar.href,
    navigate(to, { replace = false } = {}) {
      const address = bar.resolve(to);
      if (address === undefined) return window.location.assign(to);
      // A link to the address already shown replaces it, so Back is not a no-op.
      if (replace || address === bar.read()) window.history.replaceState(window.history.state, '', bar.href(address));
      else window.history.pushState({ from: location.pathname } satisfies EntryState, '', bar.href(address));
      show();
    },
    listen(listener) {
      if (!listeners.size) window.addEventListener('popstate', show);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) window.removeEventListener('popstate', show);
      };
    },
  };
}
