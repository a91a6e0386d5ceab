// The headers every answer carries (pages, API, files, errors), written by helmet. The CSP and the
// four headers of decision 020 are as they were, plus Cross-Origin-Opener-Policy; helmet's legacy
// defaults are left out, and HSTS goes on HTTPS answers only (decision 112). None of these depend on
// the request, so helmet runs once at start and each answer gets the headers it wrote: the cache
// hit fast path (decision 091) pays a few setHeader calls, not helmet's per-request CSP assembly.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { protocolOf } from './public-origin.ts';

const ALWAYS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The component library writes its styles at run time; styles cannot run script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: shows a picture the page holds in memory: Rug Fit's room photo on the visitor's
      // device, and in the admin a room photo read through its API client (never a URL to call out).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  // The studio shows the server's images from its own origin, which a same-origin CORP would block.
  crossOriginResourcePolicy: false,
  // Old-browser headers (IE's download dialog, Flash policies, the retired XSS auditor) and switches
  // that would slow pages (DNS prefetch off) or are not needed: bytes on every answer for nothing.
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xPoweredBy: false,
  strictTransportSecurity: false,
};

/** A year; not for subdomains, which the owner may serve otherwise. */
const HSTS: HelmetOptions = { ...Object.fromEntries(Object.keys(ALWAYS).map((name) => [name, false])), strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } };

/** The headers helmet writes for these options. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const written: [string, string][] = [];
  const res = { setHeader: (name: string, value: unknown) => written.push([name, String(value)]), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return written;
}

/**
 * Set on every answer, errors included. HSTS when the site is public over HTTPS (PUBLIC_URL), or
 * when this request came over HTTPS (directly, or through a proxy TRUST_PROXY trusts).
 */
export function securityHeaders({ publicUrl }: { publicUrl?: string }): RequestHandler {
  const always = helmetHeaders(ALWAYS);
  const hsts = helmetHeaders(HSTS);
  const everyAnswer = publicUrl?.startsWith('https:') ? [...always, ...hsts] : always;
  return (req, res, next) => {
    for (const [name, value] of everyAnswer) res.setHeader(name, value);
    if (everyAnswer === always && protocolOf(req) === 'https') for (const [name, value] of hsts) res.setHeader(name, value);
    next();
  };
}
