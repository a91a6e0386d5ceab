-- Rug Fit sends (decision 210): what a contact message sent from Rug Fit carries (JSON: the room's
-- palette, the mode, and the rugs recommended with the names they had then; NULL for any other
-- message), and the room photo when the visitor chose to send it: re-encoded, kept with its
-- message in the database (backed up with it, owner-only like it) and deleted with it.
ALTER TABLE contact_messages ADD COLUMN rug_fit TEXT;

CREATE TABLE room_photos (
  message_id INTEGER PRIMARY KEY REFERENCES contact_messages (id) ON DELETE CASCADE,
  mime_type TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  data BLOB NOT NULL
) STRICT;
