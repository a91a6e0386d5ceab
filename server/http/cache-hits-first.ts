// The server's request listener: a public cache hit is answered before Express sees the request
// (decision 110). A hit needs none of the app's chain, and Express's own work per request (its
// request and response objects, the router walking a dozen layers, helmet's and the log's
// per-request header calls) cost more than writing the kept bytes: GET /api/products ran at 0.56
// of Express's hello world. What the chain gives every answer, a hit gets here too, from the same
// owners: the security headers (computed once at start) and the request id with its log line.
// Everything else, and any request a hit cannot answer exactly as the chain would, goes to Express.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { PublicCache } from './public-cache.ts';
import { isWellFormedHost } from './public-origin.ts';
import { REQUEST_ID_HEADER, type RequestLog } from './request-log.ts';
import type { SecurityHeaders } from './security-headers.ts';

export interface CacheHitsFirstOptions {
  cache: PublicCache;
  securityHeaders: SecurityHeaders;
  requestLog: RequestLog;
}

export function cacheHitsFirst(app: RequestListener, { cache, securityHeaders, requestLog }: CacheHitsFirstOptions): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    // The chain answers 400 to a malformed Host, and only it reads X-Forwarded-Host.
    if (!isWellFormedHost(req.headers.host) || req.headers['x-forwarded-host'] !== undefined) return app(req, res);
    const security = securityHeaders.of(req);
    const hit = security && cache.hitFor(req);
    if (!hit) return app(req, res);
    const id = requestLog.begin(req, res);
    res.writeHead(hit.status, [REQUEST_ID_HEADER, id, ...security, ...hit.headers]);
    res.end(hit.body);
  };
}
