// What the inbox exports hold: times in the owner's time zone (Chicago, daylight
// saving included) and the contact form's services by the spec's names. How cells are written
// (quoting, formulas) is inbox.test.ts's.
import { describe, expect, it } from 'vitest';
import { SERVICE_INTERESTS } from '../../shared/contract/service-interests.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { perTest: true });

/** The CSV's rows as cells (every cell is quoted; these values hold no comma, quote or line break). */
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1')));

describe('the messages export', () => {
  it("gives each message's time in Chicago, in summer and in winter, and its service by name", async () => {
    const sent = [...SERVICE_INTERESTS.map((option) => option.id), ''];
    for (const [index, service] of sent.entries()) {
      await server.client().post('/api/contact', { name: `Visitor ${index}`, email: 'visitor@example.com', service, message: 'Hello' });
    }
    const setTime = server.db.prepare('UPDATE contact_messages SET created_at = ? WHERE name = ?');
    setTime.run('2026-07-04T17:05:09.000Z', 'Visitor 0'); // CDT, UTC-5
    setTime.run('2026-01-15T03:30:00.000Z', 'Visitor 1'); // CST, UTC-6: still the 14th in Chicago
    setTime.run('2026-03-08T08:00:00.000Z', 'Visitor 2'); // the morning daylight saving starts: 3:00 CDT

    const [header, ...rows] = rowsOf((await admin.get('/api/admin/messages.csv')).text);
    expect(header.slice(0, 5)).toEqual(['Received (Chicago time)', 'Name', 'Email', 'Phone', 'Service']);
    const byName = Object.fromEntries(rows.map((row) => [row[1], row]));
    expect(byName['Visitor 0'][0]).toBe('2026-07-04 12:05:09');
    expect(byName['Visitor 1'][0]).toBe('2026-01-14 21:30:00');
    expect(byName['Visitor 2'][0]).toBe('2026-03-08 03:00:00');
    expect(sent.map((_, index) => byName[`Visitor ${index}`][4])).toEqual(['Home Staging', 'Permanent Residence Advisory', 'AI-Powered Matching', 'Pet-Safe Certification', 'Other', '']);
  });
});

describe('the subscribers export', () => {
  it("gives each sign-up's time in Chicago", async () => {
    await server.client().post('/api/newsletter', { email: 'winter@example.com' });
    server.db.prepare('UPDATE newsletter_subscribers SET created_at = ? WHERE email = ?').run('2026-11-02T05:59:59.000Z', 'winter@example.com');
    const [header, row] = rowsOf((await admin.get('/api/admin/subscribers.csv')).text);
    expect(header).toEqual(['Subscribed (Chicago time)', 'Email', 'Held for review', 'Landing page', 'Came from', 'Campaign']);
    expect(row).toEqual(['2026-11-01 23:59:59', 'winter@example.com', 'no', '', '', '']);
  });
});
