// The web admin, loaded by admin-main.tsx: the shared admin screens over plain HTTP to this same
// origin, in react-router's browser router under /admin, whose blocker holds Back and Forward while
// an edit is unsaved (decision 200).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';
import { adminRoutes } from '../../shared/admin/admin-routes.tsx';
import { xhrUpload } from './xhr-upload.ts';

const client = createHttpClient((input, init) => fetch(input, init), '', xhrUpload);

/**
 * The first render is a transition, so React yields to the browser between components instead of
 * holding a phone's main thread for the whole first screen (decision 201: blocking time about
 * 150 ms less in Lighthouse's mobile run of /admin).
 */
export function mountAdminApp(container: HTMLElement): void {
  const router = createBrowserRouter(adminRoutes);
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AdminRoot router={router} client={client} />
      </StrictMode>,
    ),
  );
}
