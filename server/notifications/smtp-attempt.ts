// One attempt at handing one mail to the SMTP server, with nodemailer's SMTP connection (not its
// transport) so the attempt can tell the queue the moment the message body starts to leave: before
// it the server cannot have the mail (safe to try again); from it on it may (decision 150).
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { MailContent } from './mail-templates.ts';
import { isLoopbackHost, type SmtpSettings } from './smtp-config.ts';

export interface SmtpTimeouts {
  /** To open the TCP (or TLS) connection. */
  connectMs: number;
  /** For the server's first line once connected. */
  greetingMs: number;
  /** Of silence at any later step. */
  idleMs: number;
  /** For the whole attempt, however the server drips its answers. */
  attemptMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 10_000, greetingMs: 15_000, idleMs: 30_000, attemptMs: 90_000 };

export interface OutgoingMail {
  to: string;
  messageId: string;
  content: MailContent;
}

/**
 * How an attempt ended without the server's acceptance: `refused` for good (a 5xx reply),
 * `retry` (a 4xx reply, or the attempt ended before the body left), or `unconfirmed` (the body
 * left and no reply came: the server may have the mail).
 */
export type AttemptOutcome = 'refused' | 'retry' | 'unconfirmed';

export class MailAttemptError extends Error {
  readonly outcome: AttemptOutcome;
  constructor(outcome: AttemptOutcome, message: string) {
    super(message);
    this.outcome = outcome;
  }
}

interface SmtpError extends Error {
  responseCode?: number;
  permanent?: boolean;
}

/** The server's words (or the network's), without anything of the credentials. */
function describeFailure(error: SmtpError, smtp: SmtpSettings): string {
  let text = error.message || 'The mail server did not accept the message';
  for (const secret of [smtp.password, smtp.password && Buffer.from(smtp.password).toString('base64')]) if (secret) text = text.split(secret).join('***');
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

function compose(smtp: SmtpSettings, mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer({
    from: smtp.from,
    to: mail.to,
    replyTo: mail.content.replyTo,
    subject: mail.content.subject,
    text: mail.content.text,
    icalEvent: mail.content.calendar && { method: mail.content.calendar.method, content: mail.content.calendar.content, filename: 'invite.ics' },
    messageId: mail.messageId,
    date: new Date(),
  })
    .compile()
    .build();
}

/** The body, calling `onBodyStart` once, synchronously, before its first byte is handed over. */
function bodyStream(raw: Buffer, onBodyStart: () => void): Readable {
  let started = false;
  return new Readable({
    read() {
      if (started) return;
      started = true;
      onBodyStart();
      this.push(raw);
      this.push(null);
    },
  });
}

/**
 * Sends `mail`; resolves once the server accepted it, else rejects with a MailAttemptError.
 * `onBodyStart` runs at the moment the message body is about to leave (after the server said
 * "go ahead" to DATA).
 */
export async function sendOnce(smtp: SmtpSettings, mail: OutgoingMail, onBodyStart: () => void, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Promise<void> {
  const raw = await compose(smtp, mail);
  const connection = new SMTPConnection({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    // Off this machine a password never crosses in clear: plain smtp:// must upgrade with STARTTLS.
    requireTLS: !smtp.secure && !isLoopbackHost(smtp.host),
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.idleMs,
    socketCloseTimeout: 0,
  });
  let bodyStarted = false;
  const fail = (error: SmtpError): MailAttemptError => {
    if (error instanceof MailAttemptError) return error;
    const outcome: AttemptOutcome = error.responseCode !== undefined ? (error.permanent ? 'refused' : 'retry') : bodyStarted ? 'unconfirmed' : 'retry';
    return new MailAttemptError(outcome, describeFailure(error, smtp));
  };

  // The connection also reports failures as events, at any step: they end the attempt too.
  let broke: (error: Error) => void = () => {};
  const broken = new Promise<never>((_, reject) => (broke = reject));
  broken.catch(() => {});
  connection.on('error', (error: Error) => broke(error));

  const steps = (async () => {
    await new Promise<void>((resolve, reject) => connection.connect((error) => (error ? reject(error) : resolve())));
    if (smtp.user) {
      await new Promise<void>((resolve, reject) => connection.login({ user: smtp.user!, pass: smtp.password ?? '' }, (error) => (error ? reject(error) : resolve())));
    }
    const body = bodyStream(raw, () => {
      bodyStarted = true;
      onBodyStart();
    });
    await new Promise<void>((resolve, reject) => connection.send({ from: smtp.from.address, to: [mail.to] }, body, (error) => (error ? reject(error) : resolve())));
  })();

  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => reject(Object.assign(new Error(`No answer from the mail server within ${timeouts.attemptMs / 1000} s`), { code: 'ETIMEDOUT' })), timeouts.attemptMs);
  });
  try {
    await Promise.race([steps, timedOut, broken]);
    connection.quit();
  } catch (error) {
    throw fail(error as SmtpError);
  } finally {
    clearTimeout(deadline);
    steps.catch(() => {});
    // After QUIT (or a failure) nothing more is expected; the socket is not left to linger.
    setImmediate(() => connection.close());
  }
}
