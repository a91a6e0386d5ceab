-- Sessions are kept by the SHA-256 of their id (hex), never by the id a cookie carries, so a copy
-- of the database (a backup, a stolen file) opens no session. The rows before this held plain
-- ids, which SQL cannot hash: they are dropped, and whoever was signed in logs in again once.
DROP TABLE sessions;

CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
