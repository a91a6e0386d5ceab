// A Vite build plugin: the web admin gets its own copy of react-router, so the public pages do not
// load the admin's data router (decision 081).
// Why: react-router ships as one module file. The admin uses its data router (createBrowserRouter,
// for blocking Back/Forward with unsaved changes); the public site only BrowserRouter. Rollup puts
// every statement either graph uses into the one chunk that holds the module, and that chunk is on
// every public page: createRouter and friends added ~17 KB gzipped to each first render.
// How: imports of react-router(-dom) from the admin's sources (site/admin, shared/admin), and every
// import inside that copy, resolve to the same files with a `?admin-copy` suffix, a distinct
// module id. React itself stays shared. The two copies never meet: no public module renders admin
// code and the admin mounts its own router.
import type { Plugin } from 'vite';

const ADMIN_SOURCE = /\/(site|shared)\/admin\//;
const ROUTER_PACKAGE = /^react-router(-dom)?(\/|$)/;
const ROUTER_FILE = /\/node_modules\/react-router(-dom)?\//;
const COPY = '?admin-copy';

export function adminRouterCopy(): Plugin {
  return {
    name: 'admin-router-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || options.ssr) return null;
      const insideCopy = importer.endsWith(COPY);
      if (!insideCopy && !(ADMIN_SOURCE.test(importer) && ROUTER_PACKAGE.test(source))) return null;
      const resolved = await this.resolve(source, insideCopy ? importer.slice(0, -COPY.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !ROUTER_FILE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}
