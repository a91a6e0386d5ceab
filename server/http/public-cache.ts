// Public reads (HTML pages, the public API, article bodies, sitemap, feed) kept in memory, keyed by
// origin and URL, each with a strong ETag from a hash of its bytes. Public answers change only when
// the admin writes, so the cache is emptied by one hook on successful admin writes (see
// `invalidateOnAdminWrites`), and at the next scheduled post's publish time, when a post goes
// public without a write.
import { createHash } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/** Answers worth keeping: the page or record, and the not-found page (whose HTML is a page too). */
const CACHEABLE_STATUS = new Set([200, 404]);
/** Bound the memory distinct URLs, query strings or Host headers can fill; oldest dropped first. */
const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;

/** Smaller answers are not worth compressing (the compression middleware's own threshold). */
const GZIP_THRESHOLD = 1024;

interface Entry {
  status: number;
  contentType: string;
  etag: string;
  body: Buffer;
  /** Compressed once when stored, so a large list is not gzipped again on every read. */
  gzipped?: Buffer;
}

export interface PublicCacheOptions {
  /** When (epoch ms) the public content changes by itself next, e.g. a scheduled post; undefined = never. */
  nextChangeAt?: () => number | undefined;
}

export const strongEtag = (body: Buffer | string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

export function createPublicCache({ nextChangeAt = () => undefined }: PublicCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let expiresAt: number | undefined;

  const invalidate = (): void => {
    entries.clear();
    bytes = 0;
    expiresAt = undefined;
  };
  const sizeOf = (entry: Entry) => entry.body.length + (entry.gzipped?.length ?? 0);

  const lookup = (key: string): Entry | undefined => {
    if (expiresAt !== undefined && Date.now() >= expiresAt) invalidate();
    return entries.get(key);
  };

  const store = (key: string, entry: Entry): void => {
    if (entries.size === 0) expiresAt = nextChangeAt();
    const previous = entries.get(key);
    if (previous) bytes -= sizeOf(previous);
    entries.delete(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    for (const [oldKey, oldEntry] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      entries.delete(oldKey);
      bytes -= sizeOf(oldEntry);
    }
  };

  /**
   * Validators for every public read, and 304 when the client holds the same bytes. The gzip
   * representation has its own strong tag (bytes differ), as a strong ETag requires.
   */
  const send = (req: Request, res: Response, entry: Entry): void => {
    const gzip = entry.gzipped !== undefined && req.acceptsEncodings('gzip', 'identity') === 'gzip';
    const etag = gzip ? `${entry.etag.slice(0, -1)}-gz"` : entry.etag;
    res.set({ ETag: etag, 'Cache-Control': 'no-cache' }).vary('Accept-Encoding');
    if (entry.status === 200 && etagMatches(req.get('If-None-Match'), etag)) {
      res.status(304).end();
      return;
    }
    // A Content-Encoding already set makes the compression middleware leave the bytes alone.
    if (gzip) res.set('Content-Encoding', 'gzip');
    const body = gzip ? entry.gzipped! : entry.body;
    res.status(entry.status).set({ 'Content-Type': entry.contentType, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * Serves GET/HEAD from the cache, or lets the route answer and keeps what it sends. Only answers
   * sent with `res.send`/`res.json` and a cacheable status are kept; streams and errors pass through.
   */
  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.startsWith('/api/admin')) return next();
    const key = cacheKey(req);
    const hit = lookup(key);
    if (hit) return send(req, res, hit);
    const originalSend = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = originalSend;
      if (!CACHEABLE_STATUS.has(res.statusCode) || (typeof body !== 'string' && !Buffer.isBuffer(body))) return originalSend(body);
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const entry: Entry = {
        status: res.statusCode,
        contentType: String(res.get('Content-Type') ?? 'application/octet-stream'),
        etag: strongEtag(bytes),
        body: bytes,
        gzipped: bytes.length >= GZIP_THRESHOLD ? gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) : undefined,
      };
      store(key, entry);
      send(req, res, entry);
      return res;
    };
    next();
  };

  return { middleware, invalidate };
}
export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * If-None-Match (RFC 9110 13.1.2): a list of tags or `*`, compared weakly. Evaluated here rather than
 * by Express's `req.fresh`, which ignores the header when the request also says `Cache-Control: no-cache`
 * (as fetch() does on every conditional request).
 */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The page depends on the origin (canonical and social addresses are absolute), so the host is part of the key. */
function cacheKey(req: Request): string {
  return `${req.protocol}://${req.host ?? ''}${req.originalUrl}`;
}

/**
 * Empties the cache after every admin request that may have written (any method but GET/HEAD/OPTIONS,
 * not refused): seeding, saving a page, a product, a post, settings, an upload, a restore. It runs
 * when the answer's headers are written, after the handler committed and before the client can
 * read the answer, so the next public read sees the write.
 */
export function invalidateOnAdminWrites(cache: PublicCache): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      const refused = status >= 400 && status < 500;
      if (!refused) cache.invalidate();
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
