// The admin, written once for every host: the site mounts it under /admin in a browser router with
// its HTTP client, the studio in a hash router with its own client. The host makes the router from
// adminRoutes (admin-routes.tsx) once for the page's or window's life; AdminRoot brings the design
// system, query cache and toaster around it, and reaches the server only through the ApiClient it
// is given. Its typefaces come with the host's page (the site's head.html, the studio's entry).
import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ApiClient } from '../api-client/api-client.ts';
import { ApiError } from '../api-client/http.ts';
import { AdminBannersContext, STATUS_KEY } from './admin-shell.tsx';
import { adminSystem } from './admin-theme.ts';
import { DASHBOARD_KEY } from './dashboard-query.ts';
import { ThreeWayMergeProvider } from './editor/conflict-merge.tsx';
import { DraftsProvider, type EditorDrafts } from './editor/drafts.tsx';
import { ApiClientProvider } from './api-client-context.tsx';
import { ErrorReportContext } from './screen-error.tsx';
import { NotifyProvider } from './toaster.tsx';

/** A data router made from adminRoutes: createBrowserRouter's or createHashRouter's. */
export type AdminRouter = ReturnType<typeof createBrowserRouter>;

export interface AdminRootProps {
  router: AdminRouter;
  client: ApiClient;
  /** Rendered above every authenticated screen (the studio's online/sync status bar). */
  banner?: ReactNode;
  /** Rendered above the login screen (the studio's server address). */
  loginBanner?: ReactNode;
  /** Where unsaved form values are kept while editing (the studio: on disk); optional. */
  drafts?: EditorDrafts;
  /** Conflicts merged three ways, from the copy the edit started from (the studio). */
  threeWayMerge?: boolean;
  /** Where the errors a screen meets are logged besides the console (the studio's process output). */
  reportError?: (error: unknown) => void;
}

function createAdminQueryClient() {
  // docs/product/api.md#requests-and-answers: no retry, no refetch on focus or interval, data never becomes stale.
  // Any write may change the dashboard's figures (a message handled, the inbox badge): read them again.
  // A write refused for lack of disk space (507) reads the status again, which brings the banner.
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      onError: (error) => (error instanceof ApiError && error.status === 507 ? queryClient.invalidateQueries({ queryKey: STATUS_KEY }) : undefined),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

const consoleOnly = () => undefined;

export function AdminRoot({ router, client, banner, loginBanner, drafts, threeWayMerge = false, reportError = consoleOnly }: AdminRootProps) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <ChakraProvider value={adminSystem}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <NotifyProvider>
            <DraftsProvider drafts={drafts}>
              <ThreeWayMergeProvider value={threeWayMerge}>
                <AdminBannersContext value={{ login: loginBanner, signedIn: banner }}>
                  <ErrorReportContext value={reportError}>
                    <RouterProvider router={router} />
                  </ErrorReportContext>
                </AdminBannersContext>
              </ThreeWayMergeProvider>
            </DraftsProvider>
          </NotifyProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
