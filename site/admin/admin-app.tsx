// The web admin, loaded by admin-main.tsx: the shared admin screens over plain HTTP to this same
// origin, on the browser's address under /admin, in a history that can hold Back and Forward while
// an edit is unsaved.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';
import { adminSystem } from '../../shared/admin/admin-theme.ts';
import { createBlockingHistory } from '../../shared/router/blocking-history.ts';
import { browserHistory } from '../../shared/router/browser-history.ts';
import { Router } from '../../shared/router/router.tsx';
import { xhrUpload } from './xhr-upload.ts';

const client = createHttpClient((input, init) => fetch(input, init), '', xhrUpload);

/** Lets the browser paint and handle input before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function mountAdminApp(container: HTMLElement): Promise<void> {
  await nextTask();
  adminSystem();
  await nextTask();
  const history = createBlockingHistory(browserHistory);
  const app = (
    <StrictMode>
      <Router history={history}>
        <AdminRoot client={client} />
      </Router>
    </StrictMode>
  );
  startTransition(() => createRoot(container).render(app));
}
