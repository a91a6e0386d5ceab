// A time is taken once, with real concurrency: the real server process (`node server/index.ts`)
// gets ten bookings of one time at once (exactly one 201; nine 409 naming start, each with the
// next open times), and bookings of different lengths that overlap, at once; then its database is
// read as it is on disk.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../server/db/connection.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-booking-race-');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  data.remove();
});

const ALL_DAY = '00:00-24:00';

describe('ten visitors, one time', () => {
  it('gives it to exactly one; the others are told it was taken, with the next open times', { timeout: 120_000 }, async () => {
    server = await startServerProcess(data.dir, { BOOKINGS_PER_EMAIL: '1000', BOOKINGS_PER_CLIENT: '1000', BOOKINGS_PER_HOUR: '1000' });
    const admin = await server.admin();
    const week = { monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY };
    expect((await admin.put('/api/admin/booking-availability', { ...week, bufferMinutes: 0, minimumNoticeHours: 1, horizonWeeks: 8 })).status).toBe(200);
    const hour = await admin.post('/api/admin/consultation-types', { name: 'Hour walkthrough', durationMinutes: 60 });
    expect(hour.status).toBe(201);

    const slots = (await server.client().get('/api/booking/slots?days=3')).body.slots as { start: string }[];
    const target = slots[10].start;
    const body = (n: number, extra: Record<string, unknown> = {}) => ({ type: 'ai-rug-fit-consultation', start: target, name: `Racer ${n}`, email: `racer${n}@example.com`, phone: '312-555-0100', ...extra });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => server!.client().post('/api/bookings', body(n))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.fields).toEqual({ start: 'That time was just taken: pick another open time' });
      expect(answer.body.current.slots.length).toBeGreaterThan(0);
      expect(answer.body.current.slots.map((slot: { start: string }) => slot.start)).not.toContain(target);
    }

    // Overlaps of different lengths at once: an hour from the next free start, and half hours inside it.
    const free = (await server.client().get('/api/booking/slots?days=3')).body.slots as { start: string }[];
    // A start with open half hours after it to its hour's end and beyond (the hours end at midnight, and the run starts at any time of day).
    const open = new Set(free.map((slot) => slot.start));
    const later = (start: string, minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();
    const hourStart = free.slice(20).find((slot) => open.has(later(slot.start, 30)) && open.has(later(slot.start, 60)))!.start;
    const halfPast = new Date(Date.parse(hourStart) + 30 * 60_000).toISOString();
    const mixed = await Promise.all([
      server.client().post('/api/bookings', body(20, { type: hour.body.slug, start: hourStart })),
      server.client().post('/api/bookings', body(21, { start: halfPast })),
      server.client().post('/api/bookings', body(22, { start: halfPast })),
      server.client().post('/api/bookings', body(23, { type: hour.body.slug, start: halfPast })),
    ]);
    const won = mixed.filter((answer) => answer.status === 201);
    expect(mixed.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    await server.kill();
    server = undefined;

    // On disk: no two bookings share a five-minute mark, and every 201 is there.
    const db = new Database(join(data.dir, DATABASE_FILE), { readonly: true });
    const rows = db.prepare("SELECT id, starts_at AS start, ends_at AS end FROM bookings WHERE status = 'confirmed' ORDER BY starts_at").all() as { id: number; start: string; end: string }[];
    db.close();
    for (let index = 1; index < rows.length; index += 1) expect(rows[index].start >= rows[index - 1].end, `${rows[index - 1].start} and ${rows[index].start}`).toBe(true);
    for (const answer of [...answers, ...mixed].filter((one) => one.status === 201)) expect(rows.map((row) => row.id)).toContain(answer.body.id);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(2);
  });
});
