-- Uploaded images (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec). The files live in DATA_DIR/media/<id>/; this table holds
-- what the admin lists and what the public answers need for srcset, width and height.
-- variants is JSON: [{ "width", "height", "format": "webp"|"jpeg"|"png", "file", "bytes" }].

CREATE TABLE media (
  id TEXT PRIMARY KEY CHECK (length(id) = 16),
  file_name TEXT NOT NULL,
  original_file TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  alt TEXT,
  variants TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

CREATE INDEX media_created_at ON media (created_at);
