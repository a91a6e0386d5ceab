// The site's public origin, for every absolute address the server writes (canonical, og:url,
// JSON-LD, sitemap, robots.txt, RSS) and for the public cache's key: PUBLIC_URL, never a request
// header (docs/product/rules.md#settled-in-the-second-round). Only without PUBLIC_URL (development) is it each request's own origin, whose
// Host (and a trusted proxy's X-Forwarded-Host) must then at least be a well-formed host.
import type { Request, RequestHandler } from 'express';
import type { TLSSocket } from 'node:tls';
import { HttpError } from './errors.ts';

/** RFC 3986 host[:port] as clients send it: a name or IPv4 address, or a bracketed IPv6 literal. */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** True for a Host header (or one value of X-Forwarded-Host) that is a host, or no Host at all. */
export const isWellFormedHost = (host: string | undefined): boolean => host === undefined || HOST.test(host);

/**
 * 400 for a Host or X-Forwarded-Host that is no host (`host/jacobs`, `evil@host`, spaces ...): no
 * address, key or log line is ever built from one.
 */
export const wellFormedHost: RequestHandler = (req, _res, next) => {
  const forwarded = req.get('X-Forwarded-Host');
  if (!isWellFormedHost(req.headers.host) || (forwarded !== undefined && !forwarded.split(',').every((value) => HOST.test(value.trim())))) {
    throw new HttpError(400, 'Bad Host header');
  }
  next();
};

/**
 * `req.protocol` without its trust proxy check (an IP parse per request) when no X-Forwarded-Proto
 * is sent: the answer is then the socket's whatever the check says.
 */
export function protocolOf(req: Request): string {
  if (req.headers['x-forwarded-proto'] !== undefined) return req.protocol;
  return (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
}

/** The origin absolute addresses use for a request: PUBLIC_URL's when configured. */
export type OriginOf = (req: Request) => string;

export const originResolver = (publicUrl: string | undefined): OriginOf =>
  publicUrl !== undefined ? () => publicUrl : (req) => `${protocolOf(req)}://${req.host ?? 'localhost'}`;
