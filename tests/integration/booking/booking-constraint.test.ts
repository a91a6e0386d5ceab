// The database itself keeps two bookings off one time (not only the code's check): cells of the
// calendar written straight in SQL, as any other code path or process would, are refused by
// their primary key, whatever the lengths and buffers that overlap.
import { describe, expect, it } from 'vitest';
import { createBookingRepository } from '../../../server/bookings/repository.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
useTestServer((started) => ({ server } = started), { withAdmin: false });

const insertBooking = (start: string, end: string, until: string) =>
  Number(
    server.db
      .prepare(`INSERT INTO bookings (type_slug, type_name, duration_minutes, starts_at, ends_at, occupied_until, status, name, email, phone, client_hash, token_nonce, token_hash, origin, created_at, updated_at)
        VALUES ('t', 'T', 60, ?, ?, ?, 'confirmed', 'N', 'n@example.com', '312-555-0100', 'c', hex(randomblob(8)), hex(randomblob(16)), 'http://x', ?, ?)`)
      .run(start, end, until, start, start).lastInsertRowid,
  );

describe('the occupancy cells', () => {
  it('refuse a second booking of any five minutes another holds, with its buffer', () => {
    const repository = createBookingRepository(server.db);
    const hour = insertBooking('2030-01-07T15:00:00.000Z', '2030-01-07T16:00:00.000Z', '2030-01-07T16:15:00.000Z');
    repository.occupyForBooking(hour, Date.parse('2030-01-07T15:00:00.000Z'), Date.parse('2030-01-07T16:15:00.000Z'));
    expect(server.db.prepare('SELECT COUNT(*) FROM booking_cells WHERE booking_id = ?').pluck().get(hour)).toBe(15);

    // A half hour inside it, one starting in its buffer, and one ending five minutes into it: all refused by SQLite.
    for (const [from, until] of [
      ['2030-01-07T15:30:00.000Z', '2030-01-07T16:00:00.000Z'],
      ['2030-01-07T16:10:00.000Z', '2030-01-07T16:40:00.000Z'],
      ['2030-01-07T14:35:00.000Z', '2030-01-07T15:05:00.000Z'],
    ]) {
      const other = insertBooking(from, until, until);
      expect(() => repository.occupyForBooking(other, Date.parse(from), Date.parse(until))).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }));
      expect(server.db.prepare('SELECT COUNT(*) FROM booking_cells WHERE booking_id = ?').pluck().get(other)).toBe(0);
    }
    // Right after the buffer is free.
    const next = insertBooking('2030-01-07T16:15:00.000Z', '2030-01-07T16:45:00.000Z', '2030-01-07T16:45:00.000Z');
    expect(() => repository.occupyForBooking(next, Date.parse('2030-01-07T16:15:00.000Z'), Date.parse('2030-01-07T16:45:00.000Z'))).not.toThrow();
    // Plain SQL is refused the same way.
    expect(() => server.db.prepare('INSERT INTO booking_cells (cell, booking_id) VALUES (?, ?)').run(Date.parse('2030-01-07T15:20:00.000Z') / 300_000, next)).toThrow(/UNIQUE|PRIMARY KEY/);
  });
});
