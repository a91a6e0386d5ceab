// The one module that produces the HTML pages the server sends. Today it returns the built SPA
// shell unchanged; per-route SEO tags and server-rendered markup are to be injected here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SITE_NOT_BUILT = 'The site has not been built yet. Run `npm run build`, then restart the server.';

export interface PageRequest {
  /** The request path, e.g. /jacobs/blog/some-post. */
  path: string;
}

/**
 * The SPA shell (SITE_DIR/index.html), read on each request so a rebuild shows without a restart;
 * undefined when the site has not been built.
 */
export async function renderPage(siteDir: string, _page: PageRequest): Promise<string | undefined> {
  try {
    return await readFile(join(siteDir, 'index.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
