// Images kept offline: checked like the server checks them, on disk atomically, found again by a
// new process on the same folder, and swapped for their server URLs wherever a record names them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../../shared/contract/media.ts';
import { tempDir } from '../../../testing/studio-harness.ts';
import { createDirectoryStore } from './directory-store.ts';
import { createLocalMedia } from './local-media.ts';

function open(dir: string) {
  return createLocalMedia({ dir: join(dir, 'media'), store: createDirectoryStore(join(dir, 'state')) });
}

const uploaded = (url: string) => ({ id: '0123456789abcdef', url }) as MediaItem;

describe('images kept offline', () => {
  it('keeps the bytes and their details across a restart, with the size read from the header', async () => {
    const dir = tempDir();
    const jpeg = await sharp({ create: { width: 33, height: 21, channels: 3, background: '#335577' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 50, height: 7, channels: 4, background: '#33557780' } }).webp({ lossless: true }).toBuffer();
    const first = open(dir);
    const photo = first.save(new Uint8Array(jpeg), 'photo.jpg');
    const second = first.save(new Uint8Array(webp), 'art.webp');
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', width: 33, height: 21, bytes: jpeg.length, file: `${photo.id}.jpg` });
    expect(second).toMatchObject({ mimeType: 'image/webp', width: 50, height: 7 });
    // No temp file is left behind.
    expect(readdirSync(join(dir, 'media')).sort()).toEqual([photo.file, second.file].sort());

    const reopened = open(dir);
    expect(reopened.pending().map((image) => image.id)).toEqual([photo.id, second.id]);
    expect(reopened.read(reopened.get(photo.id)!)).toEqual(jpeg);
    expect(reopened.get(photo.id)!.idempotencyKey).toBe(photo.idempotencyKey);
  });

  it('refuses what the server would refuse, naming the file', () => {
    const media = open(tempDir());
    expect(() => media.save(new TextEncoder().encode('plain text'), 'notes.jpg')).toThrow(expect.objectContaining({ status: 400, body: expect.objectContaining({ error: 'notes.jpg is not a JPEG, PNG, WebP, GIF or AVIF image' }) }));
    expect(() => media.save(new Uint8Array(10 * 1024 * 1024 + 1), 'huge.png')).toThrow(expect.objectContaining({ status: 413 }));
    expect(media.pending()).toEqual([]);
  });

  it('swaps every mention of an uploaded image for its server URL, and reports the ones not uploaded yet', async () => {
    const dir = tempDir();
    const media = open(dir);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const done = media.save(new Uint8Array(png), 'a.png');
    const waiting = media.save(new Uint8Array(png), 'b.png');
    const local = (file: string) => `/studio-media/${file}`;
    const post = { title: 'Post', imageUrl: local(done.file), content: `![a](${local(done.file)}) and ![b](${local(waiting.file)}) and ![a again](${local(done.file)})` };
    expect(media.mentioned(post).sort()).toEqual([done.id, waiting.id].sort());

    media.markUploaded(done.id, uploaded('/media/0123456789abcdef/original.png'));
    expect(existsSync(join(dir, 'media', done.file))).toBe(false);
    const swapped = media.swap(post);
    expect(swapped.values).toEqual({
      title: 'Post',
      imageUrl: '/media/0123456789abcdef/original.png',
      content: `![a](/media/0123456789abcdef/original.png) and ![b](${local(waiting.file)}) and ![a again](/media/0123456789abcdef/original.png)`,
    });
    expect(swapped.notUploaded).toMatchObject([{ id: waiting.id }]);
    expect(media.pending().map((image) => image.id)).toEqual([waiting.id]);
    expect(media.byFile(done.file)?.uploaded?.url).toBe('/media/0123456789abcdef/original.png');
    expect(media.byFile('../state.json')).toBeUndefined();
  });
});
