// The web admin's browser entry (site/admin.html, a build of its own: decision 159). zod-jitless
// must configure zod before any contract module builds a schema, and importing it first is not
// enough: the bundler may order the modules inside a chunk otherwise (it did once the admin was
// split by screen, decision 154). So the admin's code, and the contract with it, is imported only
// after this module, and the configuration, have run.
import '../../shared/contract/zod-jitless.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void import('./admin-app.tsx').then(({ mountAdminApp }) => mountAdminApp(container));
