// The admin, written once for every host: the site mounts it at /admin/* with its HTTP client,
// the studio with its own client and router. It brings its own design system, query cache and
// toaster, and reaches the server only through the ApiClient it is given. Its typefaces come with
// the host's page (the site's head.html, the studio's entry).
import { lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate } from '../router/link.tsx';
import { useLocation } from '../router/router.tsx';
import type { ApiClient } from '../api-client/api-client.ts';
import { isAdminLoginPath, paths, withoutTrailingSlash } from '../paths.ts';
import { RequireAdmin } from './admin-shell.tsx';
import { adminSystem, withGlobalStylesOnPage } from './admin-theme.ts';
import { DASHBOARD_KEY } from './dashboard-query.ts';
import { ThreeWayMergeProvider } from './editor/conflict-merge.tsx';
import { DraftsProvider, type EditorDrafts } from './editor/drafts.tsx';
import { ApiClientProvider } from './api-client-context.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { NotifyProvider } from './toaster.tsx';
import { UnsavedChangesProvider } from './unsaved-changes.tsx';

export interface AdminRootProps {
  client: ApiClient;
  /** Rendered above every authenticated screen (the studio's online/sync status bar). */
  banner?: ReactNode;
  /** Where unsaved form values are kept while editing (the studio: on disk); optional. */
  drafts?: EditorDrafts;
  /** Conflicts merged three ways, from the copy the edit started from (the studio). */
  threeWayMerge?: boolean;
  /** The page's HTML already holds the design system's global styles (the web admin's built shells, decision 163). */
  globalStylesOnPage?: boolean;
}

function createAdminQueryClient() {
  // Spec section 7: no retry, no refetch on focus or interval, data never becomes stale.
  // Any write may change the dashboard's figures (a message handled, the inbox badge): read them again.
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export function AdminRoot({ client, banner, drafts, threeWayMerge = false, globalStylesOnPage = false }: AdminRootProps) {
  const [queryClient] = useState(createAdminQueryClient);
  const [system] = useState(() => (globalStylesOnPage ? withGlobalStylesOnPage(adminSystem()) : adminSystem()));
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <NotifyProvider>
            <UnsavedChangesProvider>
              <DraftsProvider drafts={drafts}>
                <ThreeWayMergeProvider value={threeWayMerge}>
                  <AdminRoutes banner={banner} />
                </ThreeWayMergeProvider>
              </DraftsProvider>
            </UnsavedChangesProvider>
          </NotifyProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

/** A screen's code as a chunk of its own, so a full load fetches only the screen it shows (decision 154). */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: pick(await load()) }));

/**
 * A screen that checks its forms with the contract's schemas: zod loads with it, configured before
 * any schema is built (zod-jitless.ts; a chunk's modules may run in any order, so the configuration
 * runs first, on its own). The login screen and the dashboard load no zod (decision 161).
 */
const validating = <M,>(load: () => Promise<M>) => async () => {
  await import('../contract/zod-jitless.ts');
  return load();
};


const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  [paths.admin.dashboard]: screen(() => import('./screens/dashboard-screen.tsx'), (m) => m.DashboardScreen),
  [paths.admin.pages]: screen(validating(() => import('./screens/pages-screen.tsx')), (m) => m.PagesScreen),
  [paths.admin.blog]: screen(validating(() => import('./screens/blog-screen.tsx')), (m) => m.BlogScreen),
  [paths.admin.serviceAreas]: screen(validating(() => import('./screens/service-areas-screen.tsx')), (m) => m.ServiceAreasScreen),
  [paths.admin.products]: screen(validating(() => import('./screens/products-screen.tsx')), (m) => m.ProductsScreen),
  [paths.admin.services]: screen(validating(() => import('./screens/core-services-screen.tsx')), (m) => m.CoreServicesScreen),
  [paths.admin.testimonials]: screen(validating(() => import('./screens/testimonials-screen.tsx')), (m) => m.TestimonialsScreen),
  [paths.admin.settings]: screen(validating(() => import('./screens/settings-screen.tsx')), (m) => m.SettingsScreen),
  [paths.admin.inbox]: screen(() => import('./screens/inbox-screen.tsx'), (m) => m.InboxScreen),
  [paths.admin.media]: screen(() => import('./screens/media-screen.tsx'), (m) => m.MediaScreen),
};

/**
 * Picks the screen from the absolute pathname rather than nested <Routes>, so the same paths
 * work whether the host mounts the admin under its own "/admin/*" route or at its root.
 */
function AdminRoutes({ banner }: { banner?: ReactNode }) {
  const { pathname } = useLocation();
  const path = withoutTrailingSlash(pathname);
  // The login comes with the shell, not as a chunk of its own: the page arrives with the login
  // already drawn (its first paint, decision 163), and the first render must draw it again at once.
  if (isAdminLoginPath(path)) return <LoginScreen />;
  const Screen = SCREENS[path];
  // An unknown address draws what every screen first draws (the page arrived with it: decision 163), then goes to the dashboard.
  return <RequireAdmin banner={banner}>{Screen ? <Screen key={path} /> : <Navigate to={paths.admin.dashboard} replace />}</RequireAdmin>;
}
