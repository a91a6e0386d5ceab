// The renderer's built files, served by the Electron app:// protocol and by studio:web: which file
// a request path names (never one outside the folder, even through a symlink) and its MIME type.
import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export const contentTypeOf = (file: string) => CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

const inside = (root: string, target: string) => {
  const path = relative(root, target);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
};

/** The regular file a URL path names under `rootDir`, or null (missing, a folder, or outside). */
export async function fileInside(rootDir: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = await realpath(rootDir).catch(() => null);
  if (!root) return null;
  const target = resolve(root, decoded.replace(/^[/\\]+/, ''));
  if (!inside(root, target)) return null;
  // A symlink inside the folder may point out of it: judge where it really leads.
  const real = await realpath(target).catch(() => null);
  if (!real || !inside(root, real)) return null;
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? real : null;
}
