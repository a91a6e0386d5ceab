// The headers every answer carries (pages, API, files, errors), set with helmet. The CSP and the four
// headers of decision 020 are as they were; helmet's other defaults are kept where they cannot break
// the product (Cross-Origin-Resource-Policy is not sent: the studio shows the server's images from
// its own origin). HSTS goes on HTTPS answers only (decision 112).
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { protocolOf } from './public-origin.ts';

const headers = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The component library writes its styles at run time; styles cannot run script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginResourcePolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
});

/** A year; not for subdomains, which the owner may serve otherwise. */
const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: false });

/**
 * Set on every answer, errors included. HSTS when the site is public over HTTPS (PUBLIC_URL), or
 * when this request came over HTTPS (directly, or through a proxy TRUST_PROXY trusts).
 */
export function securityHeaders({ publicUrl }: { publicUrl?: string }): RequestHandler {
  const alwaysHttps = publicUrl?.startsWith('https:') ?? false;
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      if (error) next(error);
      else if (alwaysHttps || protocolOf(req) === 'https') hsts(req, res, next);
      else next();
    });
}
