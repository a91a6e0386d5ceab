// A product's palette is data (decision 210): made by the server from the
// product's picture (an upload's when uploaded, a shipped rug picture's at seed time), stored with
// the product, returned by GET /api/products and the admin, never taken from a write's body, made
// again on request, and filled in at start for products saved before palettes existed.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints.ts';
import { fillPath } from '../../../shared/contract/public-endpoints.ts';
import { publicProduct, type AdminProduct } from '../../../shared/contract/products.ts';
import { hexToOklab, oklabDistance } from '../../../shared/domain/rug-fit/colour-space.ts';
import type { Swatch } from '../../../shared/domain/rug-fit/palette.ts';
import { createMediaService } from '../../../server/media/service.ts';
import { createMediaStorage } from '../../../server/media/storage.ts';
import { builtInArt } from '../../../server/products/built-in-art.ts';
import { createPaletteService, PALETTE_NEEDS_PICTURE, PALETTE_NEEDS_UPLOAD } from '../../../server/products/palette-service.ts';
import { createProductService } from '../../../server/products/service.ts';
import { rugPicture } from '../../support/synthetic-room.ts';
import { validProduct } from '../../support/record-data.ts';
import type { HttpClient } from '../support/http-client.ts';
import { uploadImage } from '../support/media-upload.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { join } from 'node:path';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const PRODUCTS = endpoints.admin.products.list.path;
const one = (id: number) => fillPath(endpoints.admin.products.get.path, { id });
const recompute = (id: number, client = admin) => client.post(fillPath(endpoints.admin.productPalette.path, { id }), {});

/** Navy and rust, on an oak floor the palette must not take. */
const NAVY_AND_RUST = [
  { color: '#1f2a48', share: 0.6 },
  { color: '#a3482a', share: 0.4 },
];
const OAK = '#b08a5e';

const near = (swatches: Swatch[] | null, color: string) => (swatches ?? []).find((swatch) => oklabDistance(hexToOklab(swatch.color), hexToOklab(color)) < 0.03);

async function uploadedRug(): Promise<string> {
  const { status, body } = await uploadImage(server.baseUrl, await rugPicture(NAVY_AND_RUST, OAK), 'navy-rust.png', { client: admin });
  expect(status).toBe(201);
  expect(near(body.palette, '#1f2a48')?.share).toBeCloseTo(0.6, 1);
  expect(near(body.palette, '#a3482a')?.share).toBeCloseTo(0.4, 1);
  expect(near(body.palette, OAK)).toBeUndefined();
  return body.url as string;
}

async function createProduct(values: object): Promise<AdminProduct> {
  const created = await admin.post(PRODUCTS, { ...validProduct(), ...values });
  expect(created.status).toBe(201);
  return created.body;
}

describe('the palette of a product', () => {
  it('comes with every seeded rug, made from its shipped picture, in GET /api/products', async () => {
    const { status, body } = await server.client().get(endpoints.public.products.path);
    expect(status).toBe(200);
    const products = (body as unknown[]).map((product) => publicProduct.parse(product));
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) {
      expect(product.palette, product.name).not.toBeNull();
      expect(product.palette!.reduce((sum, swatch) => sum + swatch.share, 0)).toBeCloseTo(1, 1);
    }
    // The lake-blue field of the Lakeshore rug, the madder red of the Heriz.
    const lakeshore = products.find((product) => product.slug === 'lakeshore-hand-knotted-wool')!;
    expect(lakeshore.palette![0]).toMatchObject({ share: expect.any(Number) });
    expect(lakeshore.palette!.some((swatch) => hexToOklab(swatch.color).b < -0.03)).toBe(true);
    const heriz = products.find((product) => product.slug === 'antique-heriz-serapi')!;
    expect(heriz.palette!.some((swatch) => hexToOklab(swatch.color).a > 0.08)).toBe(true);
  });

  it('is made from an uploaded picture, kept with the product, and public', async () => {
    const imageUrl = await uploadedRug();
    const product = await createProduct({ name: 'Navy Rust Runner', imageUrl });
    expect(near(product.palette, '#1f2a48')).toBeDefined();
    expect(near(product.palette, '#a3482a')).toBeDefined();
    expect((await admin.get(one(product.id))).body.palette).toEqual(product.palette);
    const listed = (await server.client().get(endpoints.public.products.path)).body.find((item: { id: number }) => item.id === product.id);
    expect(listed.palette).toEqual(product.palette);
  });

  it("is the server's: a palette in a write's body is ignored", async () => {
    const imageUrl = await uploadedRug();
    const product = await createProduct({ name: 'Honest Runner', imageUrl, palette: [{ color: '#ff00ff', share: 1 }] });
    expect(near(product.palette, '#ff00ff')).toBeUndefined();
    const updated = await admin.put(one(product.id), { ...validProduct(), name: 'Honest Runner', imageUrl, palette: [{ color: '#00ff00', share: 1 }] });
    expect(updated.body.palette).toEqual(product.palette);
  });

  it('follows the picture: none for a picture on another site or none at all, and the product stays listed', async () => {
    const imageUrl = await uploadedRug();
    const product = await createProduct({ name: 'Moving Runner', imageUrl });
    const elsewhere = await admin.put(one(product.id), { ...validProduct(), name: 'Moving Runner', imageUrl: 'https://example.com/rug.jpg' });
    expect(elsewhere.body.palette).toBeNull();
    const shipped = await admin.put(one(product.id), { ...validProduct(), name: 'Moving Runner', imageUrl: '/images/rugs/antique-heriz-serapi.svg' });
    const heriz = (await server.client().get(endpoints.public.products.path)).body.find((item: { slug: string }) => item.slug === 'antique-heriz-serapi');
    expect(shipped.body.palette).toEqual(heriz.palette);
    const without = await admin.put(one(product.id), { ...validProduct(), name: 'Moving Runner', imageUrl: null });
    expect(without.body.palette).toBeNull();
    const listed = (await server.client().get(endpoints.public.products.path)).body.find((item: { id: number }) => item.id === product.id);
    expect(listed).toMatchObject({ name: 'Moving Runner', palette: null });
  });

  it("is the gallery's first picture's: a second picture leaves it, moved to the front its own palette replaces it", async () => {
    const navyAndRust = await uploadedRug();
    const heriz = '/images/rugs/antique-heriz-serapi.svg';
    const product = await createProduct({ name: 'Gallery Runner', gallery: [{ url: navyAndRust, alt: 'Front' }] });
    const second = await admin.put(one(product.id), { ...validProduct(), name: 'Gallery Runner', gallery: [{ url: navyAndRust, alt: 'Front' }, { url: heriz, alt: 'Back' }] });
    expect(second.body.palette).toEqual(product.palette);
    const moved = await admin.put(one(product.id), { ...validProduct(), name: 'Gallery Runner', gallery: [{ url: heriz, alt: 'Back' }, { url: navyAndRust, alt: 'Front' }] });
    expect(moved.body.imageUrl).toBe(heriz);
    const shipped = (await server.client().get(endpoints.public.products.path)).body.find((item: { slug: string }) => item.slug === 'antique-heriz-serapi');
    expect(moved.body.palette).toEqual(shipped.palette);
    expect(near(moved.body.palette, '#1f2a48')).toBeUndefined();
  });

  it('goes into the history with its picture, and comes back with it on restore', async () => {
    const imageUrl = await uploadedRug();
    const product = await createProduct({ name: 'Restored Runner', imageUrl });
    await admin.put(one(product.id), { ...validProduct(), name: 'Restored Runner', imageUrl: null });
    const revisions = (await admin.get(fillPath(endpoints.admin.products.revisions.path, { id: product.id }))).body;
    expect(revisions[0].changedFields).toEqual(expect.arrayContaining(['imageUrl', 'palette']));
    const restored = await admin.post(fillPath(endpoints.admin.products.restoreRevision.path, { id: product.id, revisionId: revisions[0].id }), undefined);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ imageUrl, palette: product.palette });
  });
});

describe('Recompute (POST /api/admin/products/{id}/palette)', () => {
  it('makes the palette again from the picture and answers the product, its version unchanged', async () => {
    const imageUrl = await uploadedRug();
    const product = await createProduct({ name: 'Recomputed Runner', imageUrl });
    server.db.prepare('UPDATE products SET palette = NULL WHERE id = ?').run(product.id);
    const { status, body } = await recompute(product.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: product.id, version: product.version, palette: product.palette });
    expect((await server.client().get(endpoints.public.products.path)).body.find((item: { id: number }) => item.id === product.id).palette).toEqual(product.palette);
  });

  it('works for a shipped picture', async () => {
    const seeded = (await admin.get(PRODUCTS)).body.find((item: AdminProduct) => item.slug === 'vintage-oushak') as AdminProduct;
    const { status, body } = await recompute(seeded.id);
    expect(status).toBe(200);
    expect(body.palette).toEqual(seeded.palette);
  });

  it('says what to do when there is no picture it can read, naming imageUrl', async () => {
    const external = await createProduct({ name: 'Linked Runner', imageUrl: 'https://example.com/rug.jpg' });
    const refused = await recompute(external.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: PALETTE_NEEDS_UPLOAD, fields: { imageUrl: PALETTE_NEEDS_UPLOAD } });
    const bare = await createProduct({ name: 'Bare Runner', imageUrl: null });
    expect((await recompute(bare.id)).body).toMatchObject({ fields: { imageUrl: PALETTE_NEEDS_PICTURE } });
    expect((await recompute(999_999)).status).toBe(404);
    expect((await recompute(bare.id, server.client())).status).toBe(401);
  });
});

describe('products saved before palettes existed', () => {
  it("get their picture's palette at the next start, without a new version", async () => {
    const imageUrl = await uploadedRug();
    const product = await createProduct({ name: 'Older Runner', imageUrl });
    server.db.prepare('UPDATE products SET palette = NULL').run();
    server.db.prepare('UPDATE media SET palette = NULL').run();
    const products = createProductService(server.db);
    const media = createMediaService({ db: server.db, storage: createMediaStorage(join(server.dataDir, 'media')) });
    const filled = await createPaletteService({ db: server.db, products, media, art: builtInArt() }).fillMissing();
    expect(filled).toBeGreaterThan(14);
    const after = (await admin.get(one(product.id))).body;
    expect(after).toMatchObject({ version: product.version, palette: product.palette });
    const external = (await admin.get(PRODUCTS)).body.filter((item: AdminProduct) => item.imageUrl?.startsWith('https:'));
    for (const item of external) expect(item.palette).toBeNull();
  });
});
