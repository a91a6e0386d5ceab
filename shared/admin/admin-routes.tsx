// The admin's addresses as react-router route objects (decision 200), mounted by each host in its
// data router: the web admin's createBrowserRouter, the studio's createHashRouter. Every address
// renders inside the unsaved-changes guard; the login stands alone, every other screen inside
// RequireAdmin (the header, the host's banner, the session check). An unknown address goes to the
// dashboard. Every route has screen-error.tsx's boundary: a screen that breaks says so in words,
// under the header and the host's banner, with a way back.
import { use, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type ResourceName } from '../contract/resource-addresses.ts';
import type { AdminScreenAddress } from '../contract/resource-definition.ts';
import { paths } from '../paths.ts';
import { ADMIN_SCREENS, type AdminScreen } from './admin-screens.ts';
import { AdminBannersContext, DataSpinner, RequireAdmin } from './admin-shell.tsx';
import { ScreenError } from './screen-error.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { UnsavedChangesProvider } from './unsaved-changes.tsx';

/** A screen's code as a chunk of its own, so a full load fetches only the screen it shows (decision 201). */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/**
 * A screen that checks its forms with the contract's schemas: zod loads with it, configured before
 * any schema is built (zod-jitless.ts; a chunk's modules may run in any order, so the configuration
 * runs first, on its own). The login screen and the dashboard load no zod (decision 201).
 */
const validating =
  <M,>(load: () => Promise<M>) =>
  async () => {
    await import('../contract/zod-jitless.ts');
    return load();
  };

/** The data area while a screen's chunk loads on the page's first load (a later move keeps the screen shown until it has). */
function ScreenLoading() {
  return <DataSpinner label="Loading…" />;
}

const screenRoute = (path: string, lazy: () => Promise<{ Component: ComponentType }>): RouteObject => ({ path, lazy, HydrateFallback: ScreenLoading, ErrorBoundary: ScreenError });

const toDashboard = <Navigate to={paths.admin.dashboard} replace />;

/** The login screen, under the host's banner for it (the studio's server address). */
function Login() {
  return (
    <>
      {use(AdminBannersContext).login}
      <LoginScreen />
    </>
  );
}

function AdminFrame() {
  return (
    <UnsavedChangesProvider>
      <Outlet />
    </UnsavedChangesProvider>
  );
}

/** The code of each screen that is not the record screen. */
const OWN_SCREENS: Record<string, () => Promise<{ Component: ComponentType }>> = {
  [paths.admin.dashboard]: screen(() => import('./screens/dashboard-screen.tsx'), (m) => m.DashboardScreen),
  [paths.admin.pages]: screen(validating(() => import('./screens/pages-screen.tsx')), (m) => m.PagesScreen),
  [paths.admin.settings]: screen(validating(() => import('./screens/settings-screen.tsx')), (m) => m.SettingsScreen),
  [paths.admin.inbox]: screen(() => import('./screens/inbox-screen.tsx'), (m) => m.InboxScreen),
  [paths.admin.media]: screen(() => import('./screens/media-screen.tsx'), (m) => m.MediaScreen),
  [paths.admin.visits]: screen(() => import('./screens/visits-screen.tsx'), (m) => m.VisitsScreen),
  [paths.admin.bookingAvailability]: screen(validating(() => import('./screens/booking-hours-screen.tsx')), (m) => m.BookingHoursScreen),
};

/** A record type's screen drawn from its definition (shared/admin/screens/record-screen.tsx). */
const recordScreen = (resource: ResourceName) =>
  screen(validating(() => import('./screens/record-screen.tsx')), (m) => m.recordScreenOf(resource));

const routeOf = ({ path, resource }: AdminScreen): RouteObject => {
  const own = OWN_SCREENS[path];
  if (own) return screenRoute(path, own);
  if (!resource) throw new Error(`No code draws the admin screen ${path}`);
  return screenRoute(path, recordScreen(resource));
};

/** Screens reached from another screen, without a link of their own. */
const unlistedRoutes = RESOURCE_NAMES.filter((name) => (RESOURCE_ADDRESSES[name].screen as AdminScreenAddress).unlisted).map((resource) =>
  routeOf({ path: RESOURCE_ADDRESSES[resource].screen.path, nav: '', resource }),
);

export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login,
    Component: AdminFrame,
    ErrorBoundary: ScreenError,
    children: [
      // The login comes with the entry, not as a chunk of its own: it is the first screen of a visit.
      { index: true, Component: Login, ErrorBoundary: ScreenError },
      {
        Component: RequireAdmin,
        ErrorBoundary: ScreenError,
        children: [...ADMIN_SCREENS.map(routeOf), ...unlistedRoutes, { path: '*', element: toDashboard }],
      },
    ],
  },
  { path: '*', element: toDashboard },
];
