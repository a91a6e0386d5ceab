// Sends the queue, one mail at a time, after the answers that queued them (decision 150):
// claims a due mail under a lease, marks it `sending` the moment its body starts to leave, and
// settles it as sent, retried later with backoff, or failed. At start, and whenever a lease runs
// out, mails whose attempt died with its process are carried on by the at-most-once rule.
import type { AppLogger } from '../http/logger.ts';
import { formatChicagoTime } from './chicago-time.ts';
import type { MailQueueRepository, QueuedMail } from './mail-queue-repository.ts';
import { MailAttemptError, sendOnce, SMTP_TIMEOUTS, type OutgoingMail, type SmtpTimeouts } from './smtp-attempt.ts';
import type { SmtpSettings } from './smtp-config.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface MailTiming {
  /** How long a claimed mail stays held without a sign of life from its attempt. */
  leaseMs: number;
  /** How often a live attempt renews its lease. */
  heartbeatMs: number;
  /** The wait after each failed attempt; one more failure past the last gives up. */
  retryDelaysMs: readonly number[];
  smtp: SmtpTimeouts;
}

/** Nine attempts over about 16 hours: a mail server down overnight still delivers the lead in the morning. */
export const MAIL_TIMING: MailTiming = {
  leaseMs: 20_000,
  heartbeatMs: 5_000,
  retryDelaysMs: [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, 1 * HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR],
  smtp: SMTP_TIMEOUTS,
};

/** A timer fires at least this often, so a clock moved or a mail queued by another process is seen. */
const LONGEST_SLEEP_MS = 5 * MINUTE;

export interface MailWorkerOptions {
  repo: MailQueueRepository;
  smtp: SmtpSettings;
  /** The mail a queue row stands for, built from the stored rows now; undefined when they are gone. */
  prepare(mail: QueuedMail): Omit<OutgoingMail, 'messageId'> | undefined;
  logger: AppLogger;
  now: () => number;
  timing: MailTiming;
}

export function createMailWorker({ repo, smtp, prepare, logger, now, timing }: MailWorkerOptions) {
  let stopped = true;
  let draining: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const labelOf = (mail: QueuedMail) => prepare(mail)?.content.subject ?? `Mail ${mail.id}`;

  /** Mails whose lease ran out: their attempt died (crash, kill, power cut) before it settled them. */
  function recoverExpired(): void {
    for (const mail of repo.expiredLeases(now())) {
      if (mail.state === 'claimed') {
        repo.requeue(mail.id, now());
        logger.info({ mailId: mail.id }, 'Mail attempt interrupted before sending; trying again');
      } else {
        const error = 'The server stopped while the message was being handed to the mail server';
        repo.finish(mail.id, 'unconfirmed', error, now(), `${labelOf(mail)}: ${error}. It may not have arrived, and is not sent again (the message is in the Inbox).`);
        logger.warn({ mailId: mail.id, messageId: mail.messageId }, 'Mail may not have been sent (interrupted while sending); not sending it again');
      }
    }
  }

  function settleFailure(mail: QueuedMail, label: string, error: MailAttemptError): void {
    const at = now();
    const delay = timing.retryDelaysMs[mail.attempts - 1];
    if (error.outcome === 'retry' && delay !== undefined) {
      repo.retryLater(mail.id, at + delay, error.message, at, `${label}: ${error.message} (trying again ${formatChicagoTime(new Date(at + delay))}, Chicago time)`);
      logger.warn({ mailId: mail.id, attempt: mail.attempts, error: error.message, retryInMs: delay }, 'Mail not sent; trying again later');
      return;
    }
    const failure =
      error.outcome === 'unconfirmed'
        ? `${label}: ${error.message}. It may not have arrived, and is not sent again (the message is in the Inbox).`
        : `${label}: ${error.message} (not sent${error.outcome === 'retry' ? ` after ${mail.attempts} attempts` : ''}).`;
    repo.finish(mail.id, error.outcome === 'unconfirmed' ? 'unconfirmed' : 'failed', error.message, at, failure);
    logger.warn({ mailId: mail.id, attempt: mail.attempts, error: error.message, outcome: error.outcome }, 'Mail not sent; giving up');
  }

  async function attempt(mail: QueuedMail): Promise<void> {
    const prepared = prepare(mail);
    if (!prepared) {
      repo.finish(mail.id, 'cancelled', null, now());
      return;
    }
    const heartbeat = setInterval(() => repo.extendLease(mail.id, now() + timing.leaseMs), timing.heartbeatMs);
    try {
      await sendOnce(smtp, { ...prepared, messageId: mail.messageId }, () => repo.markSending(mail.id), timing.smtp);
      repo.markSent(mail.id, now());
      logger.info({ mailId: mail.id, kind: mail.kind, messageId: mail.messageId }, 'Mail sent');
    } catch (error) {
      settleFailure(mail, prepared.content.subject, error instanceof MailAttemptError ? error : new MailAttemptError('retry', (error as Error).message));
    } finally {
      clearInterval(heartbeat);
    }
  }

  function sleepUntilNextEvent(): void {
    clearTimeout(timer);
    if (stopped) return;
    const next = repo.nextEventAt();
    const wait = next === undefined ? LONGEST_SLEEP_MS : Math.min(Math.max(next - now(), 0) + 5, LONGEST_SLEEP_MS);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      recoverExpired();
      while (!stopped) {
        const mail = repo.claimNext(now(), now() + timing.leaseMs);
        if (!mail) break;
        await attempt(mail);
      }
    } while (again && !stopped);
  }

  /** Runs the queue now (or right after the run in progress). */
  function wake(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => logger.error({ err: error }, 'Mail queue run failed'))
      .finally(() => {
        draining = undefined;
        sleepUntilNextEvent();
      });
  }

  return {
    wake,
    start(): void {
      stopped = false;
      wake();
    },
    /** Stops the timers and waits for the attempt in progress to settle. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await draining;
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;
