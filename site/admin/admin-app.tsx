// The web admin, loaded by admin-main.tsx: the shared admin screens over plain HTTP to this same
// origin, on the browser's address under /admin, in a history that can hold Back and Forward while
// an edit is unsaved.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';
import { createBlockingHistory } from '../../shared/router/blocking-history.ts';
import { browserHistory } from '../../shared/router/browser-history.ts';
import { Router } from '../../shared/router/router.tsx';
import { xhrUpload } from './xhr-upload.ts';

const client = createHttpClient((input, init) => fetch(input, init), '', xhrUpload);

export function mountAdminApp(container: HTMLElement): void {
  const history = createBlockingHistory(browserHistory);
  createRoot(container).render(
    <StrictMode>
      <Router history={history}>
        <AdminRoot client={client} />
      </Router>
    </StrictMode>,
  );
}
