import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './http/logger.ts';
import { MIN_PASSWORD_LENGTH } from '../shared/contract/auth.ts';
import { SERVER_LIMITS } from './http/http-server.ts';
import { DEFAULT_BOOKING_LIMITS, type BookingLimits } from './bookings/limits.ts';
import { DEFAULT_FORM_LIMITS, type FormLimits } from './inbox/form-limits.ts';
import { DEFAULT_ROOM_PHOTOS_MAX_BYTES } from './inbox/photo-storage.ts';
import { mailFrom, smtpSettingsOf, smtpUrl, type SmtpSettings } from './notifications/smtp-config.ts';

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Express's names for address ranges, an IP address, or an IP range in CIDR form. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: whose X-Forwarded-For/-Proto/-Host count. Unset (or "false") trusts none; a number
 * trusts that many proxy hops; otherwise a comma-separated list of addresses, CIDR ranges or
 * Express's names (loopback, linklocal, uniquelocal). "true" is refused: it would let every client
 * name its own address and so its own throttle budget.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === 'none') return false;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (text === 'true' || bad.length > 0) {
      context.addIssue({ code: 'custom', message: `Name the proxy: loopback, an address or a CIDR range, comma-separated (not ${bad.join(', ') || text})` });
      return z.NEVER;
    }
    return entries;
  });

/** PUBLIC_URL: the site's origin as visitors reach it, such as https://rugs.example (no path). */
const publicUrl = z
  .string()
  .optional()
  .transform((value, context): string | undefined => {
    if (!value) return undefined;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'Must be an address such as https://rugs.example' });
      return z.NEVER;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
      context.addIssue({ code: 'custom', message: 'Must be an http(s) origin without a path, such as https://rugs.example' });
      return z.NEVER;
    }
    return url.origin;
  });

const MB = 1024 * 1024;

const wholeNumber = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_PASSWORD: optionalSecret.refine(
      (value) => value === undefined || value.length >= MIN_PASSWORD_LENGTH,
      `Must be at least ${MIN_PASSWORD_LENGTH} characters (the admin screen's minimum for a new password)`,
    ),
    SESSION_SECRET: optionalSecret.refine((value) => value === undefined || value.length >= 32, 'Must be at least 32 characters'),
    SITE_DIR: z.string().min(1).default('dist/site'),
    /** `npm run dev` sets it: the public pages render from site/'s sources through Vite (dev-site.ts), not from a build. */
    SITE_DEV: z.enum(['1']).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: trustProxy,
    FORMS_PER_CLIENT: wholeNumber(DEFAULT_FORM_LIMITS.perClient),
    FORMS_PER_HOUR: wholeNumber(DEFAULT_FORM_LIMITS.global),
    BOOKINGS_PER_EMAIL: wholeNumber(DEFAULT_BOOKING_LIMITS.perEmail),
    BOOKINGS_PER_CLIENT: wholeNumber(DEFAULT_BOOKING_LIMITS.perClient),
    BOOKINGS_PER_HOUR: wholeNumber(DEFAULT_BOOKING_LIMITS.perHour),
    CONNECTIONS_PER_CLIENT: wholeNumber(SERVER_LIMITS.maxConnectionsPerClient),
    REQUESTS_PER_CLIENT: wholeNumber(SERVER_LIMITS.requestsPerClientPerSecond),
    ROOM_PHOTOS_MAX_MB: wholeNumber(DEFAULT_ROOM_PHOTOS_MAX_BYTES / MB),
    NODE_ENV: z.string().optional(),
    SMTP_URL: smtpUrl,
    MAIL_FROM: mailFrom,
  })
  .refine((env) => env.SMTP_URL === undefined || env.MAIL_FROM !== undefined, {
    path: ['MAIL_FROM'],
    message: 'Required when SMTP_URL is set: the sender, such as Jacobs Rug Consultancy <leads@rugs.example>',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message: 'Required when NODE_ENV=production: the address visitors use, such as https://rugs.example',
  });

export interface ServerConfig {
  port: number;
  dataDir: string;
  adminPassword?: string;
  sessionSecret?: string;
  siteDir: string;
  /** Render the public pages from site/'s sources through Vite (`npm run dev`), into siteDir. */
  siteDev: boolean;
  logLevel: LogLevel;
  /** The public origin; undefined in development, where each request's own origin is used. */
  publicUrl?: string;
  trustProxy: false | number | string[];
  formLimits: Pick<FormLimits, 'perClient' | 'global'>;
  /** BOOKINGS_PER_EMAIL, BOOKINGS_PER_CLIENT, BOOKINGS_PER_HOUR. */
  bookingLimits: BookingLimits;
  /** CONNECTIONS_PER_CLIENT: open connections one client (an address or IPv6 /64) may hold. */
  connectionsPerClient: number;
  /** REQUESTS_PER_CLIENT: requests one client may make a second (in bursts of five seconds' worth). */
  requestsPerClient: number;
  /** ROOM_PHOTOS_MAX_MB, in bytes: the most the room photos of Rug Fit sends may take in all. */
  roomPhotosMaxBytes: number;
  /** SMTP_URL and MAIL_FROM; undefined when SMTP_URL is unset (no mail is sent). */
  smtp?: SmtpSettings;
}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const { PORT, DATA_DIR, ADMIN_PASSWORD, SESSION_SECRET, SITE_DIR, SITE_DEV, LOG_LEVEL, PUBLIC_URL, TRUST_PROXY, FORMS_PER_CLIENT, FORMS_PER_HOUR, BOOKINGS_PER_EMAIL, BOOKINGS_PER_CLIENT, BOOKINGS_PER_HOUR, CONNECTIONS_PER_CLIENT, REQUESTS_PER_CLIENT, ROOM_PHOTOS_MAX_MB, SMTP_URL, MAIL_FROM } = result.data;
  return {
    port: PORT,
    dataDir: resolve(DATA_DIR),
    adminPassword: ADMIN_PASSWORD,
    sessionSecret: SESSION_SECRET,
    siteDir: resolve(SITE_DIR),
    siteDev: SITE_DEV === '1',
    logLevel: LOG_LEVEL,
    publicUrl: PUBLIC_URL,
    trustProxy: TRUST_PROXY,
    formLimits: { perClient: FORMS_PER_CLIENT, global: FORMS_PER_HOUR },
    bookingLimits: { perEmail: BOOKINGS_PER_EMAIL, perClient: BOOKINGS_PER_CLIENT, perHour: BOOKINGS_PER_HOUR },
    connectionsPerClient: CONNECTIONS_PER_CLIENT,
    requestsPerClient: REQUESTS_PER_CLIENT,
    roomPhotosMaxBytes: ROOM_PHOTOS_MAX_MB * MB,
    smtp: smtpSettingsOf(SMTP_URL, MAIL_FROM),
  };
}
