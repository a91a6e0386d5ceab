// The web admin's first paint, rendered when the site is built (scripts/write-admin-shells.ts,
// decision 163): what the admin draws for an address before any answer from the server — the login
// screen, or the header over the session check of a screen behind it — as markup and the emotion
// rules it uses, put into the admin's shells. The browser shows it before any script has run, and
// the admin's first render draws the same, so nothing moves when it takes over.
import { StrictMode } from 'react';
import { AdminRoot } from '../../shared/admin/admin-root.tsx';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { StaticRouter } from '../../shared/router/router.tsx';
import { renderStatic, type StaticRender } from '../lib/render-static.tsx';

/** Never called: a static render runs no effects, so no query or mutation starts. */
const noServer = createHttpClient(() => Promise.reject(new Error('The admin first paint is drawn without a server')));

export function renderAdminFirstPaint(pathname: string): Promise<StaticRender> {
  return renderStatic(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AdminRoot client={noServer} />
      </StaticRouter>
    </StrictMode>,
  );
}
