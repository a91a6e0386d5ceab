// The booking pages' forms without script (docs/product/rules.md#forms-without-script), on the real
// app and its server-rendered pages: a booking posted as a browser posts it is stored as the JSON
// call stores it (with what the page carried) and answered 303 to its own page; a refusal is the
// page again with each error beside its field and everything typed, nothing stored; a time taken
// meanwhile comes back struck through with the next open times, each a button that books it with
// what was typed; the manage page moves and cancels with the same doors.
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../../shared/contract/honeypot.ts';
import { BOOKING_MESSAGES } from '../../../shared/contract/booking.ts';
import { PLAIN_FORM_FIELD } from '../../../shared/form-outcome.ts';
import { control, formOf, postForm, textOf } from '../support/plain-form-page.ts';
import { useSiteBuild } from '../support/site-build.ts';
import { fakeSiteDir, startTestServer, type TestServer } from '../support/test-server.ts';
import { SEEDED_TYPE } from './booking-data.ts';

const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

const BOOK_PAGE = '/jacobs/book';
const count = (server: TestServer, table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** The open times of the next four weeks, as the page reads them. */
async function openTimes(server: TestServer): Promise<string[]> {
  return ((await server.client().get('/api/booking/slots?days=28')).body.slots as { start: string }[]).map((slot) => slot.start);
}

const booking = (start: string, fields: Record<string, string> = {}) => ({
  [PLAIN_FORM_FIELD]: 'booking',
  type: SEEDED_TYPE,
  start,
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(312) 555-0100',
  neighborhood: 'Lincoln Park',
  notes: 'A 9x12 for the living room.',
  productId: '',
  utmSource: '',
  utmMedium: '',
  fit: '',
  fromPage: '',
  [HONEYPOT_FIELD]: '',
  ...fields,
});

/** The form's address on the page of a chosen time, as the page writes it. */
const timePage = (start: string, query = '') => `${BOOK_PAGE}?start=${encodeURIComponent(start)}${query}`;

describe('booking without script', () => {
  it('is stored as the JSON call stores it, with what the page carried, and answered 303 to its own page, which confirms it', async () => {
    const server = await startTestServer({ siteDir });
    const [start] = await openTimes(server);
    const fit = 'blend_c8b8a0.38-1f2a44.20_1.2';
    const sent = await postForm(server, booking(start, { utmSource: 'mail', utmMedium: 'spring', fit }), { action: timePage(start, `&utm_source=mail&fit=${fit}`), from: timePage(start) });
    expect(sent.status, sent.text).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(/^\/jacobs\/book\/manage\/[^/?]+\?sent=booking$/);
    expect(server.db.prepare('SELECT name, email, neighborhood, status FROM bookings').all()).toEqual([{ name: 'Ann Lee', email: 'ann@example.com', neighborhood: 'Lincoln Park', status: 'confirmed' }]);
    expect(new Date(server.db.prepare('SELECT starts_at FROM bookings').pluck().get() as string).toISOString()).toBe(start);
    // Its lead in the inbox keeps the campaign tags and what Rug Fit found.
    const lead = server.db.prepare('SELECT utm_source, utm_medium, rug_fit FROM contact_messages').get() as { utm_source: string; utm_medium: string; rug_fit: string };
    expect(lead).toMatchObject({ utm_source: 'mail', utm_medium: 'spring' });
    expect(JSON.parse(lead.rug_fit)).toMatchObject({ mode: 'blend', palette: [{ color: '#c8b8a0', share: 0.38 }, { color: '#1f2a44', share: 0.2 }] });

    const confirmed = await server.client().get(location);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    expect(textOf(confirmed.text)).toContain('You’re booked');
  });

  it('refused: the page again (400) with each error beside its field, everything typed kept, never cached, nothing stored', async () => {
    const server = await startTestServer({ siteDir });
    const [start] = await openTimes(server);
    const refused = await postForm(server, booking(start, { name: '', email: 'ann@example', notes: 'Line one\nLine "two" & more' }), { action: timePage(start), from: timePage(start) });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(count(server, 'bookings')).toBe(0);
    expect(count(server, 'contact_messages')).toBe(0);

    const form = formOf(refused.text, 'booking-form');
    expect(control(form, 'email')).toEqual({ value: 'ann@example', error: 'Must be an email address', invalid: true });
    expect(control(form, 'name')).toMatchObject({ value: '', invalid: true });
    expect(control(form, 'name').error).toMatch(/\w/);
    expect(control(form, 'phone')).toEqual({ value: '(312) 555-0100', error: undefined, invalid: false });
    expect(control(form, 'notes').value).toBe('Line one\nLine "two" & more');
    expect(control(form, 'start').value).toBe(start);
  });

  it('a time taken meanwhile comes back with the next open times, each a button that books it with what was typed', async () => {
    const server = await startTestServer({ siteDir });
    const [start, next] = await openTimes(server);
    expect((await server.client().post('/api/bookings', { type: SEEDED_TYPE, start, name: 'Ben Ortiz', email: 'ben@example.com', phone: '(312) 555-0101' })).status).toBe(201);

    const taken = await postForm(server, booking(start), { action: timePage(start), from: timePage(start) });
    expect(taken.status).toBe(409);
    expect(count(server, 'bookings')).toBe(1);
    expect(textOf(taken.text)).toContain(BOOKING_MESSAGES.start.taken);
    const form = formOf(taken.text, 'booking-form');
    expect(control(form, 'name').value).toBe('Ann Lee');
    // No time of its own any more: the buttons carry one each, the first the next open time.
    const buttons = [...form.matchAll(/<button [^>]*>/g)].flatMap(([tag]) => (/ name="start"/.test(tag) ? [/ value="([^"]+)"/.exec(tag)![1]] : []));
    expect(buttons[0]).toBe(next);

    const rebooked = await postForm(server, { ...booking(next) }, { action: timePage(start), from: timePage(start) });
    expect(rebooked.status).toBe(303);
    expect(server.db.prepare("SELECT starts_at FROM bookings WHERE email = 'ann@example.com'").pluck().all().map((value) => new Date(value as string).toISOString())).toEqual([next]);
  });

  it('the manage page moves the booking and cancels it with plain forms; then its link says it no longer works', async () => {
    const server = await startTestServer({ siteDir });
    const [start, , later] = await openTimes(server);
    const booked = await server.client().post('/api/bookings', { type: SEEDED_TYPE, start, name: 'Ann Lee', email: 'ann@example.com', phone: '(312) 555-0100' });
    const manage = new URL(booked.body.manageUrl as string).pathname;

    const moved = await postForm(server, { [PLAIN_FORM_FIELD]: 'moveBooking', start: later }, { action: `${manage}?type=${SEEDED_TYPE}&start=${encodeURIComponent(later)}`, from: `${manage}?type=${SEEDED_TYPE}` });
    expect(moved.status, moved.text).toBe(303);
    expect(moved.headers.get('location')).toBe(`${manage}?sent=moveBooking`);
    expect(new Date(server.db.prepare('SELECT starts_at FROM bookings').pluck().get() as string).toISOString()).toBe(later);

    const cancelled = await postForm(server, { [PLAIN_FORM_FIELD]: 'cancelBooking', reason: 'Plans changed.' }, { action: manage, from: manage });
    expect(cancelled.status).toBe(303);
    expect(server.db.prepare('SELECT status FROM bookings').pluck().get()).toBe('cancelled');
    const gone = await server.client().get(cancelled.headers.get('location')!);
    expect(textOf(gone.text)).toContain('Your consultation is cancelled');
    expect((await server.client().get(manage)).status).toBe(410);
  });
});
