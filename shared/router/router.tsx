// One router for the public site, the web admin and the studio (decisions 092 and 160): the
// address as React state, kept in the browser's history (browser-history.ts, hash-history.ts),
// or one fixed address for the server renderer. Which public page an address shows is the shared
// route table's answer (shared/match-route.ts, decision 130); the admin picks its screen by path.
import { createContext, startTransition, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { browserHistory } from './browser-history.ts';
import type { History } from './history.ts';
import { parseLocation, type EntryState, type NavigateOptions, type RouterLocation } from './router-location.ts';

interface RouterState {
  location: RouterLocation;
  history: History;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterState | null>(null);

export function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('No <Router>');
  return router;
}

/**
 * Follows `history`: links push entries, Back and Forward are read back. Navigations are
 * transitions, as in react-router 7: the page on screen stays until the next one's chunk has arrived.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(() => parseLocation(history.read()));

  useEffect(() => {
    const onPopState = () => startTransition(() => setLocation(parseLocation(history.read())));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [history]);

  const router = useMemo<RouterState>(
    () => ({
      location,
      history,
      navigate(to, { replace = false } = {}) {
        const address = history.resolve(to);
        if (address === undefined) return window.location.assign(to);
        const go = () => {
          const shown = history.read();
          // A link to the address already shown replaces it, so Back is not a no-op.
          if (replace || address === shown) window.history.replaceState(window.history.state, '', history.href(address));
          else window.history.pushState({ from: parseLocation(shown).pathname } satisfies EntryState, '', history.href(address));
          startTransition(() => setLocation(parseLocation(address)));
        };
        if (history.gate) history.gate(location, parseLocation(address), go);
        else go();
      },
    }),
    [location, history],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** The public site's router: the address in the URL's path. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <Router history={browserHistory}>{children}</Router>;
}

/** One fixed address, for the server renderer. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo<RouterState>(
    () => ({
      location: parseLocation(location),
      // `block`: a static render navigates nowhere, so screens that hold navigations (useBlocker) render too.
      history: { read: () => location, resolve: (to) => to, href: (to) => to, block: () => () => {} },
      navigate() {
        throw new Error('StaticRouter cannot navigate');
      },
    }),
    [location],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): RouterState['navigate'] => useRouter().navigate;

/** The address's query string, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (next: URLSearchParams, options?: NavigateOptions) => {
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
  };
  return [params, setParams];
}
