// Inquiry context: a contact message stores which product it is about (its id
// and its name as it was), the campaign tags of the contact link and the site page the visitor
// came from; the inbox answers them, the CSV export holds them, and bad values are refused.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messagesPage, type ContactMessage } from '../../shared/contract/inbox.ts';
import { rawRequest } from './hardening/support/raw-request.ts';
import { validProduct } from '../support/record-data.ts';
import type { HttpClient } from './support/http-client.ts';
import { fakeSiteDir, startTestServer, useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { perTest: true });

const contact = { name: 'Ann Lee', email: 'ann@example.com', message: 'Is this rug still available?' };

async function messages(): Promise<ContactMessage[]> {
  return messagesPage.parse((await admin.get('/api/admin/messages')).body).items;
}

async function newProduct(name: string): Promise<number> {
  const created = await admin.post('/api/admin/products', { ...validProduct(), name, slug: '' });
  expect(created.status, created.text).toBe(201);
  return created.body.id as number;
}

describe('what a contact message stores', () => {
  it('the product it is about, with its name as it was, through a rename and a delete', async () => {
    const id = await newProduct('Heritage Kilim 4x6');
    const sent = await server.client().post('/api/contact', { ...contact, productId: id });
    expect(sent.body).toEqual({ ok: true });
    expect((await messages())[0]).toMatchObject({ productId: id, productName: 'Heritage Kilim 4x6', productExists: true });

    const product = (await admin.get(`/api/admin/products/${id}`)).body;
    expect((await admin.put(`/api/admin/products/${id}`, { ...product, name: 'Renamed Kilim' })).status).toBe(200);
    expect((await messages())[0]).toMatchObject({ productId: id, productName: 'Heritage Kilim 4x6', productExists: true });

    expect((await admin.delete(`/api/admin/products/${id}`)).status).toBe(200);
    expect((await messages())[0]).toMatchObject({ productId: id, productName: 'Heritage Kilim 4x6', productExists: false });
  });

  it('keeps a message about a product that is gone: the id, no name', async () => {
    expect((await server.client().post('/api/contact', { ...contact, productId: 987654 })).status).toBe(200);
    expect((await messages())[0]).toMatchObject({ productId: 987654, productName: null, productExists: false });
  });

  it('the campaign tags and the page the visitor came from', async () => {
    const sent = await server.client().post('/api/contact', {
      ...contact,
      utmSource: ' services ',
      utmMedium: 'rug-intelligence',
      fromPage: '/jacobs/services/rug-intelligence',
    });
    expect(sent.status).toBe(200);
    expect((await messages())[0]).toMatchObject({ productId: null, productName: null, utmSource: 'services', utmMedium: 'rug-intelligence', fromPage: '/jacobs/services/rug-intelligence' });
  });

  it('nothing of it when the form sends none (the spec’s five fields), or sends them empty', async () => {
    await server.client().post('/api/contact', contact);
    await server.client().post('/api/contact', { ...contact, productId: null, utmSource: '', utmMedium: null, fromPage: '' });
    for (const message of await messages()) {
      expect(message).toMatchObject({ productId: null, productName: null, productExists: false, utmSource: null, utmMedium: null, fromPage: null });
    }
  });

  it('a bot’s submission (honeypot filled) with all of it is still stored nowhere', async () => {
    const sent = await server.client().post('/api/contact', { ...contact, website: 'http://spam.example', productId: 1, utmSource: 'services', fromPage: '/jacobs' });
    expect(sent.body).toEqual({ ok: true });
    expect(await messages()).toEqual([]);
  });
});

describe('bad values: 400 naming the field, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a product id as text', { productId: '12' }, 'productId'],
    ['a product id of 0', { productId: 0 }, 'productId'],
    ['a fractional product id', { productId: 1.5 }, 'productId'],
    ['a product id past 15 digits', { productId: 10 ** 16 }, 'productId'],
    ['a source of 101 characters', { utmSource: 'x'.repeat(101) }, 'utmSource'],
    ['a source with a line break', { utmSource: 'mail\nBcc: x@example.com' }, 'utmSource'],
    ['a medium that is not text', { utmMedium: ['cpc'] }, 'utmMedium'],
    ['a medium with a control character', { utmMedium: 'cpc\u0000' }, 'utmMedium'],
    ['a full address of another site, with its query', { fromPage: 'https://search.example/results?q=rugs&email=ann@example.com' }, 'fromPage'],
    ['a path with a query', { fromPage: '/jacobs/shop?collection=heritage' }, 'fromPage'],
    ['a path with a fragment', { fromPage: '/jacobs/about#team' }, 'fromPage'],
    ['a protocol-relative address', { fromPage: '//evil.example/jacobs' }, 'fromPage'],
    ['a relative path', { fromPage: 'jacobs/shop' }, 'fromPage'],
    ['a path of 201 characters', { fromPage: `/${'a'.repeat(200)}` }, 'fromPage'],
  ];
  it.each(cases)('%s', async (_rule, change, field) => {
    const response = await server.client().post('/api/contact', { ...contact, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Invalid request');
    expect(Object.keys(response.body.fields)).toEqual([field]);
    expect(server.db.prepare('SELECT COUNT(*) FROM contact_messages').pluck().get()).toBe(0);
  });

  it('the longest values allowed are stored', async () => {
    const fromPage = `/${'a'.repeat(199)}`;
    const sent = await server.client().post('/api/contact', { ...contact, utmSource: 's'.repeat(100), utmMedium: 'Spring Sale 2026 – Café', fromPage });
    expect(sent.status).toBe(200);
    expect((await messages())[0]).toMatchObject({ utmSource: 's'.repeat(100), utmMedium: 'Spring Sale 2026 – Café', fromPage });
  });
});

describe('the messages CSV', () => {
  it('has a column each for the product id, its name, the source, the medium and the page', async () => {
    const id = await newProduct('=Formula Rug');
    await server.client().post('/api/contact', { ...contact, name: 'With Context', productId: id, utmSource: 'service-areas', utmMedium: 'lincoln-park', fromPage: '/jacobs/service-areas/lincoln-park' });
    await server.client().post('/api/contact', { ...contact, name: 'Without' });
    const csv = (await admin.get('/api/admin/messages.csv')).text.split('\r\n');
    expect(csv[0]).toBe('"Received (Chicago time)","Name","Email","Phone","Service","Message","Handled","Product ID","Product name","UTM source","UTM medium","From page","Held for review","Rug Fit mode","Room palette","Rugs shown","Room photo","Landing page","Came from","Campaign"');
    expect(csv.find((line) => line.includes('With Context'))).toMatch(new RegExp(`,"no","${id}","'=Formula Rug","service-areas","lincoln-park","/jacobs/service-areas/lincoln-park","no","","","","","","",""$`));
    expect(csv.find((line) => line.includes('Without'))).toMatch(/,"no","","","","","","no","","","","","","",""$/);
  });
});

// The server renderer is a stand-in that says which address it rendered and how many renders ran,
// so each cache entry is seen; the server in front of it is the real one.
const COUNTING_RENDERER = `
let renders = 0;
export async function render({ pathname, query }) {
  renders += 1;
  const url = query ? pathname + '?' + query : pathname;
  return { html: '<main data-renders="' + renders + '" data-url="' + url.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';') + '">page</main>', styles: '', islands: [] };
}
`;
const ssrDirs: string[] = [];
afterAll(() => ssrDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the public cache of the contact page', () => {
  it('keeps one entry per product, shared by every address that names that product', async () => {
    const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' });
    mkdirSync(`${siteDir}-ssr`);
    ssrDirs.push(`${siteDir}-ssr`);
    writeFileSync(`${siteDir}-ssr/entry-server.js`, COUNTING_RENDERER);
    const cached = await startTestServer({ siteDir });
    const rendered = async (path: string) => {
      const html = (await rawRequest(cached.baseUrl, 'GET', path)).text;
      return { url: (/data-url="([^"]*)"/.exec(html)?.[1] ?? '').replace(/&#38;/g, '&'), renders: Number(/data-renders="(\d+)"/.exec(html)?.[1]) };
    };
    const one = await rendered('/jacobs/contact?product=1');
    const two = await rendered('/jacobs/contact?product=2');
    expect(one.url).toBe('/jacobs/contact?product=1');
    expect(two.url).toBe('/jacobs/contact?product=2');
    expect(two.renders).toBe(one.renders + 1);
    // The same product with a campaign tag (and a product id spelled otherwise) is the first entry.
    expect(await rendered('/jacobs/contact?product=1&utm_campaign=x')).toEqual(one);
    expect(await rendered('/jacobs/contact?utm_source=services&product=01')).toEqual(one);
    // A prefill and a product together are their own page; a product id that is none reads nothing.
    expect((await rendered('/jacobs/contact?type=brief&product=2&utm_medium=x')).url).toBe('/jacobs/contact?type=brief&product=2');
    expect((await rendered('/jacobs/contact?product=abc')).url).toBe('/jacobs/contact');
  });
});
