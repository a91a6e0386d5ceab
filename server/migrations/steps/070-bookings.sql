-- Booking a consultation (docs/product/rules.md#booking). Every instant is ISO 8601 text in UTC
-- (compares in time order); the owner's hours are wall-clock text, turned into instants per date.

-- Consultation types: a record type (shared/contract/consultation-types.ts), ids never reused.
CREATE TABLE consultation_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480 AND duration_minutes % 5 = 0),
  description TEXT,
  location_note TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- The record's identity beside its number (migration 065).
  uid TEXT
) STRICT;
CREATE UNIQUE INDEX consultation_types_uid ON consultation_types (uid);
CREATE INDEX consultation_types_public_order ON consultation_types (active, display_order, name COLLATE NOCASE, id);

-- The weekly hours, buffer, notice and horizon: one row, like the settings.
CREATE TABLE booking_availability (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  monday TEXT NOT NULL DEFAULT '',
  tuesday TEXT NOT NULL DEFAULT '',
  wednesday TEXT NOT NULL DEFAULT '',
  thursday TEXT NOT NULL DEFAULT '',
  friday TEXT NOT NULL DEFAULT '',
  saturday TEXT NOT NULL DEFAULT '',
  sunday TEXT NOT NULL DEFAULT '',
  buffer_minutes INTEGER NOT NULL CHECK (buffer_minutes BETWEEN 0 AND 240),
  minimum_notice_hours INTEGER NOT NULL CHECK (minimum_notice_hours >= 0),
  horizon_weeks INTEGER NOT NULL CHECK (horizon_weeks BETWEEN 1 AND 52),
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- Days off and extra hours: a record type (shared/contract/booking-exceptions.ts).
CREATE TABLE booking_exceptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  date TEXT NOT NULL,
  last_date TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('dayOff', 'extraHours')),
  hours TEXT NOT NULL DEFAULT '',
  note TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  uid TEXT
) STRICT;
CREATE UNIQUE INDEX booking_exceptions_uid ON booking_exceptions (uid);
CREATE INDEX booking_exceptions_dates ON booking_exceptions (date, last_date);

-- A booking keeps what it was booked as (the type's name, duration and place) through later edits
-- or a delete of its type. The manage link's token is kept only as its SHA-256; the client it came
-- from only as a keyed hash (server/bookings/secrets.ts), for the per-client limit.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type_id INTEGER,
  type_slug TEXT NOT NULL,
  type_name TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL,
  location_note TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  -- The end of the time it takes: its end plus the buffer in force when it was booked or moved.
  occupied_until TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'requested', 'cancelled', 'done', 'noShow')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  neighborhood TEXT,
  notes TEXT,
  from_page TEXT,
  message_id INTEGER,
  client_hash TEXT NOT NULL,
  -- The manage token is derived from this nonce and a key of SESSION_SECRET's; only its hash is kept.
  token_nonce TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  -- The site's address the visitor booked on: the manage link in its mails points there.
  origin TEXT NOT NULL,
  -- How many times it was moved: its invitation's SEQUENCE.
  sequence INTEGER NOT NULL DEFAULT 0,
  cancelled_by TEXT CHECK (cancelled_by IN ('visitor', 'owner')),
  cancel_note TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (ends_at > starts_at AND occupied_until >= ends_at)
) STRICT;
CREATE INDEX bookings_by_start ON bookings (starts_at, status);
CREATE INDEX bookings_by_email ON bookings (email COLLATE NOCASE, starts_at);
CREATE INDEX bookings_by_client ON bookings (client_hash, starts_at);

-- Times the owner keeps for themself: they take the calendar like a booking.
CREATE TABLE booking_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  note TEXT,
  created_at TEXT NOT NULL,
  CHECK (ends_at > starts_at)
) STRICT;
CREATE INDEX booking_blocks_by_end ON booking_blocks (ends_at);

-- The calendar's occupancy: every five minutes a booking (with its buffer) or a block takes is a
-- row here, written in the same transaction as the booking, so the primary key refuses a second
-- booking of any part of that time, whatever its duration, from any request or process (a check in
-- code alone would let two processes, or a later code path, book one time twice). `cell` is the five-minute mark: minutes since 1970-01-01T00:00Z divided by 5. A
-- request held for confirmation, a cancelled booking and a past one take no cells of their own
-- beyond what they took (cancelling frees them).
CREATE TABLE booking_cells (
  cell INTEGER PRIMARY KEY,
  booking_id INTEGER REFERENCES bookings (id) ON DELETE CASCADE,
  block_id INTEGER REFERENCES booking_blocks (id) ON DELETE CASCADE,
  CHECK ((booking_id IS NULL) <> (block_id IS NULL))
) STRICT;
CREATE INDEX booking_cells_booking ON booking_cells (booking_id);
CREATE INDEX booking_cells_block ON booking_cells (block_id);

-- What the visitor and the owner are told of a booking, one row per mail: the time it announces
-- and the invitation's SEQUENCE then, so a mail sent late still says what it was queued to say.
-- The mail itself waits in mail_queue (kind 'booking'); a reminder is queued for 24 hours before.
CREATE TABLE booking_notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('confirmed', 'moved', 'cancelled', 'declined', 'reminder')),
  recipient TEXT NOT NULL CHECK (recipient IN ('visitor', 'owner')),
  sequence INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  note TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX booking_notices_booking ON booking_notices (booking_id);

-- The owner's private calendar feed: its address is a key derived from SESSION_SECRET and this
-- nonce, so the database alone (a backup) cannot name it. No row: no feed.
CREATE TABLE booking_feed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  nonce TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
