-- Known devices (decision 171, OWASP's device cookie): a browser or studio that signed in with the
-- admin password carries a signed token, kept here only as the SHA-256 of its random id, so a copy of
-- the database holds no cookie and a password change can end them all. A device presenting a live
-- one is exempt from the shared budget of failed logins and has a backoff of its own.
CREATE TABLE known_devices (
  id_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX known_devices_expiry ON known_devices (expires_at);
