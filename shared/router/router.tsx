// One router for the public site, the web admin and the studio (decisions 092 and 160): the
// address as React state, from a history (the browser's path, the URL's fragment, or one fixed
// address for the server renderer). Which public page an address shows is the shared route
// table's answer (shared/match-route.ts, decision 130); the admin picks its screen by path.
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { browserAddress } from './browser-address.ts';
import { createHistory, type History } from './history.ts';
import { parseLocation, type NavigateOptions, type RouterLocation } from './router-location.ts';

interface RouterState {
  location: RouterLocation;
  history: History;
}

const RouterContext = createContext<RouterState | null>(null);
/** The path parameters of the route being shown (site/app.tsx provides them). */
export const ParamsContext = createContext<Readonly<Record<string, string>>>({});

export function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks need a <Router> above them');
  return router;
}

/** Shows `history`'s address. Navigations are transitions: the screen on show stays until the next one's chunk has arrived. */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useEffect(() => {
    const update = () => startTransition(() => setLocation(history.location));
    const stop = history.listen(update);
    // A navigation made before this effect ran (a child's <Navigate>) has told no one.
    update();
    return stop;
  }, [history]);
  const router = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** Follows the browser's address: links push history entries, Back and Forward are read back. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHistory(browserAddress));
  return <Router history={history}>{children}</Router>;
}

/** One fixed address, for the server renderer. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo<RouterState>(
    () => ({
      location: parseLocation(location),
      history: {
        location: parseLocation(location),
        href: (to) => to,
        navigate() {
          throw new Error('StaticRouter cannot navigate');
        },
        listen: () => () => undefined,
      },
    }),
    [location],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): History['navigate'] => useRouter().history.navigate;
export const useParams = (): Readonly<Record<string, string>> => use(ParamsContext);

/** The address's query string, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { location, history } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
    const search = new URLSearchParams(next).toString();
    history.navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
  };
  return [params, setParams];
}
