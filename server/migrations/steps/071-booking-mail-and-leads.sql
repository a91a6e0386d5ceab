-- Booking's mail goes through the one mail queue (decision 150): a third kind of mail,
-- 'booking', naming the booking notice it sends (booking_notices). SQLite cannot change a CHECK,
-- so the queue is rebuilt with its rows, ids and indexes.
CREATE TABLE mail_queue_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('lead', 'digest', 'booking')),
  contact_message_id INTEGER,
  digest_day TEXT UNIQUE,
  booking_notice_id INTEGER,
  message_id TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'claimed', 'sending', 'sent', 'failed', 'unconfirmed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  finished_at TEXT,
  CHECK ((kind = 'digest') = (digest_day IS NOT NULL)),
  CHECK ((kind = 'booking') = (booking_notice_id IS NOT NULL))
) STRICT;
INSERT INTO mail_queue_new (id, kind, contact_message_id, digest_day, message_id, state, attempts, next_attempt_at, lease_until, last_error, created_at, finished_at)
  SELECT id, kind, contact_message_id, digest_day, message_id, state, attempts, next_attempt_at, lease_until, last_error, created_at, finished_at FROM mail_queue;
DROP TABLE mail_queue;
ALTER TABLE mail_queue_new RENAME TO mail_queue;
CREATE INDEX mail_queue_waiting ON mail_queue (state, next_attempt_at);
CREATE INDEX mail_queue_contact_message ON mail_queue (contact_message_id);
CREATE INDEX mail_queue_booking_notice ON mail_queue (booking_notice_id);

-- A booking is a lead in the inbox: the message it made names it.
ALTER TABLE contact_messages ADD COLUMN booking_id INTEGER;

-- Where "Book" buttons lead (on this site, or the booking link) and the site's time zone.
ALTER TABLE site_settings ADD COLUMN booking_mode TEXT NOT NULL DEFAULT 'site' CHECK (booking_mode IN ('site', 'external'));
ALTER TABLE site_settings ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'America/Chicago';
