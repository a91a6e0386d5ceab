-- Restores never let a number repeat (decision 102). data_generation names this copy of the data:
-- a restore from a backup gives the restored database a new one, which the admin API sends with
-- every answer (the Data-Generation header), so a client that queued changes against the data of
-- before can tell. version_floors holds, per keyed table (pages, settings), how far a restore moved
-- its versions: a row first saved after a restore starts above every version ever issued for it.
CREATE TABLE data_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation TEXT NOT NULL,
  restored_at TEXT,
  restored_from TEXT
) STRICT;
INSERT INTO data_generation (id, generation) VALUES (1, lower(hex(randomblob(16))));

CREATE TABLE version_floors (
  table_name TEXT PRIMARY KEY,
  floor INTEGER NOT NULL CHECK (floor >= 0)
) STRICT;
