// Browser entry. /admin/* loads the web admin's own chunk (with its own router, so a public page
// never downloads admin code); every other path renders, or hydrates, the public site. The public
// entry is imported statically so the first paint of a public page waits on no extra request.
import { isAdminPath } from '../shared/paths.ts';
import { mountPublic } from './public-main.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

if (isAdminPath(window.location.pathname)) {
  void import('./admin/admin-main.tsx').then(({ mountAdmin }) => mountAdmin(container));
} else {
  mountPublic(container);
}
