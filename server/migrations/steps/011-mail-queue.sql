-- New-lead email (decision 150): every mail the server sends on its own goes through this queue,
-- written in the same transaction as what it announces, and sent after the visitor's answer.
-- state: queued (waiting for next_attempt_at) -> claimed (an attempt is connecting; lease_until
-- says until when it is held) -> sending (the message body went out: decision 150 never sends it
-- again) -> sent; or failed (refused for good, or out of attempts), unconfirmed (the attempt died
-- while the body was out, so it may or may not have arrived), cancelled (what it announced was
-- deleted first). message_id is the mail's Message-ID, fixed when it is queued.
-- No foreign keys: a message or subscriber deleted before its mail goes simply leaves nothing to
-- send (the mail is cancelled), and a later rebuild of those tables cannot touch this queue.
CREATE TABLE mail_queue (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('lead', 'digest')),
  contact_message_id INTEGER,
  digest_day TEXT UNIQUE,
  message_id TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'claimed', 'sending', 'sent', 'failed', 'unconfirmed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  finished_at TEXT,
  CHECK ((kind = 'lead') = (digest_day IS NULL))
) STRICT;
CREATE INDEX mail_queue_waiting ON mail_queue (state, next_attempt_at);
CREATE INDEX mail_queue_contact_message ON mail_queue (contact_message_id);

-- New newsletter subscribers waiting for the daily digest, and the digest that listed them.
CREATE TABLE subscriber_digest_entries (
  subscriber_id INTEGER PRIMARY KEY,
  digest_mail_id INTEGER,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX subscriber_digest_entries_digest ON subscriber_digest_entries (digest_mail_id);

-- The outcome of the last attempt of any kind (the Settings screen's "Last notification failed").
CREATE TABLE mail_outcomes (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_sent_at TEXT,
  last_failed_at TEXT,
  last_failure TEXT
) STRICT;
INSERT INTO mail_outcomes (id) VALUES (1);
