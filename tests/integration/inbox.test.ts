import { describe, expect, it } from 'vitest';
import { messagesPage, subscribersPage } from '../../shared/contract/inbox.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { perTest: true });

const contact = { name: 'Ann Lee', email: 'ann@example.com', phone: '312-555-0100', service: 'staging', message: 'Please call me.' };

describe('contact messages', () => {
  it('stores a message and answers ok; the admin lists newest first', async () => {
    expect((await server.client().post('/api/contact', contact)).body).toEqual({ ok: true });
    const second = await server.client().post('/api/contact', { name: 'Bo', email: 'bo@example.com', phone: '', service: '', message: 'Hi' });
    expect(second.status).toBe(200);
    const list = await admin.get('/api/admin/messages');
    const messages = messagesPage.parse(list.body).items;
    expect(messages.map((message) => message.name)).toEqual(['Bo', 'Ann Lee']);
    expect(messages[0]).toMatchObject({ phone: null, service: null, handled: false });
    expect(messages[1]).toMatchObject({ email: 'ann@example.com', service: 'staging' });
  });

  it('marks handled, deletes, and 404s unknown ids', async () => {
    await server.client().post('/api/contact', contact);
    const [message] = (await admin.get('/api/admin/messages')).body.items;
    const marked = await admin.patch(`/api/admin/messages/${message.id}`, { handled: true });
    expect(marked.body).toMatchObject({ id: message.id, handled: true });
    expect((await admin.patch(`/api/admin/messages/${message.id}`, { handled: 'yes' })).body.fields).toHaveProperty(['handled']);
    expect((await admin.patch('/api/admin/messages/9999', { handled: true })).status).toBe(404);
    expect((await admin.delete(`/api/admin/messages/${message.id}`)).body).toEqual({ ok: true });
    expect((await admin.delete(`/api/admin/messages/${message.id}`)).status).toBe(404);
    expect((await admin.get('/api/admin/messages')).body).toMatchObject({ items: [], total: 0, unhandled: 0 });
  });

  it('exports CSV with a header row, quoting, and formula injection neutralised', async () => {
    await server.client().post('/api/contact', { ...contact, name: '=HYPERLINK("http://evil.example","click")', message: 'Line one, "quoted"\nline two' });
    await server.client().post('/api/contact', { ...contact, name: '+1 Plus', message: '-minus' });
    await server.client().post('/api/contact', { ...contact, name: '@at', message: 'plain' });
    const response = await admin.get('/api/admin/messages.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?messages.csv"?$/);
    const lines = response.text.split('\r\n');
    // The columns after Handled (where the message came from) are tests/integration/inquiry-context.test.ts's.
    expect(lines[0]).toMatch(/^"Received \(Chicago time\)","Name","Email","Phone","Service","Message","Handled",/);
    expect(response.text).toContain(`,"'@at","ann@example.com","312-555-0100","Home Staging","plain","no",`);
    expect(response.text).toContain(`,"'+1 Plus","ann@example.com","312-555-0100","Home Staging","'-minus","no",`);
    expect(response.text).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")","ann@example.com","312-555-0100","Home Staging","Line one, ""quoted""\nline two","no",`);
    expect(response.text).not.toMatch(/(^|,)"?[=+\-@]/m);
  });

  it('requires a session for the export', async () => {
    expect((await server.client().get('/api/admin/messages.csv')).status).toBe(401);
  });
});

describe('newsletter', () => {
  it('stores one row per email, case-insensitively, and subscribing twice succeeds', async () => {
    for (const email of ['Reader@Example.com', 'reader@example.com', ' READER@EXAMPLE.COM ']) {
      const response = await server.client().post('/api/newsletter', { email });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
    }
    await server.client().post('/api/newsletter', { email: 'other@example.com' });
    const list = subscribersPage.parse((await admin.get('/api/admin/subscribers')).body).items;
    expect(list.map((entry) => entry.email).sort()).toEqual(['Reader@Example.com', 'other@example.com']);
  });

  it('deletes a subscriber, 404s unknown ids, and exports CSV', async () => {
    await server.client().post('/api/newsletter', { email: 'a@example.com' });
    await server.client().post('/api/newsletter', { email: 'b@example.com' });
    const csv = await admin.get('/api/admin/subscribers.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.text.split('\r\n')[0]).toBe('"Subscribed (Chicago time)","Email","Held for review","Landing page","Came from","Campaign"');
    expect(csv.text).toContain(',"a@example.com","no","","",""\r\n');
    const [first] = (await admin.get('/api/admin/subscribers')).body.items;
    expect((await admin.delete(`/api/admin/subscribers/${first.id}`)).body).toEqual({ ok: true });
    expect((await admin.delete(`/api/admin/subscribers/${first.id}`)).status).toBe(404);
    expect((await admin.get('/api/admin/subscribers')).body.items).toHaveLength(1);
  });

  it('replays a retried signup with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'contact-retry-1' };
    await server.client().post('/api/contact', contact, { headers });
    const retry = await server.client().post('/api/contact', contact, { headers });
    expect(retry.body).toEqual({ ok: true });
    expect((await admin.get('/api/admin/messages')).body.items).toHaveLength(1);
  });
});
