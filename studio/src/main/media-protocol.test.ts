// studio-media:// with real Request/Response objects and two real HTTP servers: an image picked
// offline is served from disk; once uploaded it is fetched from the connected server only, and
// never from another origin, whether named directly or reached by a redirect.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaProtocolHandler, type LocalMediaFile } from './media-protocol.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009e6a0dd1', 'hex');
const FILE = 'local-0a1b2c3d-0000-4000-8000-000000000001.png';
const UPLOADED = 'local-0a1b2c3d-0000-4000-8000-000000000002.png';

let connected: Server;
let elsewhere: Server;
let connectedOrigin: string;
let elsewhereOrigin: string;
const hitsElsewhere: string[] = [];
/** What the studio service answers for each file; set per test. */
const files = new Map<string, LocalMediaFile>();
/** The server the studio is connected to, null when none. */
let connectedTo: string | null = null;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  elsewhere = createServer((request, response) => {
    hitsElsewhere.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
  });
  elsewhereOrigin = await listen(elsewhere);
  connected = createServer((request, response) => {
    if (request.url === '/media/1/rug.png') return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    if (request.url === '/media/1/moved.png') return void response.writeHead(302, { Location: `${elsewhereOrigin}/media/1/rug.png` }).end();
    if (request.url === '/media/1/page.png') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>');
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  connectedOrigin = await listen(connected);
  connectedTo = connectedOrigin;
});

afterAll(async () => {
  await Promise.all([connected, elsewhere].map((server) => new Promise((resolve) => server.close(resolve))));
});

const handler = createMediaProtocolHandler({
  localMediaFile: (file) => files.get(file) ?? null,
  serverUrl: async () => connectedTo,
  fetch: globalThis.fetch,
});
const get = (url: string) => handler(new Request(url));

describe('studio-media:// protocol', () => {
  it('serves an image kept on disk with its type and nosniff', async () => {
    files.set(FILE, { bytes: PNG, mimeType: 'image/png' });
    const served = await get(`studio-media://local/${FILE}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('fetches an uploaded image from the connected server', async () => {
    files.set(UPLOADED, { redirect: `${connectedOrigin}/media/1/rug.png` });
    const served = await get(`studio-media://local/${UPLOADED}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('never fetches from another origin, named directly or through a redirect', async () => {
    files.set(UPLOADED, { redirect: `${elsewhereOrigin}/media/1/rug.png` });
    expect((await get(`studio-media://local/${UPLOADED}`)).status).toBe(403);
    files.set(UPLOADED, { redirect: `${connectedOrigin}/media/1/moved.png` });
    expect((await get(`studio-media://local/${UPLOADED}`)).status).toBe(502);
    expect(hitsElsewhere).toEqual([]);
  });

  it('fetches nothing while connected to no server', async () => {
    files.set(UPLOADED, { redirect: `${connectedOrigin}/media/1/rug.png` });
    connectedTo = null;
    try {
      expect((await get(`studio-media://local/${UPLOADED}`)).status).toBe(403);
    } finally {
      connectedTo = connectedOrigin;
    }
  });

  it('passes on images only, and the server missing one as 404', async () => {
    files.set(UPLOADED, { redirect: `${connectedOrigin}/media/1/page.png` });
    const page = await get(`studio-media://local/${UPLOADED}`);
    expect(page.status).toBe(502);
    expect(await page.text()).not.toContain('<script>');
    files.set(UPLOADED, { redirect: `${connectedOrigin}/media/1/gone.png` });
    expect((await get(`studio-media://local/${UPLOADED}`)).status).toBe(404);
  });

  it('answers 404 for unknown files, other hosts and names that are not a local image', async () => {
    files.set(FILE, { bytes: PNG, mimeType: 'image/png' });
    expect((await get('studio-media://local/local-0a1b2c3d-0000-4000-8000-00000000000f.png')).status).toBe(404);
    expect((await get(`studio-media://elsewhere/${FILE}`)).status).toBe(404);
    expect((await get('studio-media://local/..%2f..%2fstate.json')).status).toBe(404);
  });
});
