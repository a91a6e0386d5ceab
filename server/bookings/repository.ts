// The bookings' SQL (migration 070): bookings, the calendar's occupied five-minute cells, blocks,
// the notices their mails send, and the feed's nonce. Instants are ISO text in UTC.
import type { BookingStatus, BookingView } from '../../shared/contract/booking.ts';
import type { Interval } from '../../shared/domain/booking/slots.ts';
import type { Db } from '../db/connection.ts';
import { statementOf } from '../db/statements.ts';

export interface BookingRow {
  id: number;
  typeId: number | null;
  typeSlug: string;
  typeName: string;
  durationMinutes: number;
  locationNote: string | null;
  startsAt: string;
  endsAt: string;
  occupiedUntil: string;
  status: BookingStatus;
  name: string;
  email: string;
  phone: string;
  neighborhood: string | null;
  notes: string | null;
  fromPage: string | null;
  messageId: number | null;
  clientHash: string;
  tokenNonce: string;
  tokenHash: string;
  origin: string;
  sequence: number;
  cancelledBy: 'visitor' | 'owner' | null;
  cancelNote: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewBooking = Omit<BookingRow, 'id' | 'messageId' | 'sequence' | 'cancelledBy' | 'cancelNote' | 'updatedAt'>;

export type NoticeKind = 'confirmed' | 'moved' | 'cancelled' | 'declined' | 'reminder';
export type NoticeRecipient = 'visitor' | 'owner';

export interface NoticeRow {
  id: number;
  bookingId: number;
  kind: NoticeKind;
  recipient: NoticeRecipient;
  sequence: number;
  startsAt: string;
  endsAt: string;
  note: string | null;
}

export interface BlockRow {
  id: number;
  start: string;
  end: string;
  note: string | null;
  createdAt: string;
}

/** The calendar's finest cut, in ms: a cell is one such stretch of time. */
export const CELL_MS = 5 * 60_000;
/** The most time one booking takes: 8 hours and a 4-hour buffer (the contract's limits), and an hour to spare. */
const LONGEST_BOOKING_MS = 13 * 60 * 60_000;

const BOOKING_COLUMNS = `id, type_id AS typeId, type_slug AS typeSlug, type_name AS typeName, duration_minutes AS durationMinutes,
  location_note AS locationNote, starts_at AS startsAt, ends_at AS endsAt, occupied_until AS occupiedUntil, status, name, email,
  phone, neighborhood, notes, from_page AS fromPage, (SELECT m.id FROM contact_messages m WHERE m.id = bookings.message_id) AS messageId, client_hash AS clientHash, token_nonce AS tokenNonce,
  token_hash AS tokenHash, origin, sequence, cancelled_by AS cancelledBy, cancel_note AS cancelNote, created_at AS createdAt, updated_at AS updatedAt`;

/** Statuses that keep their time: a booking that was confirmed (done and no-show ones took it too). */
const HOLDS_TIME = "status IN ('confirmed', 'done', 'noShow')";
const OPEN = "status IN ('confirmed', 'requested')";

/** Each view's rows and order: upcoming soonest first, the others latest first. */
const VIEWS: Record<BookingView, { where: string; order: string }> = {
  upcoming: { where: `${OPEN} AND ends_at > @now`, order: 'starts_at, id' },
  past: { where: "status <> 'cancelled' AND ends_at <= @now", order: 'starts_at DESC, id DESC' },
  cancelled: { where: "status = 'cancelled'", order: 'starts_at DESC, id DESC' },
};

export function createBookingRepository(db: Db) {
  const insert = db.prepare(`INSERT INTO bookings (type_id, type_slug, type_name, duration_minutes, location_note, starts_at, ends_at, occupied_until, status,
    name, email, phone, neighborhood, notes, from_page, client_hash, token_nonce, token_hash, origin, created_at, updated_at)
    VALUES (@typeId, @typeSlug, @typeName, @durationMinutes, @locationNote, @startsAt, @endsAt, @occupiedUntil, @status,
    @name, @email, @phone, @neighborhood, @notes, @fromPage, @clientHash, @tokenNonce, @tokenHash, @origin, @createdAt, @createdAt)`);
  const byId = db.prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = ?`);
  const byToken = db.prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE token_hash = ?`);
  const setMessage = db.prepare('UPDATE bookings SET message_id = ? WHERE id = ?');
  // One statement per booking, however long: the cells from its start to the end of its buffer.
  const occupy = db.prepare(`WITH RECURSIVE c(cell) AS (SELECT @first UNION ALL SELECT cell + 1 FROM c WHERE cell + 1 < @end)
    INSERT INTO booking_cells (cell, booking_id, block_id) SELECT cell, @bookingId, @blockId FROM c`);
  const free = db.prepare('DELETE FROM booking_cells WHERE booking_id = ?');
  const occupiedBookings = db.prepare(`SELECT starts_at AS start, occupied_until AS occupiedUntil, ends_at AS endsAt FROM bookings
    WHERE starts_at >= @earliest AND starts_at < @to AND occupied_until > @from AND ${HOLDS_TIME} AND id <> @except`);
  const occupiedBlocks = db.prepare('SELECT starts_at AS start, ends_at AS endsAt FROM booking_blocks WHERE starts_at < @to AND ends_at > @from');
  // Counted up to the limit only: what matters is whether it is reached.
  const upcomingByEmail = db.prepare(`SELECT COUNT(*) FROM (SELECT 1 FROM bookings WHERE email = ? COLLATE NOCASE AND starts_at > ? AND ${OPEN} LIMIT ?)`).pluck();
  const upcomingByClient = db.prepare(`SELECT COUNT(*) FROM (SELECT 1 FROM bookings WHERE client_hash = ? AND starts_at > ? AND ${OPEN} LIMIT ?)`).pluck();
  const move = db.prepare('UPDATE bookings SET starts_at = ?, ends_at = ?, occupied_until = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?');
  // A cancellation is the invitation's last change: its CANCEL carries the next SEQUENCE.
  const setStatus = db.prepare(`UPDATE bookings SET status = @status, cancelled_by = @cancelledBy, cancel_note = @cancelNote, updated_at = @now,
    sequence = sequence + (CASE WHEN @status = 'cancelled' THEN 1 ELSE 0 END) WHERE id = @id`);
  const nextId = db.prepare("SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'bookings'), 0) + 1").pluck();
  const requested = db.prepare(`SELECT COUNT(*) FROM bookings WHERE status = 'requested' AND ends_at > ?`).pluck();
  const next = db.prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE ${OPEN} AND ends_at > ? ORDER BY starts_at, id LIMIT ?`);
  const between = db.prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE ends_at > ? ORDER BY starts_at, id`);
  const insertNotice = db.prepare(`INSERT INTO booking_notices (booking_id, kind, recipient, sequence, starts_at, ends_at, note, created_at)
    VALUES (@bookingId, @kind, @recipient, @sequence, @startsAt, @endsAt, @note, @createdAt)`);
  const notice = db.prepare(`SELECT id, booking_id AS bookingId, kind, recipient, sequence, starts_at AS startsAt, ends_at AS endsAt, note FROM booking_notices WHERE id = ?`);
  const insertBlock = db.prepare('INSERT INTO booking_blocks (starts_at, ends_at, note, created_at) VALUES (?, ?, ?, ?)');
  const blockRow = 'SELECT id, starts_at AS start, ends_at AS "end", note, created_at AS createdAt FROM booking_blocks';
  const blockById = db.prepare(`${blockRow} WHERE id = ?`);
  const blocksFrom = db.prepare(`${blockRow} WHERE ends_at > ? ORDER BY starts_at, id`);
  const removeBlock = db.prepare('DELETE FROM booking_blocks WHERE id = ?');
  const feed = db.prepare('SELECT nonce, created_at AS createdAt FROM booking_feed WHERE id = 1');
  const setFeed = db.prepare('INSERT INTO booking_feed (id, nonce, created_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET nonce = excluded.nonce, created_at = excluded.created_at');
  const removeFeed = db.prepare('DELETE FROM booking_feed WHERE id = 1');

  const cellsOf = (from: number, until: number) => ({ first: Math.floor(from / CELL_MS), end: Math.ceil(until / CELL_MS) });

  return {
    insert: (booking: NewBooking) => Number(insert.run(booking).lastInsertRowid),
    find: (id: number) => byId.get(id) as BookingRow | undefined,
    findByTokenHash: (hash: string) => byToken.get(hash) as BookingRow | undefined,
    setMessageId: (id: number, messageId: number) => void setMessage.run(messageId, id),
    /** Takes the cells from `from` to `until` (ms) for a booking; the primary key throws if any is taken. */
    occupyForBooking: (bookingId: number, from: number, until: number) => void occupy.run({ ...cellsOf(from, until), bookingId, blockId: null }),
    occupyForBlock: (blockId: number, from: number, until: number) => void occupy.run({ ...cellsOf(from, until), bookingId: null, blockId }),
    free: (bookingId: number) => void free.run(bookingId),
    /**
     * What is taken between two instants: each booking holding its time to the end of its buffer
     * (at least `bufferMs` past its end: a buffer made longer since applies to it too), each block.
     * `except`: a booking being moved, whose own time is free to it.
     */
    occupied(from: string, to: string, bufferMs: number, except = 0): Interval[] {
      const earliest = new Date(Date.parse(from) - LONGEST_BOOKING_MS).toISOString();
      const bookings = occupiedBookings.all({ earliest, from, to, except }) as { start: string; occupiedUntil: string; endsAt: string }[];
      const blocks = occupiedBlocks.all({ from, to }) as { start: string; endsAt: string }[];
      return [
        ...bookings.map((row) => ({ start: Date.parse(row.start), end: Math.max(Date.parse(row.occupiedUntil), Date.parse(row.endsAt) + bufferMs) })),
        ...blocks.map((row) => ({ start: Date.parse(row.start), end: Date.parse(row.endsAt) })),
      ];
    },
    /** Upcoming bookings (and requests) of an email, counted up to `limit`. */
    upcomingByEmail: (email: string, now: string, limit: number) => upcomingByEmail.get(email, now, limit) as number,
    upcomingByClient: (clientHash: string, now: string, limit: number) => upcomingByClient.get(clientHash, now, limit) as number,
    move: (id: number, start: string, end: string, occupiedUntil: string, now: string) => void move.run(start, end, occupiedUntil, now, id),
    setStatus: (id: number, status: BookingStatus, now: string, cancel: { by: 'visitor' | 'owner'; note: string | null } | null = null) =>
      void setStatus.run({ id, status, now, cancelledBy: cancel?.by ?? null, cancelNote: cancel?.note ?? null }),
    /** One page of a view and the view's total. */
    page(view: BookingView, now: string, limit: number, offset: number): { rows: BookingRow[]; total: number } {
      const { where, order } = VIEWS[view];
      const rows = statementOf(db, `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all({ now, limit, offset }) as BookingRow[];
      const total = statementOf(db, `SELECT COUNT(*) FROM bookings WHERE ${where}`, { pluck: true }).get({ now }) as number;
      return { rows, total };
    },
    requestedCount: (now: string) => requested.get(now) as number,
    /** The id the next booking will have. */
    nextId: () => nextId.get() as number,
    next: (now: string, count: number) => next.all(now, count) as BookingRow[],
    /** Every booking ending after `from`, in order (the calendar feed). */
    endingAfter: (from: string) => between.all(from) as BookingRow[],
    addNotice: (row: Omit<NoticeRow, 'id'> & { createdAt: string }) => Number(insertNotice.run(row).lastInsertRowid),
    notice: (id: number) => notice.get(id) as NoticeRow | undefined,
    addBlock: (start: string, end: string, note: string | null, now: string) => Number(insertBlock.run(start, end, note, now).lastInsertRowid),
    block: (id: number) => blockById.get(id) as BlockRow | undefined,
    blocksEndingAfter: (now: string) => blocksFrom.all(now) as BlockRow[],
    /** True when a block was removed (its cells go with it). */
    removeBlock: (id: number) => removeBlock.run(id).changes === 1,
    feed: () => feed.get() as { nonce: string; createdAt: string } | undefined,
    setFeed: (nonce: string, now: string) => void setFeed.run(nonce, now),
    removeFeed: () => void removeFeed.run(),
  };
}
export type BookingRepository = ReturnType<typeof createBookingRepository>;

/** A refusal by the occupancy cells' primary key: the time is taken. */
export const isTaken = (error: unknown): boolean => error instanceof Error && /^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test((error as { code?: string }).code ?? '');
