// Control characters: `\u0001` in a post title made /jacobs/blog/rss.xml not
// well-formed XML; NUL and U+202E (right-to-left override) were stored in a contact's name and
// reached the lead email's subject. The contract refuses C0 controls (tab and line breaks only in
// long text) and direction overrides in single-line fields, with a 400 naming the field; the
// feeds never write a character XML forbids, even for text stored before the rule.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { validBlogPost } from '../../support/record-data.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  siteDir: () => fakeSiteDir({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' }),
});

/** Characters outside XML 1.0's Char production (and unpaired surrogates): one makes a document not well-formed. */
// oxlint-disable-next-line no-control-regex -- the control characters XML forbids are what this finds
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const count = (table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const contact = { name: 'Ann Lee', email: 'ann@example.com', message: 'Please call me.' };

describe('a post title with a control character', () => {
  it('is refused with 400 naming the title, and the feed stays well-formed', async () => {
    const refused = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Rugs \u0001 and more' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ title: 'Must not contain control characters' });
    const feed = (await server.client().get('/jacobs/blog/rss.xml')).text;
    expect(feed).not.toMatch(XML_FORBIDDEN);
  });

  it('stored before the rule, never reaches the feed or the sitemap as a character XML forbids', async () => {
    const created = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Stored Earlier', published: true, publishedAt: null });
    expect(created.status).toBe(201);
    server.db.prepare('UPDATE blog_posts SET title = ?, author = ?, excerpt = ?, category = ?, slug = ? WHERE id = ?').run('Old\u0001 title\u000B', 'A\u0000uthor', 'Ex\uFFFEcerpt \uD800', 'Ca\u001Ft', 'stored-earlier', created.body.id);
    // The quiet update left the cache alone: an admin write empties it, as after any save.
    await admin.put('/api/admin/settings', (await admin.get('/api/admin/settings')).body);
    const feed = (await server.client().get('/jacobs/blog/rss.xml')).text;
    expect(feed).toContain('<title>Old title</title>');
    expect(feed).not.toMatch(XML_FORBIDDEN);
    expect((await server.client().get('/sitemap.xml')).text).not.toMatch(XML_FORBIDDEN);
  });
});

describe('the contact form', () => {
  it.each([
    ['NUL', 'Ann\u0000Lee', 'Must not contain control characters'],
    ['a right-to-left override', 'Ann \u202Egnp.exe', 'Must not contain text direction overrides'],
    ['a line break', 'Ann\nEmail: ceo@bank.example', 'Must be one line'],
  ])('refuses %s in the name with 400 naming it, storing nothing', async (_label, name, message) => {
    const before = count('contact_messages');
    const refused = await server.client().post('/api/contact', { ...contact, name });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ name: message });
    expect(count('contact_messages')).toBe(before);
  });

  it('keeps tabs, line breaks and other scripts in the message, and refuses a control character there too', async () => {
    const message = 'First line\n\tIndented line\r\nשלום \u202Bembedded\u202C';
    expect((await server.client().post('/api/contact', { ...contact, message })).status).toBe(200);
    const stored = server.db.prepare('SELECT message FROM contact_messages ORDER BY id DESC LIMIT 1').pluck().get();
    expect(stored).toBe(message);
    const refused = await server.client().post('/api/contact', { ...contact, message: 'Bell \u0007 here' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ message: 'Must not contain control characters' });
  });
});
