// The web admin's browser entry (site/admin.html, a build of its own: decision 201). It loads no
// zod: the screens that validate configure zod before loading it (shared/admin/admin-routes.tsx),
// so the admin's shell is imported with the entry and preloaded by the page.
import { mountAdminApp } from './admin-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

mountAdminApp(container);
