// Link previews (decision 030): every public page names a 1200 x 630 JPEG as og:image
// and twitter:image, with its size, type and description; products and posts their own card (of
// their built-in art or their upload), other pages and outside images the brand card. Each image
// answers 200 with exactly the size declared. Also the favicon.ico, apple-touch icon and web app
// manifest every page links. The cards and icons are the real ones the build makes.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARE_CARD_FILE } from '../../../shared/contract/media-files.ts';
import { STATIC_PUBLIC_PATHS } from '../../../shared/public-routes.ts';
import { BRAND_CARD, BRAND_CARD_ALT } from '../../../shared/seo/share-image.ts';
import { seedBlogPosts } from '../../../server/seed/seed-data/blog-posts.ts';
import { createMediaService } from '../../../server/media/service.ts';
import { createMediaStorage } from '../../../server/media/storage.ts';
import { readIco } from '../../../scripts/art/lib/ico.ts';
import { rasterAssets } from '../../../scripts/art/raster-assets.ts';
import type { HttpClient } from '../support/http-client.ts';
import { validProduct, validSettings } from '../../support/record-data.ts';
import { readHead, type HeadTags } from '../support/html-head.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

let siteDir: string;
beforeAll(async () => {
  siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>' });
  for (const { fileName, data } of await rasterAssets(REPO)) {
    mkdirSync(dirname(join(siteDir, fileName)), { recursive: true });
    writeFileSync(join(siteDir, fileName), data);
  }
}, 300_000);

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => siteDir });

async function headOf(path: string, status = 200): Promise<HeadTags> {
  const response = await server.client().get(path);
  expect(response.status, path).toBe(status);
  return readHead(response.text);
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, meta: response.ok ? await sharp(bytes).metadata() : undefined };
}

/** The one og:image of a page, checked with its companions and fetched: a JPEG of exactly 1200 x 630. */
async function expectShareImage(path: string, status = 200): Promise<{ url: string; alt: string }> {
  const head = await headOf(path, status);
  const [url, ...more] = head.meta('og:image');
  expect(more, path).toEqual([]);
  expect(head.meta('og:image:type'), path).toEqual(['image/jpeg']);
  expect(head.meta('og:image:width'), path).toEqual(['1200']);
  expect(head.meta('og:image:height'), path).toEqual(['630']);
  const [alt] = head.meta('og:image:alt');
  expect(alt, path).toMatch(/\S/);
  expect(head.meta('twitter:card'), path).toEqual(['summary_large_image']);
  expect(head.meta('twitter:image'), path).toEqual([url]);
  expect(head.meta('twitter:image:alt'), path).toEqual([alt]);
  expect(url, path).toMatch(new RegExp(`^${server.baseUrl}/`));

  const { response, meta } = await fetchImage(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toBe('image/jpeg');
  expect({ format: meta?.format, width: meta?.width, height: meta?.height }, url).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  return { url, alt };
}

/** A photo-like image, as an owner would upload. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b7926b' } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#7a2e1d"/></svg>`) }])
    .jpeg()
    .toBuffer();

async function upload(bytes: Buffer, fileName: string): Promise<{ id: string; url: string }> {
  const response = await fetch(`${server.baseUrl}/api/admin/media`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', 'X-File-Name': fileName, Cookie: admin.cookieHeader },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; url: string };
}

describe('og:image and twitter:image of every public page', () => {
  it('each static page, an area page and the not-found page: the brand card, described', async () => {
    for (const path of [...STATIC_PUBLIC_PATHS, '/jacobs/shop?collection=heritage', '/jacobs/service-areas/lincoln-park']) {
      expect(await expectShareImage(path), path).toEqual({ url: `${server.baseUrl}${BRAND_CARD}`, alt: BRAND_CARD_ALT });
    }
    expect(await expectShareImage('/jacobs/no-such-page', 404)).toEqual({ url: `${server.baseUrl}${BRAND_CARD}`, alt: BRAND_CARD_ALT });
  });

  it('every seeded product and post: the card of its own art, described by its image text', async () => {
    const products: { id: number; imageUrl: string; imageAlt: string | null; name: string }[] = (await server.client().get('/api/products')).body;
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) {
      const card = await expectShareImage(`/jacobs/product/${product.id}`);
      expect(card.url).toBe(`${server.baseUrl}${product.imageUrl.replace(/^\/images\//, '/images/share/').replace(/\.svg$/, '.jpg')}`);
      expect(card.alt).toBe(product.imageAlt || product.name);
    }
    for (const post of seedBlogPosts) {
      const card = await expectShareImage(`/jacobs/blog/${post.slug}`);
      expect(card.url).toBe(`${server.baseUrl}/images/share/blog/${post.slug}.jpg`);
    }
    // Each record's card is its own picture, not the brand card.
    const brand = (await fetchImage(`${server.baseUrl}${BRAND_CARD}`)).bytes;
    const first = (await fetchImage(`${server.baseUrl}/images/share/blog/${seedBlogPosts[0].slug}.jpg`)).bytes;
    expect(first.equals(brand)).toBe(false);
  });

  it('a product whose image is on another site: the brand card (outside images are never fetched)', async () => {
    const created = await admin.post('/api/admin/products', { ...validProduct(), name: 'Outside Image Rug', imageUrl: 'https://example.com/rug.jpg', imageAlt: 'A rug elsewhere' });
    expect(await expectShareImage(`/jacobs/product/${created.body.id}`)).toEqual({ url: `${server.baseUrl}${BRAND_CARD}`, alt: BRAND_CARD_ALT });
  });

  it('a product with an uploaded image: the 1200 x 630 card made at upload, cached for a year', async () => {
    const item = await upload(await photo(900, 1400), 'tall-rug.jpg');
    const created = await admin.post('/api/admin/products', { ...validProduct(), name: 'Uploaded Image Rug', imageUrl: item.url, imageAlt: 'A tall wool rug' });
    const card = await expectShareImage(`/jacobs/product/${created.body.id}`);
    expect(card).toEqual({ url: `${server.baseUrl}/media/${item.id}/${SHARE_CARD_FILE}`, alt: 'A tall wool rug' });
    const { response } = await fetchImage(card.url);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('an upload from before cards existed: the brand card until the start-up pass has made its own', async () => {
    const item = await upload(await photo(1600, 1000), 'old-upload.jpg');
    rmSync(join(server.dataDir, 'media', item.id, SHARE_CARD_FILE));
    server.db.prepare('UPDATE media SET processing_version = 0 WHERE id = ?').run(item.id);
    const created = await admin.post('/api/admin/products', { ...validProduct(), name: 'Old Upload Rug', imageUrl: item.url, imageAlt: 'An old upload' });
    expect(await expectShareImage(`/jacobs/product/${created.body.id}`)).toEqual({ url: `${server.baseUrl}${BRAND_CARD}`, alt: BRAND_CARD_ALT });

    const media = createMediaService({ db: server.db, storage: createMediaStorage(join(server.dataDir, 'media')) });
    expect(await media.upgradeStoredImages()).toBe(1);
    expect(await media.upgradeStoredImages()).toBe(0);
    const card = await sharp(readFileSync(join(server.dataDir, 'media', item.id, SHARE_CARD_FILE))).metadata();
    expect([card.format, card.width, card.height]).toEqual(['jpeg', 1200, 630]);
  });
});

describe('icons and web app manifest', () => {
  const links = (head: HeadTags) => ({
    icon: /<link rel="icon" href="([^"]+)" sizes="([^"]+)">/.exec(head.head)?.slice(1),
    appleTouch: /<link rel="apple-touch-icon" href="([^"]+)"/.exec(head.head)?.[1],
    manifest: /<link rel="manifest" href="([^"]+)">/.exec(head.head)?.[1],
  });

  it('every public page links the favicon.ico, the apple-touch icon and the manifest', async () => {
    for (const path of [...STATIC_PUBLIC_PATHS, '/jacobs/blog/do-rugs-increase-home-value', '/jacobs/service-areas/oak-park']) {
      expect(links(await headOf(path)), path).toEqual({ icon: ['/favicon.ico', '16x16 32x32 48x48'], appleTouch: '/apple-touch-icon.png', manifest: '/site.webmanifest' });
    }
    expect(links(await headOf('/jacobs/nope', 404)).manifest).toBe('/site.webmanifest');
  });

  it('/favicon.ico is a real ICO holding 16, 32 and 48 px images', async () => {
    const response = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const images = readIco(Buffer.from(await response.arrayBuffer()));
    expect(images.map((image) => [image.width, image.height])).toEqual([[16, 16], [32, 32], [48, 48]]);
    for (const image of images) {
      const meta = await sharp(image.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', image.width, image.height]);
    }
  });

  it('/apple-touch-icon.png is an opaque 180 px PNG', async () => {
    const { response, meta } = await fetchImage(`${server.baseUrl}/apple-touch-icon.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([meta?.format, meta?.width, meta?.height, meta?.hasAlpha]).toEqual(['png', 180, 180, false]);
  });

  it('/site.webmanifest names the company from the settings, starts at /jacobs, and its 192 and 512 px icons answer', async () => {
    const response = await server.client().get('/site.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(response.text);
    expect(manifest).toMatchObject({ name: 'Jacobs Rug Consultancy', short_name: 'Jacobs', start_url: '/jacobs', display: 'browser' });
    // The browser's theme color of the shells' shared head and the manifest's agree.
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(readFileSync(join(REPO, 'site/head.html'), 'utf8'))?.[1];
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toBe(themeColor);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const { response: answer, meta } = await fetchImage(`${server.baseUrl}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type')).toBe(icon.type);
      expect(`${meta?.width}x${meta?.height}`).toBe(icon.sizes);
    }

    const renamed = await admin.put('/api/admin/settings', { ...validSettings(), companyName: 'Jacobs Rugs' });
    expect(renamed.status).toBe(200);
    expect(JSON.parse((await server.client().get('/site.webmanifest')).text)).toMatchObject({ name: 'Jacobs Rugs', short_name: 'Jacobs Rugs' });
  });
});
