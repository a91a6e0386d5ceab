// The web admin, loaded by admin-main.tsx: the shared admin screens over
// plain HTTP to this same origin, in a data router so leaving an editor with unsaved changes asks
// on Back/Forward too.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';
import { adminRoutes, AdminRouterProvider } from '../../shared/admin/admin-router.tsx';
import { xhrUpload } from './xhr-upload.ts';

const client = createHttpClient((input, init) => fetch(input, init), '', xhrUpload);

export function mountAdminApp(container: HTMLElement) {
  const router = createBrowserRouter(adminRoutes('/admin/*'));
  createRoot(container).render(
    <StrictMode>
      <AdminRouterProvider router={router}>
        <AdminRoot client={client} />
      </AdminRouterProvider>
    </StrictMode>,
  );
}
