// A product's gallery: an ordered list of pictures with their
// descriptions that round-trips through the admin API with the version check, reorders and loses
// pictures; the spec's imageUrl follows its first; the public answer and the Product JSON-LD carry
// every picture; an upload anywhere in a gallery is in use; migration 056 moved the single image in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { migrate } from '../../server/migrations/migrate.ts';
import type { HttpClient } from './support/http-client.ts';
import { validProduct } from '../support/record-data.ts';
import { jsonLdOfType, readHead } from './support/html-head.ts';
import { uploadImage } from './support/media-upload.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  siteDir: () => fakeSiteDir({ 'index.html': '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>' }),
});

const PRODUCTS = endpoints.admin.products.list.path;
const MEDIA = endpoints.admin.media.list.path;

async function uploaded(name: string, colour: string) {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const answer = await uploadImage(server.baseUrl, jpeg, name, { client: admin });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; url: string; srcSet: string };
}

const pictures = (...urls: string[]) => urls.map((url, index) => ({ url, alt: `Side ${index + 1}` }));

describe('the admin API', () => {
  it('round-trips three pictures, reorders them and removes one, with the version check; imageUrl follows the first', async () => {
    const [front, back, corner] = [await uploaded('front.jpg', '#7a2e1d'), await uploaded('back.jpg', '#2c3660'), '/images/rugs/vintage-oushak.svg'];
    const created = await admin.post(PRODUCTS, { ...validProduct(), name: 'Gallery Heriz', gallery: pictures(front.url, back.url, corner) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ gallery: pictures(front.url, back.url, corner), imageUrl: front.url, imageAlt: 'Side 1', version: 1 });
    expect((await admin.get(`${PRODUCTS}/${created.body.id}`)).body).toEqual(created.body);

    const reordered = [created.body.gallery[2], created.body.gallery[0], created.body.gallery[1]];
    const moved = await admin.put(`${PRODUCTS}/${created.body.id}`, { ...validProduct(), name: 'Gallery Heriz', gallery: reordered, version: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ gallery: reordered, imageUrl: corner, imageAlt: 'Side 3', version: 2 });

    const stale = await admin.put(`${PRODUCTS}/${created.body.id}`, { ...validProduct(), name: 'Gallery Heriz', gallery: [], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.gallery).toEqual(reordered);

    const removed = await admin.put(`${PRODUCTS}/${created.body.id}`, { ...validProduct(), name: 'Gallery Heriz', gallery: [reordered[0], { ...reordered[2], alt: '' }], version: 2 });
    expect(removed.body).toMatchObject({ gallery: [reordered[0], { url: back.url, alt: null }], imageUrl: corner, version: 3 });
    // The picture taken out is no longer in use; the ones left are.
    expect((await admin.delete(`${MEDIA}/${front.id}`)).status).toBe(200);
    const inUse = await admin.delete(`${MEDIA}/${back.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.current.usedBy).toEqual([{ resource: 'products', id: created.body.id, name: 'Gallery Heriz' }]);

    const emptied = await admin.put(`${PRODUCTS}/${created.body.id}`, { ...validProduct(), name: 'Gallery Heriz', gallery: [], version: 3 });
    expect(emptied.body).toMatchObject({ gallery: [], imageUrl: null, imageAlt: null, version: 4 });

    // History compares and restores the gallery like any field.
    const revisions = (await admin.get(`${PRODUCTS}/${created.body.id}/revisions`)).body as { id: number; version: number; changedFields: string[] }[];
    // A revision is the state a save replaced: the reorder replaced version 1 and changed the first
    // picture, and with it the palette Rug Fit ranks the rug by (decision 210).
    expect(revisions.find((revision) => revision.version === 1)!.changedFields.sort()).toEqual(['gallery', 'imageAlt', 'imageUrl', 'palette']);
    const second = revisions.find((revision) => revision.version === 2)!;
    expect(second.changedFields).toEqual(['gallery']);
    const restored = await admin.post(`${PRODUCTS}/${created.body.id}/revisions/${second.id}/restore`, undefined, { headers: { 'If-Match': '4' } });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ gallery: reordered, imageUrl: corner, version: 5 });
  });

  it('takes a body without a gallery as the spec describes it: its imageUrl is the one picture, or there is none', async () => {
    const created = await admin.post(PRODUCTS, { ...validProduct(), name: 'Spec Client Rug', imageUrl: '/images/rugs/sisal-herringbone.svg', imageAlt: 'Sisal' });
    expect(created.body).toMatchObject({ gallery: [{ url: '/images/rugs/sisal-herringbone.svg', alt: 'Sisal' }], imageUrl: '/images/rugs/sisal-herringbone.svg' });
    const cleared = await admin.put(`${PRODUCTS}/${created.body.id}`, { ...validProduct(), name: 'Spec Client Rug', imageUrl: null, gallery: null });
    expect(cleared.body).toMatchObject({ gallery: [], imageUrl: null, imageAlt: null });
    // Given, the gallery decides: an imageUrl sent beside it is the form's stale copy.
    const both = await admin.put(`${PRODUCTS}/${created.body.id}`, { ...validProduct(), name: 'Spec Client Rug', imageUrl: 'https://example.com/old.jpg', gallery: pictures('https://example.com/new.jpg') });
    expect(both.body).toMatchObject({ imageUrl: 'https://example.com/new.jpg', gallery: pictures('https://example.com/new.jpg') });
  });

  it('refuses a bad gallery with 400 naming the field and the picture, storing nothing', async () => {
    const { body: product } = await admin.post(PRODUCTS, { ...validProduct(), name: 'Guarded Gallery Rug', gallery: pictures('https://example.com/a.jpg') });
    const cases: [unknown, string, string][] = [
      ['https://example.com/a.jpg', 'gallery', 'Must be a list of images'],
      [[{ url: 'https://example.com/a.jpg' }, { url: 'javascript:alert(1)', alt: 'x' }], 'gallery.1.url', 'Must be a URL'],
      [[{ url: '', alt: 'Empty' }], 'gallery.0.url', 'Image URL is required'],
      [[{ alt: 'No address' }], 'gallery.0.url', 'Image URL is required'],
      [['https://example.com/a.jpg'], 'gallery.0', 'Must be an image with a URL'],
      [[{ url: 'https://example.com/a.jpg', alt: 'x'.repeat(301) }], 'gallery.0.alt', 'Must be at most 300 characters'],
      [pictures('https://example.com/a.jpg', 'https://example.com/a.jpg'), 'gallery', 'Each image can be listed once'],
      [pictures(...Array.from({ length: 25 }, (_, index) => `https://example.com/${index}.jpg`)), 'gallery', 'At most 24 images'],
    ];
    for (const [gallery, field, message] of cases) {
      const response = await admin.put(`${PRODUCTS}/${product.id}`, { ...validProduct(), name: 'Guarded Gallery Rug', gallery });
      expect(response.status, field).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
    }
    expect((await admin.get(`${PRODUCTS}/${product.id}`)).body).toEqual(product);
  });
});

describe('what visitors and crawlers get', () => {
  it('the public answer carries every picture in order, with size and srcset for uploads; the Product JSON-LD lists them all', async () => {
    const upload = await uploaded('detail.jpg', '#efc15c');
    const created = await admin.post(PRODUCTS, { ...validProduct(), name: 'Public Gallery Rug', gallery: pictures('/images/rugs/vintage-oushak.svg', upload.url, 'https://example.com/corner.jpg') });
    const shown = (await server.client().get(`/api/products/${created.body.id}`)).body;
    expect(shown.gallery).toEqual([
      { url: '/images/rugs/vintage-oushak.svg', alt: 'Side 1', width: null, height: null, srcSet: null },
      { url: upload.url, alt: 'Side 2', width: 1200, height: 900, srcSet: upload.srcSet },
      { url: 'https://example.com/corner.jpg', alt: 'Side 3', width: null, height: null, srcSet: null },
    ]);
    expect(shown.imageUrl).toBe('/images/rugs/vintage-oushak.svg');

    const head = readHead((await server.client().get(`/jacobs/product/${created.body.id}`)).text);
    const [product] = jsonLdOfType(head, 'Product');
    expect(product.image).toEqual([`${server.baseUrl}/images/rugs/vintage-oushak.svg`, `${server.baseUrl}${upload.url}`, 'https://example.com/corner.jpg']);
  });

  it('a product without pictures has no image in its JSON-LD', async () => {
    const created = await admin.post(PRODUCTS, { ...validProduct(), name: 'Unpictured Rug', imageUrl: null });
    const [product] = jsonLdOfType(readHead((await server.client().get(`/jacobs/product/${created.body.id}`)).text), 'Product');
    expect(product).not.toHaveProperty('image');
  });
});

describe('migration 056', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jacobs-gallery-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("moves each product's single image, with its description, into its gallery", () => {
    const db = openDatabase(join(dir, 'before.sqlite'));
    migrate(db, 55);
    const insert = db.prepare(
      "INSERT INTO products (name, slug, price_cents, collection, image_url, image_alt, created_at, updated_at) VALUES (?, ?, 100, 'heritage', ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    );
    insert.run('Pictured', 'pictured', '/media/0123456789abcdef/original.jpg', 'A red Heriz');
    insert.run('Undescribed', 'undescribed', 'https://example.com/rug.jpg', null);
    insert.run('Bare', 'bare', null, null);
    expect(migrate(db)).toContain(56);
    const galleries = db.prepare('SELECT slug, gallery FROM products ORDER BY id').all() as { slug: string; gallery: string }[];
    expect(galleries.map(({ slug, gallery }) => [slug, JSON.parse(gallery)])).toEqual([
      ['pictured', [{ url: '/media/0123456789abcdef/original.jpg', alt: 'A red Heriz' }]],
      ['undescribed', [{ url: 'https://example.com/rug.jpg', alt: null }]],
      ['bare', []],
    ]);
    db.close();
  });
});
