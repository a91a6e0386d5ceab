// Image uploads (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec): the type is read from the bytes, oversized bodies
// are refused, resized copies are made and served, images in use cannot be deleted, and public
// answers carry srcset, width and height for uploaded images.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints.ts';
import type { MediaItem } from '../../shared/contract/media.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/contract/media-upload.ts';
import { publicBlogPost } from '../../shared/contract/blog.ts';
import { publicProduct } from '../../shared/contract/products.ts';
import type { HttpClient } from './support/http-client.ts';
import { validBlogPost, validProduct } from '../support/record-data.ts';
import { sampleSection } from '../section-samples.ts';
import { fetchBytes as fetchMedia, uploadImage } from './support/media-upload.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const MEDIA = endpoints.admin.media.list.path;

function upload(bytes: Uint8Array, fileName: string, options: Parameters<typeof uploadImage>[3] = {}) {
  return uploadImage(server.baseUrl, bytes, fileName, { ...options, client: options.client === undefined ? admin : options.client });
}

const fetchBytes = (path: string) => fetchMedia(server.baseUrl, path);

/** A photo-like image: a gradient, so encoders produce realistic sizes. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#b7926b' } }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#3c2a21"/><stop offset="1" stop-color="#e8d5b7"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#7a2e1d"/></svg>`,
      ),
    },
  ]);
}

const mediaRows = () => server.db.prepare('SELECT COUNT(*) FROM media').pluck().get() as number;
const mediaFolders = () => (existsSync(join(server.dataDir, 'media')) ? readdirSync(join(server.dataDir, 'media')) : []);

describe('upload', () => {
  it('stores a JPEG with WebP and JPEG copies at 480, 960 and 1600 px, and serves each one', async () => {
    const jpeg = await photo(2000, 1333).jpeg().toBuffer();
    const { status, body } = await upload(jpeg, 'living-room.jpg', { contentType: 'image/jpeg' });
    expect(status).toBe(201);
    const item = endpoints.admin.media.upload.output.parse(body);
    expect(item).toMatchObject({ fileName: 'living-room.jpg', width: 2000, height: 1333, mimeType: 'image/jpeg', usedBy: [], alt: null });
    expect(item.url).toBe(`/media/${item.id}/original.jpg`);
    expect(item.variants.map((variant) => `${variant.format}@${variant.width}`).sort()).toEqual(
      ['jpeg@1600', 'jpeg@480', 'jpeg@960', 'webp@1600', 'webp@480', 'webp@960'].sort(),
    );
    expect(item.srcSet).toBe(`/media/${item.id}/w480.webp 480w, /media/${item.id}/w960.webp 960w, /media/${item.id}/w1600.webp 1600w`);
    expect(item.fallbackSrcSet).toBe(`/media/${item.id}/w480.jpg 480w, /media/${item.id}/w960.jpg 960w, /media/${item.id}/w1600.jpg 1600w`);
    expect(readdirSync(join(server.dataDir, 'media', item.id)).sort()).toEqual(
      ['original.jpg', 'share.jpg', 'w1600.jpg', 'w1600.webp', 'w480.jpg', 'w480.webp', 'w960.jpg', 'w960.webp'].sort(),
    );

    for (const variant of item.variants) {
      const { response, bytes } = await fetchBytes(variant.url);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get('content-type')).toBe(variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.format);
      expect({ width: meta.width, height: meta.height }).toEqual({ width: variant.width, height: variant.height });
      expect(variant.height).toBe(Math.round((variant.width * 1333) / 2000));
      expect(bytes.length).toBe(variant.bytes);
    }
    const original = await fetchBytes(item.url);
    expect(original.response.status).toBe(200);
    expect(original.response.headers.get('content-type')).toBe('image/jpeg');
    // Re-encoded, never the uploaded bytes (tests/integration/hardening/upload-metadata.test.ts).
    expect(original.bytes.equals(jpeg)).toBe(false);
    expect(original.bytes.length).toBe(item.bytes);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
  });

  it('never enlarges: a small PNG gets one copy per format at its own width', async () => {
    const png = await photo(300, 200).png().toBuffer();
    const { status, body } = await upload(png, 'swatch.png', { contentType: 'image/png' });
    expect(status).toBe(201);
    expect(body.variants.map((variant: MediaItem['variants'][number]) => [variant.format, variant.width, variant.height])).toEqual([
      ['webp', 300, 200],
      ['png', 300, 200],
    ]);
    const { response, bytes } = await fetchBytes(`/media/${body.id}/w300.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });

  it('makes copies up to the image width when it is narrower than 1600 px', async () => {
    const { body } = await upload(await photo(1200, 900).png().toBuffer(), 'medium.png');
    expect(body.srcSet).toBe(`/media/${body.id}/w480.webp 480w, /media/${body.id}/w960.webp 960w, /media/${body.id}/w1200.webp 1200w`);
  });

  it('applies the EXIF rotation and strips metadata from the original and every copy', async () => {
    // Stored 1200 x 800, displayed 800 x 1200 (orientation 6: rotate 90 degrees clockwise).
    const jpeg = await photo(1200, 800)
      .jpeg()
      .withExifMerge({ IFD0: { Artist: 'Someone', Copyright: 'Private' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    expect(jpeg.toString('latin1')).toContain('Someone');
    const { status, body } = await upload(jpeg, 'phone-photo.jpg');
    expect(status).toBe(201);
    expect({ width: body.width, height: body.height }).toEqual({ width: 800, height: 1200 });
    for (const url of [body.url, ...body.variants.map((variant: { url: string }) => variant.url)]) {
      const meta = await sharp((await fetchBytes(url)).bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect((await fetchBytes(url)).bytes.toString('latin1'), url).not.toContain('Someone');
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(meta.height!, url).toBeGreaterThan(meta.width!);
    }
  });

  it('re-encodes a WebP original, with WebP copies and the original as the fallback', async () => {
    const webp = await photo(1000, 500).webp().toBuffer();
    const { status, body } = await upload(webp, 'rug.webp', { contentType: 'image/webp' });
    expect(status).toBe(201);
    expect(body.mimeType).toBe('image/webp');
    expect(body.variants.map((variant: { format: string; width: number }) => `${variant.format}@${variant.width}`)).toEqual(['webp@480', 'webp@960', 'webp@1000']);
    expect(body.fallbackSrcSet).toBe(`/media/${body.id}/original.webp 1000w`);
    const original = (await fetchBytes(body.url)).bytes;
    expect(original.equals(webp)).toBe(false);
    expect(await sharp(original).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 500 });
  });

  it('recognises AVIF and GIF by their bytes', async () => {
    const avif = await upload(await photo(600, 400).avif().toBuffer(), 'no-extension');
    expect(avif.status).toBe(201);
    expect(avif.body).toMatchObject({ mimeType: 'image/avif', url: `/media/${avif.body.id}/original.avif` });
    const gif = await upload(await photo(200, 100).gif().toBuffer(), 'tiny.gif', { contentType: 'image/png' });
    expect(gif.status).toBe(201);
    expect(gif.body).toMatchObject({ mimeType: 'image/gif', width: 200, height: 100 });
  });

  it('keeps the file name (any characters) and optional alt text', async () => {
    const { body } = await upload(await photo(100, 100).png().toBuffer(), 'C:\\photos\\Tapis ancien – salon.png', {
      headers: { 'X-Image-Alt': encodeURIComponent('Faded red Heriz in a sunlit room') },
    });
    expect(body).toMatchObject({ fileName: 'Tapis ancien – salon.png', alt: 'Faded red Heriz in a sunlit room' });
  });

  it('refuses text renamed to .jpg (type read from the content) with a 400 naming the file, storing nothing', async () => {
    const before = { rows: mediaRows(), folders: mediaFolders() };
    const { status, body } = await upload(Buffer.from('Just some notes, not a picture.\n'.repeat(20)), 'notes.jpg', { contentType: 'image/jpeg' });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'notes.jpg is not a JPEG, PNG, WebP, GIF or AVIF image',
      fields: { file: 'notes.jpg is not a JPEG, PNG, WebP, GIF or AVIF image' },
    });
    expect({ rows: mediaRows(), folders: mediaFolders() }).toEqual(before);
  });

  it('refuses a file that starts like a JPEG but cannot be decoded', async () => {
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    const { status, body } = await upload(jpeg.subarray(0, 200), 'broken.jpg');
    expect(status).toBe(400);
    expect(body.fields).toEqual({ file: 'broken.jpg could not be read as an image' });
  });

  it('refuses an image over 50 megapixels as too many pixels, before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6300, channels: 3, background: '#8a6a4f' } }).jpeg({ quality: 40 }).toBuffer();
    const before = mediaRows();
    const { status, body } = await upload(huge, 'panorama.jpg');
    expect(status).toBe(400);
    expect(body.fields).toEqual({ file: 'panorama.jpg has too many pixels: at most 50 megapixels' });
    expect(mediaRows()).toBe(before);
  });

  it('refuses an empty body', async () => {
    const { status, body } = await upload(new Uint8Array(0), 'empty.png');
    expect(status).toBe(400);
    expect(body.fields).toEqual({ file: 'Choose an image file to upload' });
  });

  it('refuses a file over 10 MB with a 413 in the one error shape, storing nothing', async () => {
    const before = mediaRows();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { status, body } = await upload(big, 'huge.jpg', { contentType: 'image/jpeg' });
    expect(status).toBe(413);
    expect(body).toEqual({ error: 'huge.jpg is too large: images can be at most 10 MB', fields: { file: 'huge.jpg is too large: images can be at most 10 MB' } });
    expect(mediaRows()).toBe(before);
  });

  it('needs a session for the list, upload and delete', async () => {
    const png = await photo(50, 50).png().toBuffer();
    expect((await upload(png, 'x.png', { client: null })).status).toBe(401);
    expect((await server.client().get(MEDIA)).status).toBe(401);
    expect((await server.client().delete(`${MEDIA}/0123456789abcdef`)).status).toBe(401);
  });

  it('answers a retried upload with the same Idempotency-Key once', async () => {
    const before = mediaRows();
    const png = await photo(60, 60).png().toBuffer();
    const first = await upload(png, 'retry.png', { headers: { 'Idempotency-Key': 'media-retry-1' } });
    const second = await upload(png, 'retry.png', { headers: { 'Idempotency-Key': 'media-retry-1' } });
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(mediaRows()).toBe(before + 1);
  });
});

describe('media list and delete', () => {
  const uploadPng = async (name: string) => (await upload(await photo(640, 480).png().toBuffer(), name)).body as MediaItem;

  it('lists images newest first with the records that use them', async () => {
    const item = await uploadPng('listed.png');
    const product = await admin.post('/api/admin/products', { ...validProduct(), name: 'Listed Rug', imageUrl: item.url });
    const post = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Listed Post', content: `Look:\n\n![Rug](${item.variants[0].url})` });
    const list = await admin.get(MEDIA);
    expect(list.status).toBe(200);
    const items = endpoints.admin.media.list.output.parse(list.body);
    expect(items[0].id).toBe(item.id);
    // In the resource table's order (shared/contract/resources.ts).
    expect(items[0].usedBy).toEqual([
      { resource: 'blog', id: post.body.id, name: 'Listed Post' },
      { resource: 'products', id: product.body.id, name: 'Listed Rug' },
    ]);
  });

  it('deletes an unused image: row, files and URLs gone', async () => {
    const item = await uploadPng('unused.png');
    expect((await fetchBytes(item.variants[0].url)).response.status).toBe(200);
    const removed = await admin.delete(`${MEDIA}/${item.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect(existsSync(join(server.dataDir, 'media', item.id))).toBe(false);
    expect((await admin.get(MEDIA)).body.map((entry: MediaItem) => entry.id)).not.toContain(item.id);
    expect((await fetchBytes(item.url)).response.status).toBe(404);
    expect((await admin.delete(`${MEDIA}/${item.id}`)).status).toBe(404);
  });

  it('refuses (409) to delete an image a product or post still uses, then deletes it once freed', async () => {
    const item = await uploadPng('in-use.png');
    const product = await admin.post('/api/admin/products', { ...validProduct(), name: 'Uses Image', imageUrl: item.url });
    const refused = await admin.delete(`${MEDIA}/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Image is still in use');
    expect(refused.body.current).toMatchObject({ id: item.id, usedBy: [{ resource: 'products', id: product.body.id, name: 'Uses Image' }] });
    expect(existsSync(join(server.dataDir, 'media', item.id, 'original.png'))).toBe(true);

    const post = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Uses Image Too', imageUrl: item.srcSet.split(' ')[0] });
    await admin.put(`/api/admin/products/${product.body.id}`, { ...validProduct(), name: 'Uses Image', imageUrl: '/images/rugs/placeholder.svg' });
    expect((await admin.delete(`${MEDIA}/${item.id}`)).body.current.usedBy).toEqual([{ resource: 'blog', id: post.body.id, name: 'Uses Image Too' }]);
    await admin.delete(`/api/admin/blog/${post.body.id}`);
    expect((await admin.delete(`${MEDIA}/${item.id}`)).status).toBe(200);
  });

  it('counts a page showing an image as a use: a team photo cannot be deleted while the About page shows it', async () => {
    const item = await uploadPng('portrait.png');
    const about = async () => (await admin.get('/api/admin/pages/about')).body;
    const withTeam = async (photo: { src: string; alt: string } | null) => {
      const page = await about();
      const team = { ...sampleSection('team'), id: 'team-with-photo', members: [{ name: 'Ruth Jacobs', role: 'Founder', credentials: null, photo, bio: null }] };
      const sections = [...page.content.sections.filter((section: { id: string }) => section.id !== team.id), team];
      return admin.put('/api/admin/pages/about', { seoTitle: page.seoTitle, seoDescription: page.seoDescription, content: { sections }, version: page.version });
    };
    expect((await withTeam({ src: item.variants[0].url, alt: 'Ruth Jacobs at the loom' })).status).toBe(200);

    const listed = endpoints.admin.media.list.output.parse((await admin.get(MEDIA)).body).find((entry) => entry.id === item.id)!;
    expect(listed.usedBy).toEqual([{ resource: 'pages', id: 'about', name: 'About' }]);
    const refused = await admin.delete(`${MEDIA}/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Image is still in use');
    expect((await fetchBytes(item.variants[0].url)).response.status).toBe(200);

    expect((await withTeam(null)).status).toBe(200);
    expect((await admin.delete(`${MEDIA}/${item.id}`)).status).toBe(200);
  });

  it('answers 404 for malformed ids', async () => {
    for (const id of ['abc', '0123456789ABCDEF', '0123456789abcdef0', '..', '%2e%2e']) {
      expect((await admin.delete(`${MEDIA}/${id}`)).status, id).toBe(404);
    }
  });
});

describe('public answers and files', () => {
  it('gives products and posts with an uploaded image its srcset, width and height', async () => {
    const { body: item } = await upload(await photo(1800, 1200).jpeg().toBuffer(), 'product.jpg');
    const product = await admin.post('/api/admin/products', { ...validProduct(), name: 'Uploaded Image Rug', imageUrl: item.url, imageAlt: 'Blue kilim runner' });
    const plain = await admin.post('/api/admin/products', { ...validProduct(), name: 'Shipped Image Rug', imageUrl: '/images/rugs/heritage-1.svg' });
    const visitor = server.client();

    const list = (await visitor.get('/api/products')).body;
    const listed = publicProduct.parse(list.find((entry: { id: number }) => entry.id === product.body.id));
    const expected = {
      imageUrl: item.url,
      imageAlt: 'Blue kilim runner',
      imageWidth: 1800,
      imageHeight: 1200,
      imageSrcSet: `/media/${item.id}/w480.webp 480w, /media/${item.id}/w960.webp 960w, /media/${item.id}/w1600.webp 1600w`,
    };
    expect(listed).toMatchObject(expected);
    expect((await visitor.get(`/api/products/${product.body.id}`)).body).toMatchObject(expected);
    expect(list.find((entry: { id: number }) => entry.id === plain.body.id)).toMatchObject({ imageWidth: null, imageHeight: null, imageSrcSet: null });

    await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Post With Upload', slug: 'post-with-upload', imageUrl: item.url, imageAlt: 'A rug' });
    const post = publicBlogPost.parse((await visitor.get('/api/blog/post-with-upload')).body);
    expect(post).toMatchObject({ image: item.url, imageAlt: 'A rug', imageWidth: 1800, imageHeight: 1200, imageSrcSet: expected.imageSrcSet });
  });

  it('answers unknown media with 404 and never leaves the media folder', async () => {
    const { body: item } = await upload(await photo(100, 100).png().toBuffer(), 'safe.png');
    const attempts = [
      `/media/${item.id}/../../jacobs.sqlite`,
      `/media/${item.id}/..%2f..%2fjacobs.sqlite`,
      `/media/${item.id}/%2e%2e%2f%2e%2e%2fjacobs.sqlite`,
      `/media/..%2f..%2f/jacobs.sqlite`,
      `/media/%2e%2e/jacobs.sqlite`,
      `/media/${item.id}/original.png%00.txt`,
      `/media/${item.id}/.incoming`,
      `/media/${item.id}/original.PNG`,
      `/media/${item.id.toUpperCase()}/original.png`,
      `/media/${item.id}/w300.png`,
      '/media/0123456789abcdef/original.png',
      '/media/session-secret/x.png',
    ];
    for (const path of attempts) {
      const response = await fetch(server.baseUrl + path);
      const text = await response.text();
      expect(response.status, path).toBe(404);
      expect(text, path).not.toContain('SQLite format');
    }
  });
});
