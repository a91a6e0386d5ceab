// The mail queue's SQL (migration 011). Every state change is one statement or one transaction,
// committed before the next step of an attempt, so a crash leaves each mail in a state the next
// start knows how to carry on from (decision 150).
import type { Subscriber } from '../../shared/contract/inbox.ts';
import type { Db } from '../db/connection.ts';

export type MailKind = 'lead' | 'digest' | 'booking';
export type MailState = 'queued' | 'claimed' | 'sending' | 'sent' | 'failed' | 'unconfirmed' | 'cancelled';

export interface QueuedMail {
  id: number;
  kind: MailKind;
  contactMessageId: number | null;
  digestDay: string | null;
  /** A booking's notice (server/bookings/mails.ts). */
  bookingNoticeId: number | null;
  messageId: string;
  state: MailState;
  attempts: number;
}

export interface MailOutcomes {
  lastSentAt: string | null;
  lastFailedAt: string | null;
  lastFailure: string | null;
}

/** Finished mails are kept this long, for the status and for anyone checking the mail server's log. */
const KEEP_FINISHED_MS = 90 * 24 * 60 * 60 * 1000;

const MAIL_COLUMNS = 'id, kind, contact_message_id AS contactMessageId, digest_day AS digestDay, booking_notice_id AS bookingNoticeId, message_id AS messageId, state, attempts';
const iso = (ms: number) => new Date(ms).toISOString();

export function createMailQueueRepository(db: Db) {
  const insertLead = db.prepare("INSERT INTO mail_queue (kind, contact_message_id, message_id, next_attempt_at, created_at) VALUES ('lead', ?, ?, ?, ?)");
  const insertBooking = db.prepare("INSERT INTO mail_queue (kind, booking_notice_id, message_id, next_attempt_at, created_at) VALUES ('booking', ?, ?, ?, ?)");
  const insertEntry = db.prepare('INSERT OR IGNORE INTO subscriber_digest_entries (subscriber_id, created_at) VALUES (?, ?)');
  const waitingEntries = db
    .prepare('SELECT COUNT(*) FROM subscriber_digest_entries e JOIN newsletter_subscribers s ON s.id = e.subscriber_id WHERE e.digest_mail_id IS NULL AND e.created_at < ?')
    .pluck();
  const insertDigest = db.prepare("INSERT INTO mail_queue (kind, digest_day, message_id, next_attempt_at, created_at) VALUES ('digest', ?, ?, ?, ?) ON CONFLICT (digest_day) DO NOTHING");
  const assignEntries = db.prepare('UPDATE subscriber_digest_entries SET digest_mail_id = ? WHERE digest_mail_id IS NULL AND created_at < ?');
  const digestSubscribers = db.prepare(
    'SELECT s.id, s.email, s.created_at AS createdAt FROM subscriber_digest_entries e JOIN newsletter_subscribers s ON s.id = e.subscriber_id WHERE e.digest_mail_id = ? ORDER BY s.created_at, s.id',
  );
  const claim = db.prepare(`UPDATE mail_queue SET state = 'claimed', attempts = attempts + 1, lease_until = @leaseUntil
    WHERE id = (SELECT id FROM mail_queue WHERE state = 'queued' AND next_attempt_at <= @now ORDER BY next_attempt_at, id LIMIT 1)
    RETURNING ${MAIL_COLUMNS}`);
  const toSending = db.prepare("UPDATE mail_queue SET state = 'sending' WHERE id = ? AND state = 'claimed'");
  const extend = db.prepare("UPDATE mail_queue SET lease_until = ? WHERE id = ? AND state IN ('claimed', 'sending')");
  const toSent = db.prepare("UPDATE mail_queue SET state = 'sent', lease_until = NULL, last_error = NULL, finished_at = ? WHERE id = ?");
  const toQueued = db.prepare("UPDATE mail_queue SET state = 'queued', lease_until = NULL, next_attempt_at = ?, last_error = ? WHERE id = ?");
  const toFinished = db.prepare('UPDATE mail_queue SET state = ?, lease_until = NULL, last_error = ?, finished_at = ? WHERE id = ?');
  const expired = db.prepare(`SELECT ${MAIL_COLUMNS} FROM mail_queue WHERE state IN ('claimed', 'sending') AND lease_until < ?`);
  const sentOutcome = db.prepare('UPDATE mail_outcomes SET last_sent_at = ? WHERE id = 1');
  const failedOutcome = db.prepare('UPDATE mail_outcomes SET last_failed_at = ?, last_failure = ? WHERE id = 1');
  const outcomes = db.prepare('SELECT last_sent_at AS lastSentAt, last_failed_at AS lastFailedAt, last_failure AS lastFailure FROM mail_outcomes WHERE id = 1');
  // A reminder queued for its time is not waiting yet: never tried and not due.
  const waiting = db.prepare("SELECT COUNT(*) FROM mail_queue WHERE state IN ('claimed', 'sending') OR (state = 'queued' AND (attempts > 0 OR next_attempt_at <= ?))").pluck();
  const nextEvent = db.prepare(
    "SELECT MIN(CASE WHEN state = 'queued' THEN next_attempt_at ELSE lease_until END) FROM mail_queue WHERE state IN ('queued', 'claimed', 'sending')",
  ).pluck();
  const pruneMails = db.prepare("DELETE FROM mail_queue WHERE finished_at < ? AND state NOT IN ('queued', 'claimed', 'sending')");
  const pruneEntries = db.prepare('DELETE FROM subscriber_digest_entries WHERE digest_mail_id IS NOT NULL AND digest_mail_id NOT IN (SELECT id FROM mail_queue)');

  const recordFailure = (now: number, failure: string) => failedOutcome.run(iso(now), failure);

  return {
    enqueueLead: (contactMessageId: number, messageId: string, now: number) => void insertLead.run(contactMessageId, messageId, iso(now), iso(now)),
    /** A booking notice's mail, sent from `dueAt` on (now, or a reminder's time). */
    enqueueBooking: (noticeId: number, messageId: string, dueAt: number, now: number) => void insertBooking.run(noticeId, messageId, iso(dueAt), iso(now)),
    /** A new subscriber, for the next daily digest. */
    addDigestEntry: (subscriberId: number, now: number) => void insertEntry.run(subscriberId, iso(now)),
    /** Queues the digest of `day` listing every waiting subscriber who signed up before `cutoff`; false when there are none. */
    enqueueDigest: db.transaction((day: string, cutoff: number, messageId: string, now: number): boolean => {
      if ((waitingEntries.get(iso(cutoff)) as number) === 0) return false;
      const inserted = insertDigest.run(day, messageId, iso(now), iso(now));
      if (inserted.changes === 0) return false;
      assignEntries.run(inserted.lastInsertRowid, iso(cutoff));
      return true;
    }),
    digestSubscribers: (mailId: number) => digestSubscribers.all(mailId) as Subscriber[],
    /** The next due mail, held until `leaseUntil` (an attempt counted), or undefined. */
    claimNext: (now: number, leaseUntil: number) => claim.get({ now: iso(now), leaseUntil: iso(leaseUntil) }) as QueuedMail | undefined,
    /** Committed (synchronous=FULL) before the first byte of the body leaves. */
    markSending: (id: number) => void toSending.run(id),
    extendLease: (id: number, leaseUntil: number) => void extend.run(iso(leaseUntil), id),
    markSent: db.transaction((id: number, now: number) => {
      toSent.run(iso(now), id);
      sentOutcome.run(iso(now));
    }),
    /** Back in line at once: an attempt that died before the body left cannot have delivered anything. */
    requeue: (id: number, now: number) => void toQueued.run(iso(now), 'The attempt was interrupted', id),
    retryLater: db.transaction((id: number, at: number, error: string, now: number, failure: string) => {
      toQueued.run(iso(at), error, id);
      recordFailure(now, failure);
    }),
    finish: db.transaction((id: number, state: 'failed' | 'unconfirmed' | 'cancelled', error: string | null, now: number, failure?: string) => {
      toFinished.run(state, error, iso(now), id);
      if (failure) recordFailure(now, failure);
    }),
    /** Mails whose attempt died with its process (its lease ran out). */
    expiredLeases: (now: number) => expired.all(iso(now)) as QueuedMail[],
    /** A test email's outcome counts as the last success or failure too. */
    recordSent: (now: number) => void sentOutcome.run(iso(now)),
    recordFailure: (now: number, failure: string) => void recordFailure(now, failure),
    outcomes: () => outcomes.get() as MailOutcomes,
    waitingCount: (now: number) => waiting.get(iso(now)) as number,
    /** When the next queued mail is due or the next lease runs out (ms), or undefined when nothing waits. */
    nextEventAt(): number | undefined {
      const at = nextEvent.get() as string | null;
      return at === null ? undefined : Date.parse(at);
    },
    prune: db.transaction((now: number) => {
      pruneMails.run(iso(now - KEEP_FINISHED_MS));
      pruneEntries.run();
    }),
  };
}
export type MailQueueRepository = ReturnType<typeof createMailQueueRepository>;
