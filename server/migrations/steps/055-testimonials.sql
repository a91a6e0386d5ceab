-- Testimonials (decision 134): a record type like the others (version, timestamps, ids
-- never given out again), its columns the fields of shared/contract/testimonials.ts.
CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote TEXT NOT NULL,
  name TEXT NOT NULL,
  place TEXT NOT NULL,
  role TEXT,
  image_url TEXT,
  image_alt TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX testimonials_public_order ON testimonials (active, display_order, name COLLATE NOCASE, id);
