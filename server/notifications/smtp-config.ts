// SMTP_URL and MAIL_FROM (decision 150): where the server's own mail goes out and whom it is from.
// Read once at start by server/config.ts; the password stays in this object and is never logged.
import { isIP } from 'node:net';
import { z } from 'zod';

export interface MailSender {
  /** The From header's display name, when MAIL_FROM gives one. */
  name?: string;
  address: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte. smtp://: STARTTLS when offered, required off this machine. */
  secure: boolean;
  user?: string;
  password?: string;
  from: MailSender;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** Plain smtp:// may skip STARTTLS only to this machine, so a password never crosses a network readable. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_NAMES.has(host) || (isIP(host) === 4 && host.startsWith('127.'));

/** Where the mail goes, for logs and the Settings screen: never the user or the password. */
export const describeSmtp = (smtp: SmtpSettings): string => `${smtp.secure ? 'smtps' : 'smtp'}://${smtp.host.includes(':') ? `[${smtp.host}]` : smtp.host}:${smtp.port}`;

type SmtpServer = Omit<SmtpSettings, 'from'>;

/** SMTP_URL: smtp://user:pass@host:port, or smtps:// for TLS; user and password percent-encoded. */
export const smtpUrl = z
  .string()
  .optional()
  .transform((value, context): SmtpServer | undefined => {
    if (!value) return undefined;
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      // The message never repeats the value: it holds the password.
      return fail('Must be an address such as smtp://user:password@mail.example:587 (smtps:// for TLS)');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return fail('Must start with smtp:// or smtps://');
    if (!url.hostname) return fail('Must name the mail server, as in smtp://user:password@mail.example:587');
    if ((url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) return fail('Must be smtp(s)://user:password@host:port with nothing after the port');
    const secure = url.protocol === 'smtps:';
    let user: string | undefined;
    let password: string | undefined;
    try {
      user = url.username ? decodeURIComponent(url.username) : undefined;
      password = url.password ? decodeURIComponent(url.password) : undefined;
    } catch {
      return fail('The user and password must be percent-encoded (%40 for @, %3A for :)');
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    return { host, port: url.port ? Number(url.port) : secure ? 465 : 587, secure, user, password };
  });

const NAMED_ADDRESS = /^\s*"?([^"<>]*?)"?\s*<([^<>\s]+)>\s*$/;
const email = z.email();

/** MAIL_FROM: an address, or a name and an address ("Jacobs Rug Consultancy <leads@rugs.example>"). */
export const mailFrom = z
  .string()
  .optional()
  .transform((value, context): MailSender | undefined => {
    if (!value?.trim()) return undefined;
    const named = NAMED_ADDRESS.exec(value);
    const sender = named ? { name: named[1].trim() || undefined, address: named[2] } : { address: value.trim() };
    if (!email.safeParse(sender.address).success) {
      context.addIssue({ code: 'custom', message: 'Must be an address such as leads@rugs.example, or Jacobs Rug Consultancy <leads@rugs.example>' });
      return z.NEVER;
    }
    return sender;
  });

/** SMTP_URL and MAIL_FROM together: both or neither (MAIL_FROM alone says nothing). */
export function smtpSettingsOf(server: SmtpServer | undefined, from: MailSender | undefined): SmtpSettings | undefined {
  return server && from ? { ...server, from } : undefined;
}
