// The headers every answer carries (pages, API, files, errors), written by helmet. The CSP and the
// headers of decision 112 are as they were (the CSP also allows the public pages' Speculation
// Rules, decision 191, and the shop's apply-on-change script by their hashes); helmet's legacy
// defaults are left out, and HSTS goes on HTTPS answers only (decision 112). The admin's pages
// also isolate themselves from openers (ADMIN_PAGE_HEADERS). None of these depend on the request,
// so helmet runs once at start and each answer gets the headers it wrote: Express's answers by
// setHeader, a cache hit (answered before Express, decision 110) as part of the header list it is
// written with, not helmet's per-request CSP assembly.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { APPLY_ON_CHANGE_SCRIPT } from '../../shared/apply-on-change.ts';
import { BOOKING_SCRIPT } from '../../shared/booking-script.ts';
import { SPECULATION_RULES } from '../../shared/speculation-rules.ts';
import { protocolOf } from './public-origin.ts';

/** An inline script's source in the CSP: its SHA-256, so exactly that text runs. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The only inline scripts allowed: the public pages' Speculation Rules (decision 191), the
 * shop's selects applying on change (shared/apply-on-change.ts) and the booking pages' local
 * times (shared/booking-script.ts).
 */
const INLINE_SCRIPTS = [SPECULATION_RULES, APPLY_ON_CHANGE_SCRIPT, BOOKING_SCRIPT].map(scriptHash);

const ALWAYS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...INLINE_SCRIPTS],
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
  // On the admin's pages only (ADMIN_PAGE_HEADERS).
  crossOriginOpenerPolicy: false,
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

/**
 * The admin's pages (the shell of /admin and below) keep any window that opened them, or that they
 * open, from holding a handle to them: they show the owner's session. The public pages go without:
 * they hold nothing per visitor a handle could reach, open nothing and are opened by nothing of
 * the site, and the policy makes a visitor's browser put them in a new browsing context group (a
 * fresh renderer process on a phone) whenever it arrives from a page without it: measured under
 * Lighthouse, the navigation's first task took 18-37 ms with it against 10-17 without (decision 112).
 */
export const ADMIN_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Cross-Origin-Opener-Policy': 'same-origin' };

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

export interface SecurityHeaders {
  /** Sets them on every answer Express makes, errors included. */
  middleware: RequestHandler;
  /**
   * The same headers as a flat [name, value, ...] list for a request answered before Express (a
   * cache hit, decision 110), or undefined when only Express can tell: a proxy's X-Forwarded-Proto
   * on a site whose PUBLIC_URL is not HTTPS (whether it counts is TRUST_PROXY's answer).
   */
  of(req: IncomingMessage): readonly string[] | undefined;
}

/**
 * HSTS when the site is public over HTTPS (PUBLIC_URL), or when this request came over HTTPS
 * (directly, or through a proxy TRUST_PROXY trusts).
 */
export function createSecurityHeaders({ publicUrl }: { publicUrl?: string }): SecurityHeaders {
  const always = helmetHeaders(ALWAYS);
  const hsts = helmetHeaders(HSTS);
  const httpsSite = publicUrl?.startsWith('https:') === true;
  const everyAnswer = httpsSite ? [...always, ...hsts] : always;
  const flat = (headers: [string, string][]) => headers.flat();
  const overHttps = flat([...always, ...hsts]);
  const overHttp = flat(always);
  return {
    middleware: (req, res, next) => {
      for (const [name, value] of everyAnswer) res.setHeader(name, value);
      if (!httpsSite && protocolOf(req) === 'https') for (const [name, value] of hsts) res.setHeader(name, value);
      next();
    },
    of(req) {
      if (httpsSite) return overHttps;
      if (req.headers['x-forwarded-proto'] !== undefined) return undefined;
      return (req.socket as Partial<TLSSocket>).encrypted ? overHttps : overHttp;
    },
  };
}
