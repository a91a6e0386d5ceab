// The web admin, loaded by admin-main.tsx: the shared admin screens over plain HTTP to this same
// origin, in react-router's browser router under /admin, whose blocker holds Back and Forward while
// an edit is unsaved (decision 200).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';
import { adminRoutes } from '../../shared/admin/admin-routes.tsx';
import { xhrUpload } from './xhr-upload.ts';

const client = createHttpClient((input, init) => fetch(input, init), '', xhrUpload);

export function mountAdminApp(container: HTMLElement): void {
  const router = createBrowserRouter(adminRoutes);
  createRoot(container).render(
    <StrictMode>
      <AdminRoot router={router} client={client} />
    </StrictMode>,
  );
}
