// The hosts mount the admin in a react-router data router (createBrowserRouter on the site,
// createHashRouter in the studio), because only a data router lets the unsaved-changes guard
// hold every navigation, the browser's Back and Forward included (useBlocker).
//
// A data router is made once, with its routes, outside React. The element its route renders is
// handed in as children instead, so a host can change the admin's props (the studio's client,
// banner and drafts) without making a new router.
import { createContext, useContext, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter, type RouteObject } from 'react-router-dom';

export type AdminDataRouter = ReturnType<typeof createBrowserRouter>;

const AdminElement = createContext<ReactNode>(null);

function RenderAdminElement() {
  return useContext(AdminElement);
}

/** The one route a host's data router needs: `path` (default every path) renders the admin. */
export const adminRoutes = (path = '*'): RouteObject[] => [{ path, Component: RenderAdminElement }];

/** Renders `router` (made from adminRoutes()) with `children`, usually <AdminRoot>, as its route's element. */
export function AdminRouterProvider({ router, children }: { router: AdminDataRouter; children: ReactNode }) {
  return (
    <AdminElement value={children}>
      <RouterProvider router={router} />
    </AdminElement>
  );
}
