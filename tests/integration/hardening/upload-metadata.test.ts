// Uploaded images never carry their metadata to visitors. Each file is crafted
// the way a camera, an editor or an attacker leaves text in it (a JPEG comment with a GPS
// position, bytes after the JPEG end marker, private PNG chunks, GIF comments, EXIF, XMP, an ICC
// profile), uploaded through the real API, and every file the server then serves for it (the
// original and each resized copy) is read back.
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../shared/contract/media.ts';
import type { HttpClient } from '../support/http-client.ts';
import { createMediaService } from '../../../server/media/service.ts';
import { createMediaStorage } from '../../../server/media/storage.ts';
import { fetchBytes, uploadImage } from '../support/media-upload.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const GPS_TEXT = 'GPS 41.8902N 87.6262W home of the owner';
const MARKERS = ['GPS 41.8902N', 'AFTER-THE-END', 'PRIVATE-CHUNK', 'EXIF-ARTIST', 'XMP-CREATOR', 'GIF-COMMENT', 'PNG-TEXT'];

const picture = (width: number, height: number, background = '#8a5a44') =>
  sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e8d5b7"/></svg>`) },
  ]);

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>XMP-CREATOR ${GPS_TEXT}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A JPEG COM segment right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Chunks inserted before IEND (the last 12 bytes). */
const withPngChunks = (png: Buffer, chunks: Buffer[]) => Buffer.concat([png.subarray(0, png.length - 12), ...chunks, png.subarray(png.length - 12)]);

function pngChunkTypes(png: Buffer): { types: string[]; after: number } {
  const types: string[] = [];
  let offset = 8;
  while (offset + 8 <= png.length) {
    const type = png.toString('latin1', offset + 4, offset + 8);
    types.push(type);
    offset += 12 + png.readUInt32BE(offset);
    if (type === 'IEND') break;
  }
  return { types, after: png.length - offset };
}

/** A GIF comment extension after the header, logical screen descriptor and global colour table. */
function withGifComment(gif: Buffer, text: string): Buffer {
  const flags = gif[10];
  const start = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const body = Buffer.from(text, 'latin1');
  return Buffer.concat([gif.subarray(0, start), Buffer.from([0x21, 0xfe, body.length]), body, Buffer.from([0]), gif.subarray(start)]);
}

/** The JPEG segments before the image data, by marker (0xFE is a comment). */
function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1];
    markers.push(marker);
    if (marker === 0xda) break;
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  return markers;
}

/** Every file the server serves for the upload, read back, with the size the answer gave it. */
async function servedFiles(item: MediaItem) {
  const files = [{ url: item.url, bytes: item.bytes }, ...item.variants.map((variant) => ({ url: variant.url, bytes: variant.bytes }))];
  return Promise.all(
    files.map(async (file) => {
      const { response, bytes } = await fetchBytes(server.baseUrl, file.url);
      expect(response.status, file.url).toBe(200);
      expect(bytes.length, file.url).toBe(file.bytes);
      return { url: file.url, bytes };
    }),
  );
}

async function expectClean(url: string, bytes: Buffer) {
  const text = bytes.toString('latin1');
  for (const marker of MARKERS) expect(text.includes(marker), `${url} holds ${marker}`).toBe(false);
  const meta = await sharp(bytes, { animated: true }).metadata();
  expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments ?? [] }, url).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
    comments: [],
  });
  expect(meta.orientation ?? 1, url).toBe(1);
  if (meta.format === 'jpeg') {
    expect(jpegMarkers(bytes), url).not.toContain(0xfe);
    expect([...bytes.subarray(-2)], `${url} ends at its end marker`).toEqual([0xff, 0xd9]);
  }
  if (meta.format === 'png') {
    const { types, after } = pngChunkTypes(bytes);
    // Only the public chunks that describe pixels; no text, EXIF, ICC or private (lower-case second letter) chunk.
    expect(types.filter((type) => !['IHDR', 'PLTE', 'tRNS', 'pHYs', 'sRGB', 'gAMA', 'IDAT', 'IEND'].includes(type)), url).toEqual([]);
    expect(after, `${url}: bytes after IEND`).toBe(0);
  }
  if (meta.format === 'gif') expect(bytes.includes(Buffer.from([0x21, 0xfe])), `${url} has a comment extension`).toBe(false);
  return meta;
}

async function uploadClean(bytes: Buffer, fileName: string) {
  const { status, body } = await uploadImage(server.baseUrl, bytes, fileName, { client: admin });
  expect(status, JSON.stringify(body)).toBe(201);
  const files = await servedFiles(body as MediaItem);
  for (const { url, bytes: served } of files) await expectClean(url, served);
  return { item: body as MediaItem, files };
}

describe('every served copy of an upload is re-encoded without metadata', () => {
  it('drops a JPEG comment holding a GPS position and bytes after the end marker', async () => {
    const jpeg = Buffer.concat([withJpegComment(await picture(1200, 800).jpeg().toBuffer(), GPS_TEXT), Buffer.from('AFTER-THE-END of the image: secrets')]);
    expect(jpegMarkers(jpeg)).toContain(0xfe);
    const { item } = await uploadClean(jpeg, 'comment.jpg');
    expect({ width: item.width, height: item.height }).toEqual({ width: 1200, height: 800 });
  });

  it('drops EXIF, XMP and a Display P3 ICC profile, keeping the rotation applied and the colours right', async () => {
    // Pure red converted into Display P3 and tagged with that profile; displayed rotated (orientation 6).
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff0000' } })
      .withIccProfile('p3')
      .withExif({ IFD0: { Artist: 'EXIF-ARTIST', ImageDescription: GPS_TEXT } })
      .withXmp(XMP)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect([Boolean(before.exif), Boolean(before.xmp), Boolean(before.icc), before.orientation]).toEqual([true, true, true, 6]);
    const { item, files } = await uploadClean(jpeg, 'p3-phone.jpg');
    expect({ width: item.width, height: item.height }).toEqual({ width: 400, height: 600 });
    for (const { url, bytes } of files) {
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect(info.height, url).toBeGreaterThan(info.width);
      // Stripping the profile without converting would leave P3's red (about 234, 51, 35) shown as sRGB.
      const [red, green, blue] = data;
      expect(red, url).toBeGreaterThan(245);
      expect(Math.max(green, blue), url).toBeLessThan(12);
    }
  });

  it('drops private PNG chunks, text chunks and bytes after IEND', async () => {
    const png = Buffer.concat([
      withPngChunks(await picture(700, 500).png().toBuffer(), [
        pngChunk('prVt', Buffer.from(`PRIVATE-CHUNK ${GPS_TEXT}`)),
        pngChunk('tEXt', Buffer.from(`Comment\0PNG-TEXT ${GPS_TEXT}`)),
      ]),
      Buffer.from('AFTER-THE-END'),
    ]);
    expect(pngChunkTypes(png).types).toContain('prVt');
    await uploadClean(png, 'chunks.png');
  });

  it('drops a GIF comment and bytes after the trailer, keeping every frame', async () => {
    const gif = Buffer.concat([withGifComment(await picture(300, 200).gif().toBuffer(), `GIF-COMMENT ${GPS_TEXT}`), Buffer.from('AFTER-THE-END')]);
    expect(gif.includes(Buffer.from([0x21, 0xfe]))).toBe(true);
    await uploadClean(gif, 'comment.gif');

    const frame = (background: string) => sharp({ create: { width: 60, height: 80, channels: 3, background } }).png().toBuffer();
    const twoFrames = await sharp([await frame('#aa3311'), await frame('#1133aa')], { join: { animated: true } }).gif().toBuffer();
    const { files } = await uploadClean(withGifComment(twoFrames, `GIF-COMMENT ${GPS_TEXT}`), 'animated.gif');
    expect((await sharp(files[0].bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it('drops bytes after a WebP, and EXIF and XMP from WebP and AVIF', async () => {
    await uploadClean(Buffer.concat([await picture(800, 600).webp().toBuffer(), Buffer.from(`AFTER-THE-END ${GPS_TEXT}`)]), 'trailing.webp');
    await uploadClean(await picture(800, 600).withExif({ IFD0: { Artist: 'EXIF-ARTIST', ImageDescription: GPS_TEXT } }).withXmp(XMP).webp().toBuffer(), 'meta.webp');
    const avif = await picture(400, 300).withExif({ IFD0: { Artist: 'EXIF-ARTIST', ImageDescription: GPS_TEXT } }).avif().toBuffer();
    expect(avif.toString('latin1').includes('EXIF-ARTIST')).toBe(true);
    await uploadClean(avif, 'meta.avif');
  });
});

describe('images stored before originals were re-encoded', () => {
  it('are made again at start: the original as it was uploaded, comment and trailing bytes included, is served clean', async () => {
    const uploaded = Buffer.concat([withJpegComment(await picture(900, 600).jpeg().toBuffer(), GPS_TEXT), Buffer.from('AFTER-THE-END')]);
    const { item } = await uploadClean(uploaded, 'stored-long-ago.jpg');
    // As the server before decision 030 kept it: the uploaded bytes themselves, under rules version 0.
    writeFileSync(join(server.dataDir, 'media', item.id, 'original.jpg'), uploaded);
    server.db.prepare('UPDATE media SET processing_version = 0 WHERE id = ?').run(item.id);
    expect((await fetchBytes(server.baseUrl, item.url)).bytes.toString('latin1')).toContain('GPS 41.8902N');

    // What the server runs at start.
    const media = createMediaService({ db: server.db, storage: createMediaStorage(join(server.dataDir, 'media')) });
    expect(await media.upgradeStoredImages()).toBe(1);
    expect(await media.upgradeStoredImages()).toBe(0);
    const [stored] = (await admin.get('/api/admin/media')).body.filter((entry: MediaItem) => entry.id === item.id) as MediaItem[];
    for (const { url, bytes } of await servedFiles(stored)) await expectClean(url, bytes);
  });
});
