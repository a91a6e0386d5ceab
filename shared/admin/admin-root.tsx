// The admin, written once for every host: the site mounts it at /admin/* with its HTTP client,
// the studio with its own client and router. It brings its own design system, query cache and
// toaster, and reaches the server only through the ApiClient it is given.
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/inter';
import { useState, type ComponentType, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import type { ApiClient } from '../api-client/api-client.ts';
import { paths } from '../paths.ts';
import { RequireAdmin } from './admin-shell.tsx';
import { adminSystem } from './admin-theme.ts';
import { ThreeWayMergeProvider } from './editor/conflict-merge.tsx';
import { DraftsProvider, type EditorDrafts } from './editor/drafts.tsx';
import { ApiClientProvider } from './api-client-context.tsx';
import { BlogScreen } from './screens/blog-screen.tsx';
import { CoreServicesScreen } from './screens/core-services-screen.tsx';
import { DashboardScreen } from './screens/dashboard-screen.tsx';
import { InboxScreen } from './screens/inbox-screen.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { MediaScreen } from './screens/media-screen.tsx';
import { PagesScreen } from './screens/pages-screen.tsx';
import { ProductsScreen } from './screens/products-screen.tsx';
import { ServiceAreasScreen } from './screens/service-areas-screen.tsx';
import { SettingsScreen } from './screens/settings-screen.tsx';
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
}

function createAdminQueryClient() {
  // Spec section 7: no retry, no refetch on focus or interval, data never becomes stale.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function AdminRoot({ client, banner, drafts, threeWayMerge = false }: AdminRootProps) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <ChakraProvider value={adminSystem}>
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

const SCREENS: Record<string, ComponentType> = {
  [paths.admin.dashboard]: DashboardScreen,
  [paths.admin.pages]: PagesScreen,
  [paths.admin.blog]: BlogScreen,
  [paths.admin.serviceAreas]: ServiceAreasScreen,
  [paths.admin.products]: ProductsScreen,
  [paths.admin.services]: CoreServicesScreen,
  [paths.admin.settings]: SettingsScreen,
  [paths.admin.inbox]: InboxScreen,
  [paths.admin.media]: MediaScreen,
};

/**
 * Picks the screen from the absolute pathname rather than nested <Routes>, so the same paths
 * work whether the host mounts the admin under its own "/admin/*" route or at its root.
 */
function AdminRoutes({ banner }: { banner?: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.admin.login) return <LoginScreen />;
  const Screen = SCREENS[path];
  if (!Screen) return <Navigate to={paths.admin.dashboard} replace />;
  return (
    <RequireAdmin banner={banner}>
      <Screen key={path} />
    </RequireAdmin>
  );
}
