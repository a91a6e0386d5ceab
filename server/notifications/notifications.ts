// New-lead email (decision 150), put together: the inbox tells it what it stored (inside the
// same transaction), the worker sends the queue after the answers, the digest check queues the
// daily subscriber mail, and the Settings screen reads the status and sends a test email. Bookings
// queue their notices the same way (server/bookings/mails.ts says what each mail holds).
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_MESSAGES, type NotificationStatus, type TestEmailResult } from '../../shared/contract/notifications.ts';
import type { Db } from '../db/connection.ts';
import { ConflictError } from '../http/errors.ts';
import type { AppLogger } from '../http/logger.ts';
import { createBookingMails } from '../bookings/mails.ts';
import { createBookingSecrets } from '../bookings/secrets.ts';
import { createInboxRepository } from '../inbox/repository.ts';
import { createSettingsService } from '../settings/service.ts';
import { DIGEST_CHECK_EVERY_MS, dueDigest } from './daily-digest.ts';
import { leadRecipient } from './lead-recipient.ts';
import { createMailQueueRepository, type QueuedMail } from './mail-queue-repository.ts';
import { digestMail, leadMail, testMail } from './mail-templates.ts';
import { createMailWorker, MAIL_TIMING, type MailTiming } from './mail-worker.ts';
import { MailAttemptError, sendOnce } from './smtp-attempt.ts';
import { describeSmtp, type SmtpSettings } from './smtp-config.ts';

export interface NotificationsOptions {
  db: Db;
  /** SMTP_URL and MAIL_FROM; without them nothing is queued or sent. */
  smtp?: SmtpSettings;
  logger: AppLogger;
  /** PUBLIC_URL, for the inbox link in a lead mail. */
  publicUrl?: string;
  /** The key booking mails' manage links are derived with (server/bookings/secrets.ts). */
  sessionSecret: string;
  /** The clock (tests move it to the digest hour). */
  now?: () => number;
  timing?: Partial<MailTiming>;
}

export function createNotifications({ db, smtp, logger, publicUrl, sessionSecret, now = Date.now, timing }: NotificationsOptions) {
  const repo = createMailQueueRepository(db);
  const inbox = createInboxRepository(db);
  const settings = createSettingsService(db);
  const bookingMails = createBookingMails({ db, secrets: createBookingSecrets(sessionSecret) });
  const recipient = () => leadRecipient(settings.admin.get());
  const newMessageId = (sender: SmtpSettings) => `<${randomUUID()}@${sender.from.address.split('@').pop()}>`;

  function prepare(mail: QueuedMail) {
    if (mail.kind === 'booking') return mail.bookingNoticeId === null ? undefined : bookingMails.prepare(mail.bookingNoticeId);
    if (mail.kind === 'lead') {
      const message = mail.contactMessageId === null ? undefined : inbox.findMessage(mail.contactMessageId);
      return message && { to: recipient(), content: leadMail(message, publicUrl) };
    }
    const subscribers = repo.digestSubscribers(mail.id);
    return subscribers.length > 0 && mail.digestDay ? { to: recipient(), content: digestMail(subscribers, mail.digestDay) } : undefined;
  }

  const worker = smtp && createMailWorker({ repo, smtp, prepare, logger, now, timing: { ...MAIL_TIMING, ...timing } });
  let digestTimer: NodeJS.Timeout | undefined;

  /** Queues the digest that is due, if any subscriber waits for it; true when one was queued. */
  function checkDigest(): boolean {
    if (!smtp || !worker) return false;
    const { day, cutoff } = dueDigest(new Date(now()));
    repo.prune(now());
    const queued = repo.enqueueDigest(day, cutoff.getTime(), newMessageId(smtp), now());
    if (queued) worker.wake();
    return queued;
  }

  return {
    /** A contact message was stored: its mail is queued in the same transaction and sent after the answer. */
    messageStored(contactMessageId: number): void {
      if (!smtp || !worker) return;
      repo.enqueueLead(contactMessageId, newMessageId(smtp), now());
      setImmediate(worker.wake);
    },
    /** Whether mail is sent at all (SMTP_URL): without it a booking stores no notice. */
    sendsMail: smtp !== undefined,
    /** A booking notice was stored: its mail is queued in the same transaction, sent at `dueAt` (now, or a reminder's time). */
    bookingNotice(noticeId: number, dueAt: number): void {
      if (!smtp || !worker) return;
      repo.enqueueBooking(noticeId, newMessageId(smtp), Math.max(dueAt, now()), now());
      setImmediate(worker.wake);
    },
    /** A new newsletter subscriber, for the next daily digest. */
    subscriberAdded(subscriberId: number): void {
      if (smtp) repo.addDigestEntry(subscriberId, now());
    },
    checkDigest,
    status(): Omit<NotificationStatus, 'held' | 'roomPhotos'> {
      const { lastSentAt, lastFailedAt, lastFailure } = repo.outcomes();
      const failedSinceSent = lastFailedAt !== null && lastFailure !== null && (lastSentAt === null || lastFailedAt >= lastSentAt);
      return {
        smtpConfigured: smtp !== undefined,
        server: smtp ? describeSmtp(smtp) : null,
        recipient: recipient(),
        queued: repo.waitingCount(now()),
        lastSentAt,
        lastFailure: failedSinceSent ? { at: lastFailedAt, error: lastFailure } : null,
        invitations: smtp !== undefined,
      };
    },
    /** Sends a test email at once (not queued, never retried) and says how it went. */
    async sendTest(): Promise<TestEmailResult> {
      if (!smtp) throw new ConflictError(NOTIFICATION_MESSAGES.smtpNotConfigured);
      const to = recipient();
      const content = testMail(to, describeSmtp(smtp));
      try {
        await sendOnce(smtp, { to, messageId: newMessageId(smtp), content }, () => {}, { ...MAIL_TIMING.smtp, ...timing?.smtp });
        repo.recordSent(now());
        return { sent: true, recipient: to, error: null };
      } catch (error) {
        const message = error instanceof MailAttemptError ? error.message : String(error);
        repo.recordFailure(now(), `${content.subject}: ${message}`);
        logger.warn({ error: message }, 'Test email not sent');
        return { sent: false, recipient: to, error: message };
      }
    },
    start(): void {
      if (!smtp || !worker) {
        logger.info('SMTP_URL is not set: no new-lead emails are sent.');
        return;
      }
      logger.info({ server: describeSmtp(smtp) }, 'New-lead emails go out through the mail server');
      worker.start();
      checkDigest();
      digestTimer = setInterval(checkDigest, DIGEST_CHECK_EVERY_MS);
      digestTimer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(digestTimer);
      await worker?.stop();
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
