// The dashboard's figures on a seeded database with messages and sign-ups at
// known instants, around the edges of Chicago's weeks: new messages, this week against last week,
// and leads per week by source for twelve weeks.
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardFigures, type DashboardFigures } from '../../shared/contract/dashboard.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

// Wednesday 25 November 2026, noon in Chicago: this week began Monday 23 November at 06:00 UTC.
const NOW = new Date('2026-11-25T18:00:00Z');

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { now: () => NOW });

const contact = { name: 'Ann Lee', email: 'ann@example.com', message: 'Do you have runners in stock?' };

/** Sends a message through the public form, then dates it (the server dates it now). */
async function messageAt(createdAt: string, context: Record<string, unknown> = {}): Promise<number> {
  expect((await server.client().post('/api/contact', { ...contact, ...context })).status).toBe(200);
  const id = server.db.prepare('SELECT max(id) FROM contact_messages').pluck().get() as number;
  server.db.prepare('UPDATE contact_messages SET created_at = ? WHERE id = ?').run(createdAt, id);
  return id;
}

async function subscriberAt(createdAt: string, email: string): Promise<void> {
  expect((await server.client().post('/api/newsletter', { email })).status).toBe(200);
  server.db.prepare('UPDATE newsletter_subscribers SET created_at = ? WHERE email = ?').run(createdAt, email);
}

let figures: DashboardFigures;

beforeAll(async () => {
  const [product] = (await server.client().get('/api/products')).body as { id: number }[];
  // This week.
  await messageAt('2026-11-23T06:00:00.000Z', { productId: product.id }); // Monday 00:00 in Chicago
  await messageAt('2026-11-24T15:00:00.000Z', { utmSource: 'services', utmMedium: 'antique-sourcing' });
  // Sent from Rug Fit, reached from a service page: a Rug Fit lead.
  await messageAt('2026-11-24T16:00:00.000Z', { fromPage: '/jacobs/services/rug-intelligence', rugFit: { palette: [{ color: '#1f2a44', share: 1 }], productIds: [product.id], mode: 'blend' } });
  const handled = await messageAt('2026-11-25T17:00:00.000Z');
  expect((await admin.patch(`/api/admin/messages/${handled}`, { handled: true })).status).toBe(200);
  await subscriberAt('2026-11-24T12:00:00.000Z', 'this-week@example.com');
  // Last week.
  await messageAt('2026-11-23T05:59:59.000Z', { fromPage: '/jacobs/services/antique-sourcing' }); // Sunday 23:59:59 in Chicago
  await messageAt('2026-11-17T12:00:00.000Z', { fromPage: '/jacobs/shop' });
  await subscriberAt('2026-11-20T12:00:00.000Z', 'last-week@example.com');
  // The chart's first week (Monday 7 September, summer time: 05:00 UTC) and the day before it.
  await messageAt('2026-09-07T05:00:00.000Z', { utmSource: 'service-areas', utmMedium: 'naperville' });
  await messageAt('2026-09-07T04:59:59.000Z', { productId: product.id });
  await subscriberAt('2026-10-05T15:00:00.000Z', 'october@example.com');

  const answer = await admin.get('/api/admin/dashboard');
  expect(answer.status).toBe(200);
  figures = dashboardFigures.parse(answer.body);
});

describe('GET /api/admin/dashboard', () => {
  it('counts the messages not handled yet, whatever their date', () => {
    expect(figures.newMessages).toBe(7);
  });

  it('compares this week with last week, weeks running Monday to Sunday in Chicago', () => {
    expect(figures.timeZone).toBe('America/Chicago');
    expect(figures.messages).toEqual({ thisWeek: 4, lastWeek: 2 });
    expect(figures.subscribers).toEqual({ thisWeek: 1, lastWeek: 1 });
  });

  it('charts twelve weeks of leads by source, oldest first', () => {
    expect(figures.weeks.map((week) => week.weekStart)).toEqual([
      '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12',
      '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23',
    ]);
    const zero = { direct: 0, servicePage: 0, product: 0, rugFit: 0, booking: 0, newsletter: 0 };
    expect(figures.weeks[11]).toEqual({ weekStart: '2026-11-23', direct: 1, servicePage: 1, product: 1, rugFit: 1, booking: 0, newsletter: 1 });
    expect(figures.weeks[10]).toEqual({ weekStart: '2026-11-16', direct: 1, servicePage: 1, product: 0, rugFit: 0, booking: 0, newsletter: 1 });
    expect(figures.weeks[4]).toEqual({ weekStart: '2026-10-05', ...zero, newsletter: 1 });
    // A service-area page's contact link is a direct lead; the product message a second earlier is outside the chart.
    expect(figures.weeks[0]).toEqual({ weekStart: '2026-09-07', ...zero, direct: 1 });
    for (const index of [1, 2, 3, 5, 6, 7, 8, 9]) expect(figures.weeks[index]).toEqual({ weekStart: figures.weeks[index].weekStart, ...zero });
  });

  it('needs a session', async () => {
    const answer = await server.client().get('/api/admin/dashboard');
    expect(answer.status).toBe(401);
  });
});
