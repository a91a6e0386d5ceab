// The Electron window loads the renderer from app://studio/ rather than file://: a page on file://
// may read any file the user can, and every file:// page shares one origin. app:// serves the
// files inside the renderer folder only, with their MIME types, and gives the page its run-time
// image policy (renderer-csp.ts) as a header.
import { readFile } from 'node:fs/promises';
import { contentTypeOf, fileInside } from './static-files.ts';

export const APP_SCHEME = 'app';
const APP_HOST = 'studio';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Registered before the app is ready. standard: relative URLs and an origin of its own; secure:
 * treated like https (no mixed-content downgrade); fetch support for module scripts; V8 code cache.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, codeCache: true };

/** A page of the app itself (the IPC bridge answers only these; anything else is external). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

export interface AppProtocolOptions {
  /** The built renderer (out/renderer). */
  rootDir: string;
  /** The run-time half of the page's CSP, asked for each time the page loads. */
  pagePolicy(): string | Promise<string>;
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export function createAppProtocolHandler({ rootDir, pagePolicy }: AppProtocolOptions) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405 });
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return notFound();
    const file = await fileInside(rootDir, url.pathname === '/' ? '/index.html' : url.pathname);
    const bytes = file ? await readFile(file).catch(() => null) : null;
    if (!file || !bytes) return notFound();
    const type = contentTypeOf(file);
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = await pagePolicy();
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { headers });
  };
}
