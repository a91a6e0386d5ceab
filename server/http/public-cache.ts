// Public reads (HTML pages, the public API, article bodies, sitemap, feed) kept in memory, each with a
// strong ETag from a hash of its bytes. The key is built from parts (cache-key.ts): the method, the
// path and only the query parameters the route reads, never a request header (the origin is
// PUBLIC_URL's; in development, without it, each entry remembers the origin it was made for and
// answers only that one, decision 110). Public answers change only when the admin writes, so the
// cache is invalidated by one hook on successful admin writes (see `invalidateOnAdminWrites`), and
// at the next scheduled post's publish time, when a post goes public without a write. Invalidated
// entries stay as the last good answer of their page, which the page routes may still send while
// its new render waits (`lastGood`, decision 110); a rebuilt site clears them all. `middleware`
// keeps answers where each route is mounted; `hitFor` finds a current one for a request before
// Express sees it.
import accepts from 'accepts';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { ADMIN_API_PREFIX } from '../../shared/contract/admin-endpoints.ts';
import { isCanonicalAddress, publicTarget } from './cache-key.ts';
import type { OriginOf } from './public-origin.ts';

const gzipOffThread = promisify(gzip);

/** Answers worth keeping: the page or record, and the not-found page (whose HTML is a page too). */
const CACHEABLE_STATUS = new Set([200, 404]);
/**
 * Two least-recently-used stores, so no flood of made-up addresses (query variants, unknown paths,
 * other spellings) can push the real pages out: the exact address of each page and record has its
 * own, which only the site's content can fill; everything else shares the other.
 */
const ADDRESSES = { max: 4000, maxSize: 48 * 1024 * 1024 };
const VARIANTS = { max: 1000, maxSize: 16 * 1024 * 1024 };

/** Smaller answers are not worth compressing (the compression middleware's own threshold). */
const GZIP_THRESHOLD = 1024;

/**
 * What the admin API's mount (ADMIN_API_PREFIX) takes, never cached: Express matches paths
 * case-insensitively, and the URL may be in absolute form (`GET http://host/api/admin/...`).
 */
const ADMIN_PATH = new RegExp(`^(?:[a-z][\\w+.-]*://[^/]*)?${ADMIN_API_PREFIX}`, 'i');

/** One encoding of an answer, with its own strong tag (RFC 9110: the bytes differ). */
interface Representation {
  etag: string;
  body: Buffer;
  /** Its headers as a flat [name, value, ...] list, made when it is stored, in the order clients have always received them. */
  headers: readonly string[];
  /** The headers of a 304 for it. */
  notModified: readonly string[];
}

/** What a kept answer sends for one request: the status, its own headers (a flat list) and the bytes, if any. */
export interface CachedAnswer {
  status: number;
  headers: readonly string[];
  body: Buffer | undefined;
}

interface Entry {
  /** The cache's generation it was made in: older ones are the last good answers, no longer current. */
  generation: number;
  /** Development only (no PUBLIC_URL): the origin its absolute addresses were made for. */
  origin?: string;
  status: number;
  identity: Representation;
  /** Compressed once when stored, so a large list is not gzipped again on every read. */
  gzipped?: Representation;
  /** Runs before every read of this entry and may empty the cache (the site's build changed). */
  check?: () => void;
}

export interface PublicCacheOptions {
  /** When (epoch ms) the public content changes by itself next, e.g. a scheduled post; undefined = never. */
  nextChangeAt?: () => number | undefined;
  /**
   * Development only (no PUBLIC_URL): the request's own origin, which the pages' absolute addresses
   * are then built from. The key stays the route's (so no number of Host values can push real pages
   * out), and an entry answers only requests of the origin it was made for.
   */
  requestOrigin?: OriginOf;
}

export interface KeepOptions {
  /** Runs before every read of what this middleware keeps, `hitFor` included; may call `invalidate`. */
  check?: () => void;
}

export const strongEtag = (body: Buffer | string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

function representation(etag: string, body: Buffer, contentType: string, encoding?: 'gzip'): Representation {
  const validators = ['ETag', etag, 'Cache-Control', 'no-cache', 'Vary', 'Accept-Encoding'];
  return {
    etag,
    body,
    headers: [...validators, ...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Type', contentType, 'Content-Length', String(body.length)],
    notModified: validators,
  };
}

export function createPublicCache({ nextChangeAt = () => undefined, requestOrigin }: PublicCacheOptions = {}) {
  const store = (limits: { max: number; maxSize: number }) => new LRUCache<string, Entry>({ ...limits, sizeCalculation: sizeOf });
  const addresses = store(ADDRESSES);
  const variants = store(VARIANTS);
  /** Misses being answered, by origin and key: a burst of the same uncached address is rendered once. */
  const misses = new Map<string, Promise<Entry | undefined>>();
  /** Requests already taken by a `middleware` (one that falls through to another mount meets it again). */
  const taken = new WeakSet<Request>();
  /** Grows with every invalidation: an entry of an older generation is its page's last good answer, no longer current. */
  let generation = 0;
  /** When the current generation ends by itself (a scheduled post goes public), once asked since the last invalidation. */
  let expiresAt: number | undefined;
  let expiryKnown = false;

  /** Content changed (an admin write, a post going public): every entry stays, as its page's last good answer. */
  const invalidate = (): void => {
    generation += 1;
    expiresAt = undefined;
    expiryKnown = false;
  };

  /** The site was rebuilt: nothing kept may be sent again (it names the old build's files). */
  const clear = (): void => {
    addresses.clear();
    variants.clear();
    invalidate();
  };

  const keyOf = (target: string) => `GET ${target}`;
  const originFor = requestOrigin ? (req: Request) => requestOrigin(req) : () => undefined;

  /** The entry kept for a key and origin, current or not. */
  const anyEntry = (key: string, origin: string | undefined): Entry | undefined => {
    if (expiresAt !== undefined && Date.now() >= expiresAt) invalidate();
    const entry = addresses.get(key) ?? variants.get(key);
    return entry && entry.origin === origin ? entry : undefined;
  };

  /** The current entry for a key and origin, if any. */
  const lookup = (key: string, origin: string | undefined): Entry | undefined => {
    const entry = anyEntry(key, origin);
    return entry?.generation === generation ? entry : undefined;
  };

  /** The entry after its own check, which may have emptied the cache. */
  const checkedLookup = (key: string, origin: string | undefined): Entry | undefined => {
    const entry = lookup(key, origin);
    if (!entry?.check) return entry;
    entry.check();
    return lookup(key, origin);
  };

  /** Keeps an answer unless a newer one of the same key is kept already. */
  const keep = (key: string, entry: Entry, exactAddress: boolean): void => {
    if (!expiryKnown) {
      expiresAt = nextChangeAt();
      expiryKnown = true;
    }
    const kept = addresses.get(key) ?? variants.get(key);
    if (kept && kept.generation > entry.generation) return;
    (exactAddress && entry.status === 200 ? addresses : variants).set(key, entry);
  };

  /**
   * Serves GET/HEAD from the cache, or lets the route answer and keeps what it sends. Only answers
   * sent with `res.send`/`res.json` and a cacheable status are kept; streams and errors pass through.
   * `check` runs before each read of these answers, here and in `hits`.
   */
  const middleware =
    ({ check }: KeepOptions = {}): RequestHandler =>
    (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || ADMIN_PATH.test(req.originalUrl) || taken.has(req)) return next();
      taken.add(req);
      check?.();
      const target = publicTarget(req.originalUrl);
      const key = keyOf(target);
      const origin = originFor(req);
      const hit = lookup(key, origin);
      if (hit) return send(req, res, hit);
      // The same miss (for the same origin) already being answered: wait for that answer instead of rendering it again.
      const pending = `${origin ?? ''}${key}`;
      const inFlight = misses.get(pending);
      if (inFlight) {
        void inFlight.then((entry) => (entry ? send(req, res, entry) : next()));
        return;
      }
      const startedIn = generation;
      let settle!: (entry: Entry | undefined) => void;
      const answer = new Promise<Entry | undefined>((resolve) => (settle = resolve));
      misses.set(pending, answer);
      const done = (entry?: Entry) => {
        if (misses.get(pending) === answer) misses.delete(pending);
        settle(entry);
      };
      // An answer sent some other way (a stream, an error) leaves the waiters to answer for themselves.
      res.once('close', () => done());
      const originalSend = res.send.bind(res);
      res.send = (body?: unknown) => {
        res.send = originalSend;
        if (!CACHEABLE_STATUS.has(res.statusCode) || (typeof body !== 'string' && !Buffer.isBuffer(body))) {
          done();
          return originalSend(body);
        }
        entryOf(res, typeof body === 'string' ? Buffer.from(body) : body, { generation: startedIn, origin, check }).then(
          (entry) => {
            keep(key, entry, isCanonicalAddress(target));
            done(entry);
            send(req, res, entry);
          },
          (error: unknown) => {
            done();
            next(error);
          },
        );
        return res;
      };
      next();
    };

  /**
   * The answer `middleware` kept for a request as it reaches the server, before Express, so a hit
   * skips the app's chain (compression, the session cookie, body parsing...), which a cached public
   * read does not use. Only what the full chain would answer byte for byte: a kept entry (only
   * `middleware` stores, so only the paths it covers), a GET/HEAD without a body (which body parsing
   * could refuse), outside /api/admin (whose session check comes first there), bytes the
   * compression middleware would leave alone, and entries that need nothing of Express (in development
   * an entry answers only its own origin, which trust proxy decides). Otherwise undefined: the chain answers.
   */
  const hitFor = (req: IncomingMessage): CachedAnswer | undefined => {
    if (requestOrigin || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return undefined;
    const url = req.url ?? '/';
    if (ADMIN_PATH.test(url)) return undefined;
    const entry = checkedLookup(keyOf(publicTarget(url)), undefined);
    if (!entry || !passesCompressionUnchanged(req, entry)) return undefined;
    return answerOf(req, entry);
  };

  /**
   * The last good answer of a page whose kept one is no longer current (decision 110): its
   * `send` answers the request with it as it was; `keep` stores the page's next render, made
   * apart from any request (the page routes' revalidation). Undefined when the page has no last
   * good answer (never rendered, or not a 200).
   */
  const lastGood = (req: Request) => {
    const target = publicTarget(req.originalUrl);
    const key = keyOf(target);
    const origin = originFor(req);
    const entry = anyEntry(key, origin);
    if (!entry || entry.status !== 200 || entry.generation === generation) return undefined;
    const startedIn = generation;
    return {
      send: (res: Response) => send(req, res, entry),
      keep: async (status: number, contentType: string, body: string): Promise<void> => {
        keep(key, await newEntry(status, contentType, Buffer.from(body), { generation: startedIn, origin, check: entry.check }), isCanonicalAddress(target));
      },
    };
  };

  return { middleware, hitFor, invalidate, clear, lastGood };
}
export type PublicCache = ReturnType<typeof createPublicCache>;

const sizeOf = (entry: Entry): number => entry.identity.body.length + (entry.gzipped?.body.length ?? 0);

type EntryMeta = Pick<Entry, 'generation' | 'origin' | 'check'>;

/**
 * An answer as kept, both encodings tagged. The gzip copy is made on the thread pool (a miss must
 * not hold up the hits being answered meanwhile), once, at zlib's default level.
 */
async function newEntry(status: number, contentType: string, body: Buffer, meta: EntryMeta): Promise<Entry> {
  const etag = strongEtag(body);
  return {
    ...meta,
    status,
    identity: representation(etag, body, contentType),
    gzipped: body.length >= GZIP_THRESHOLD ? representation(`${etag.slice(0, -1)}-gz"`, await gzipOffThread(body), contentType, 'gzip') : undefined,
  };
}

/** What a route sent, as kept: its Content-Type as Express's `res.set` writes it. */
function entryOf(res: Response, body: Buffer, meta: EntryMeta): Promise<Entry> {
  res.set('Content-Type', String(res.get('Content-Type') ?? 'application/octet-stream'));
  return newEntry(res.statusCode, String(res.get('Content-Type')), body, meta);
}

/** Validators for every public read, and 304 when the client holds the same bytes. */
function answerOf(req: IncomingMessage, entry: Entry): CachedAnswer {
  const chosen = entry.gzipped !== undefined && acceptsGzip(req) ? entry.gzipped : entry.identity;
  if (entry.status === 200 && etagMatches(req.headers['if-none-match'], chosen.etag)) return { status: 304, headers: chosen.notModified, body: undefined };
  return { status: entry.status, headers: chosen.headers, body: req.method === 'HEAD' ? undefined : chosen.body };
}

/**
 * A kept answer down Express's chain, after the headers the chain set. A Content-Encoding set here
 * makes the compression middleware leave the bytes alone; a Vary it set is added to.
 */
function send(req: Request, res: Response, entry: Entry): void {
  const { status, headers, body } = answerOf(req, entry);
  for (let index = 0; index < headers.length; index += 2) {
    if (headers[index] === 'Vary' && res.hasHeader('Vary')) res.vary(headers[index + 1]);
    else res.setHeader(headers[index], headers[index + 1]);
  }
  res.statusCode = status;
  res.end(body);
}

/** Clients send few distinct Accept-Encoding values: each is negotiated once. */
const gzipByAcceptEncoding = new Map<string, boolean>();
const MAX_ACCEPT_ENCODINGS = 100;

function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'] ?? '';
  let gzip = gzipByAcceptEncoding.get(header);
  if (gzip === undefined) {
    gzip = accepts(req).encodings('gzip', 'identity') === 'gzip';
    if (gzipByAcceptEncoding.size >= MAX_ACCEPT_ENCODINGS) gzipByAcceptEncoding.clear();
    gzipByAcceptEncoding.set(header, gzip);
  }
  return gzip;
}

/**
 * True when the compression middleware would pass what `send` writes through untouched: the gzip
 * copy (already encoded), an answer below its threshold (no gzip copy), a HEAD, or a client naming
 * no encoding. Otherwise it may still encode the identity bytes (deflate, br), so the full chain answers.
 */
function passesCompressionUnchanged(req: IncomingMessage, entry: Entry): boolean {
  return entry.gzipped === undefined || req.method === 'HEAD' || req.headers['accept-encoding'] === undefined || acceptsGzip(req);
}

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
