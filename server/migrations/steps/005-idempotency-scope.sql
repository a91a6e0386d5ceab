-- Idempotency keys belong to a client (decision 003): the admin, or a public client (an IPv4
-- address or an IPv6 /64), and remember a fingerprint of the request they answered, so a key
-- reused for another request is refused (422) instead of replaying an unrelated answer.
CREATE TABLE idempotency_keys_scoped (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  request_hash TEXT,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, key, method, path)
) STRICT;

-- Keys stored before this migration: the admin's keep working for the studio's outbox (their
-- requests unknown, so replayed as before); public ones had no client and can match no one.
INSERT INTO idempotency_keys_scoped (scope, key, method, path, request_hash, status, body, created_at)
  SELECT CASE WHEN lower(path) LIKE '/api/admin/%' THEN 'admin' ELSE '' END, key, method, path, NULL, status, body, created_at
  FROM idempotency_keys;

DROP TABLE idempotency_keys;
ALTER TABLE idempotency_keys_scoped RENAME TO idempotency_keys;
