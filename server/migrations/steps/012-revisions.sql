-- Revisions (decision 140): the state a record was in before each save, kept while the record
-- exists. version is the version that save replaced; fields is the record's fields as JSON (the
-- stored shape the admin reads); changed_fields the names of the fields the save changed; source
-- where the save came from. record_id is the record's id as text (a number, a page slug, or
-- 'site' for the settings). No foreign key: one table serves every record type, and deleting a
-- record deletes its revisions in the same transaction.
CREATE TABLE revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource TEXT NOT NULL,
  record_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('web', 'studio')),
  fields TEXT NOT NULL,
  changed_fields TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX revisions_of_record ON revisions (resource, record_id, id);
