// The ApiClient's media calls over HTTP (the fetch path the studio's main process uses; browsers
// take XMLHttpRequest for progress, covered end to end in tests/e2e/media).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api-client/api-client.ts';
import { createHttpClient } from '../../shared/api-client/create-http-client.ts';
import { ApiError } from '../../shared/api-client/http.ts';
import { validProduct } from '../support/record-data.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let client: ApiClient;
useTestServer((started) => {
  ({ server, admin } = started);
  client = createHttpClient((input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: admin.cookieHeader } }), server.baseUrl);
});

const png = () => sharp({ create: { width: 1000, height: 750, channels: 3, background: '#6b4f3a' } }).png().toBuffer();

describe('ApiClient.media', () => {
  it('uploads a Blob under its file name, reporting progress, and lists and removes it', async () => {
    const progress: number[] = [];
    const item = await client.media.upload(new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'Salon – rug.png', ({ loaded, total }) => progress.push(loaded / total));
    expect(item).toMatchObject({ fileName: 'Salon – rug.png', width: 1000, height: 750, mimeType: 'image/png' });
    expect(progress.at(-1)).toBe(1);
    expect((await client.media.list()).map((entry) => entry.id)).toContain(item.id);
    await client.media.remove(item.id);
    expect((await client.media.list()).map((entry) => entry.id)).not.toContain(item.id);
  });

  it('rejects with the server message for a non-image and for an image in use', async () => {
    const refused = await client.media.upload(new Blob(['not an image']), 'notes.jpg').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).serverMessage).toBe('notes.jpg is not a JPEG, PNG, WebP, GIF or AVIF image');

    const item = await client.media.upload(new Blob([new Uint8Array(await png())]), 'used.png');
    await client.products.create({ ...validProduct(), name: 'Client Media Rug', imageUrl: item.url });
    const inUse = await client.media.remove(item.id).catch((error: unknown) => error);
    expect((inUse as ApiError).status).toBe(409);
    expect((inUse as ApiError).serverMessage).toBe('Image is still in use');
  });
});
