-- Revisions stored compressed (decision 140): `fields` becomes bytes, the record's fields as JSON
-- deflated (node:zlib's raw deflate) when `encoding` is 'deflate'. Rows kept before this stay as
-- they were, their JSON text as UTF-8 bytes ('json'), until they age out; the size of a record's
-- history is then the sum of length(fields), whatever the encoding.
CREATE TABLE revisions_compressed (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource TEXT NOT NULL,
  record_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('web', 'studio')),
  encoding TEXT NOT NULL CHECK (encoding IN ('json', 'deflate')),
  fields BLOB NOT NULL,
  changed_fields TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO revisions_compressed (id, resource, record_id, version, source, encoding, fields, changed_fields, created_at)
  SELECT id, resource, record_id, version, source, 'json', CAST(fields AS BLOB), changed_fields, created_at FROM revisions;
DROP TABLE revisions;
ALTER TABLE revisions_compressed RENAME TO revisions;
CREATE INDEX revisions_of_record ON revisions (resource, record_id, id);
