// Picture addresses skipped the text rule: a section picture, a team photo and a product's gallery
// took `\u0000`, `\u0001`, `\u0007` and U+202E (the gallery's first then became the product's
// imageUrl, around the check that refuses them there), and a raw U+0001 reached the HTML of the
// product's page; sections took `https:\\evil.example\x.png` and plain http://. Through the real
// app: each is refused with 400 naming the field, nothing is stored, and no page carries a control
// character. Every field's rule is walked in shared/contract/web-address.test.ts; here the writes.
import { describe, expect, it } from 'vitest';
import { validProduct, validSettings, validTestimonial } from '../../support/record-data.ts';
import type { HttpClient } from '../support/http-client.ts';
import { useSiteBuild } from '../support/site-build.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
// The pages as the server renders them (a shell of our own, the real renderer).
const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });
useTestServer((started) => ({ server, admin } = started), { siteDir: () => siteDir });

// oxlint-disable-next-line no-control-regex -- control characters are what the test looks for
const CONTROL_OR_OVERRIDE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const CONTROL = 'Must not contain control characters';
const count = (table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('a product gallery', () => {
  it.each([
    ['a NUL', 'https://cdn.example.com/rug\u0000.jpg', CONTROL],
    ['a U+0001', 'https://cdn.example.com/rug\u0001.jpg', CONTROL],
    ['a bell', '/media/0123456789abcdef/original\u0007.jpg', CONTROL],
    ['a direction override', 'https://cdn.example.com/\u202Egpj.exe', 'Must not contain text direction overrides'],
    ['backslashes', 'https:\\\\evil.example\\x.png', 'Must not contain a backslash (\\)'],
    ['plain http', 'http://cdn.example.com/rug.jpg', 'Must start with https:// (or be a path on this site, /…)'],
  ])('refuses %s in its first picture (which would be the imageUrl), naming the item; nothing stored', async (_what, url, message) => {
    const before = count('products');
    const refused = await admin.post('/api/admin/products', validProduct({ name: 'Gallery Attack', imageUrl: null, gallery: [{ url, alt: 'Front' }] }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'gallery.0.url': message });
    const later = await admin.post('/api/admin/products', validProduct({ name: 'Gallery Attack', imageUrl: null, gallery: [{ url: 'https://cdn.example.com/ok.jpg', alt: null }, { url, alt: 'Back' }] }));
    expect(later.body.fields).toEqual({ 'gallery.1.url': message });
    expect(count('products')).toBe(before);
  });
});

describe("a page's sections", () => {
  const loaded = async (slug: string) => (await admin.get(`/api/admin/pages/${slug}`)).body;
  const withSection = async (slug: string, section: Record<string, unknown>) => {
    const page = await loaded(slug);
    return { page, body: { ...page, content: { sections: [...page.content.sections, section] } } };
  };
  const team = (src: string) => ({ kind: 'team', title: 'Our team', members: [{ name: 'Ruth Jacobs', role: 'Founder', photo: { src, alt: 'Ruth at the loom' } }] });

  it.each([
    ['a team photo with a bell', team('/media/0123456789abcdef/w640.webp\u0007'), 'members.0.photo.src', CONTROL],
    ['a team photo with U+202E', team('https://cdn.example.com/\u202Egpj.exe'), 'members.0.photo.src', 'Must not contain text direction overrides'],
    ['a picture at a backslashed address', { kind: 'imageText', title: 'Rugs', body: 'Text', picture: { src: 'https:\\\\evil.example\\x.png', alt: 'A rug' } }, 'picture.src', 'Must not contain a backslash (\\)'],
    ['a picture over plain http', { kind: 'imageText', title: 'Rugs', body: 'Text', picture: { src: 'http://cdn.example.com/rug.jpg', alt: 'A rug' } }, 'picture.src', 'Must start with https:// (or be a path on this site, /…)'],
    ['a sample of the hero collage with a NUL', { kind: 'hero', title: 'Rugs', aside: 'collage', collage: [{ picture: { src: '/images/rugs/heriz.svg\u0000', alt: '' } }] }, 'collage.0.picture.src', CONTROL],
    ['a button to plain http', { kind: 'callToAction', title: 'Go', buttons: [{ label: 'Go', link: 'http://evil.example/' }] }, 'buttons.0.link', 'Must start with https:// (or be a path on this site, /…)'],
    ['a reference with a line break', { kind: 'references', title: 'Sources', references: [{ text: 'A study', url: 'https://cdn.example.com/a\nb' }] }, 'references.0.url', 'Must be one line'],
  ])('refuse %s with 400 naming the field; nothing stored', async (_what, section, field, message) => {
    const { page, body } = await withSection('about', section);
    const refused = await admin.put('/api/admin/pages/about', { ...body, version: page.version });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ [`content.sections.${page.content.sections.length}.${field}`]: message });
    expect((await loaded('about')).version).toBe(page.version);
  });
});

describe('the other addresses', () => {
  it("a testimonial's photo, a blog post's picture and the booking link take the same rule", async () => {
    const photo = await admin.post('/api/admin/testimonials', { ...validTestimonial(), imageUrl: 'https://cdn.example.com/\u0001dana.jpg', imageAlt: 'Dana' });
    expect(photo.body.fields).toEqual({ imageUrl: CONTROL });
    const post = await admin.post('/api/admin/blog', { title: 'Pads', author: 'Jacobs', excerpt: 'Why.', content: 'Text', category: 'Care', readingTime: '4 min', published: false, imageUrl: '//evil.example/pad.jpg' });
    expect(post.body.fields).toEqual({ imageUrl: 'Must be a URL' });
    const settings = (await admin.get('/api/admin/settings')).body;
    const booking = await admin.put('/api/admin/settings', { ...validSettings(), bookingUrl: 'http://calendly.example/book', version: settings.version });
    expect(booking.body.fields).toEqual({ bookingUrl: 'Must start with https:// (or be a path on this site, /…)' });
  });
});

describe('what was stored before the rule', () => {
  it('is still read and shown (a stored value is not checked again); only its next save asks for a clean address', async () => {
    const created = await admin.post('/api/admin/products', validProduct({ name: 'Older Rug', imageUrl: 'https://cdn.example.com/older.jpg' }));
    expect(created.status).toBe(201);
    const older = 'http://cdn.example.com/older.jpg';
    server.db.prepare('UPDATE products SET image_url = ?, gallery = ? WHERE id = ?').run(older, JSON.stringify([{ url: older, alt: null }]), created.body.id);
    expect((await admin.get(`/api/admin/products/${created.body.id}`)).body).toMatchObject({ imageUrl: older, gallery: [{ url: older }] });
    expect((await server.client().get(`/api/products/${created.body.id}`)).body).toMatchObject({ imageUrl: older });
    const page = await server.client().get(`/jacobs/product/${created.body.id}`);
    expect(page.status).toBe(200);
    // Its Product JSON-LD lists the picture.
    expect(page.text).toContain(older);
    const current = (await admin.get(`/api/admin/products/${created.body.id}`)).body;
    expect((await admin.put(`/api/admin/products/${created.body.id}`, current)).body.fields).toEqual({ imageUrl: 'Must start with https:// (or be a path on this site, /…)', 'gallery.0.url': 'Must start with https:// (or be a path on this site, /…)' });
  });
});

describe('the pages', () => {
  it('carry no control character or direction override in any address, after every attack above', async () => {
    const products = (await server.client().get('/api/products')).body as { id: number }[];
    for (const path of ['/jacobs/shop', '/jacobs/about', ...products.map((product) => `/jacobs/product/${product.id}`)]) {
      const page = await server.client().get(path);
      expect(page.status, path).toBe(200);
      expect(CONTROL_OR_OVERRIDE.test(page.text), path).toBe(false);
    }
    expect(CONTROL_OR_OVERRIDE.test(JSON.stringify((await server.client().get('/api/products')).body))).toBe(false);
  });
});
