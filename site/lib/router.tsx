// The public site's router (decision 092): the browser's address as React state and links that move
// it with the History API. Which page an address shows is the shared route table's answer
// (shared/match-route.ts, decision 130); site/app.tsx renders it with its params. It is what the
// public pages used of react-router (Link, useLocation, useParams, useSearchParams), at a tenth of
// the bytes on every first render; the admin keeps react-router's data router for its
// unsaved-changes guard.
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * What a history entry the router makes holds: the path of the page it was opened from (the
 * contact form sends it, decision 126). Back and Forward bring each entry's own back.
 */
export interface EntryState {
  from?: string;
}

interface RouterState {
  location: RouterLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<RouterState | null>(null);
/** The path parameters of the route being shown (site/app.tsx provides them). */
export const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks need a <BrowserRouter> or <StaticRouter> above them');
  return router;
}

function parseLocation(url: string): RouterLocation {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash };
}

const readWindowLocation = (): RouterLocation => parseLocation(window.location.href);

/** Follows the browser's address: links push history entries, Back and Forward are read back. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readWindowLocation);

  useEffect(() => {
    const onPopState = () => startTransition(() => setLocation(readWindowLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const router = useMemo<RouterState>(
    () => ({
      location,
      navigate(to, { replace = false } = {}) {
        const target = new URL(to, window.location.href);
        if (target.origin !== window.location.origin) {
          window.location.assign(target.href);
          return;
        }
        const next = `${target.pathname}${target.search}${target.hash}`;
        // A link to the address already shown replaces it, so Back is not a no-op.
        const same = next === `${window.location.pathname}${window.location.search}${window.location.hash}`;
        if (replace || same) window.history.replaceState(window.history.state, '', next);
        else window.history.pushState({ from: window.location.pathname } satisfies EntryState, '', next);
        // As a transition: the page on screen stays until the next page's chunk has arrived,
        // instead of flashing the loading spinner.
        startTransition(() => setLocation(readWindowLocation()));
      },
    }),
    [location],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** One fixed address, for the server renderer. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo<RouterState>(
    () => ({
      location: parseLocation(location),
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
export const useParams = (): Readonly<Record<string, string>> => use(ParamsContext);

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

/** Moves to `to` once mounted (the server renderer answers such addresses with a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/**
 * An <a href> (crawlers and new tabs follow it as is) whose plain left click moves inside the app.
 * Clicks with a modifier key, another button or another target are left to the browser.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}
