// Rug Fit photo sends were public, unbounded in concurrency and costly: 24 sends of a 3.8 MB JPEG
// from 24 addresses were all answered, but in up to 21.7 s, while /favicon.ico timed out at 15 s:
// the image work filled the thread pool static files share. Against the real server process: the
// same 24 sends at once (a busy 12-megapixel photo, 3.9 MB) from 127.0.0.10 to .33, while a visitor
// from 127.0.0.99 asks for a static file, a cached page and the cached API over and over. Each
// send is taken (200) or refused at once with 503 and Retry-After; the visitor's answers come
// within 200 ms (nine in ten on this shared machine, and none near a second); every photo kept is
// at most 300 KB.
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints.ts';
import { messagesPage } from '../../../shared/contract/inbox.ts';
import { CONTACT_PART, ROOM_PHOTO_PART, ROOM_PHOTO_STORED_MAX_BYTES } from '../../../shared/contract/rug-fit-send.ts';
import { busyRoomPhoto } from '../../support/synthetic-room.ts';
import { AddressClient } from './support/from-address.ts';
import { startVisitor } from './support/visitor-process.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';
import { stubSite } from './support/stub-site.ts';

const SENDS = 24;
const FAST_MS = 200;

const data = tempDataDir('jacobs-photo-flood-');
const siteDir = stubSite(data.dir, { 'favicon.ico': Buffer.alloc(15_086, 1) });

let running: ServerProcess | undefined;
afterAll(async () => {
  await running?.kill();
  data.remove();
});

interface SendAnswer {
  status: number;
  retryAfter: string | undefined;
  ms: number;
}

const BOUNDARY = '----rugfit-photo-flood';

/** A Rug Fit send with its photo, as the page sends it (multipart/form-data). */
function sendBody(address: string, photo: Buffer): Buffer {
  const message = JSON.stringify({ name: `Visitor ${address}`, email: 'visitor@example.com', message: 'Our living room.', rugFit: { palette: [{ color: '#d9d2c5', share: 1 }], productIds: [1], mode: 'blend', photoConsent: true } });
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${CONTACT_PART}"\r\n\r\n${message}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${ROOM_PHOTO_PART}"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Sends `body` (sendBody's) from a loopback address of its own. */
function sendFrom(address: string, body: Buffer): Promise<SendAnswer> {
  const { hostname, port } = new URL(running!.baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, method: 'POST', path: endpoints.public.contact.path, localAddress: address, headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': String(body.length), Connection: 'close' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], ms: performance.now() - started }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('24 photo sends at once', () => {
  it('are each taken or refused at once with 503 and Retry-After, while static files and cached pages answer within 200 ms', async () => {
    running = await startServerProcess(data.dir, { SITE_DIR: siteDir });
    const PROBES = ['/favicon.ico', '/jacobs', '/api/products'];
    // Once each, so the page and the API are cached as any visited page is.
    const warm = new AddressClient(running.baseUrl, '127.0.0.99');
    for (const path of PROBES) expect((await warm.get(path)).status).toBe(200);
    warm.close();
    const photo = await busyRoomPhoto();
    const addresses = Array.from({ length: SENDS }, (_, n) => `127.0.0.${10 + n}`);
    const bodies = addresses.map((address) => sendBody(address, photo));

    // The visitor asks from a process of its own, so the sends' work in this one is not counted in its times.
    const visitor = startVisitor({ baseUrl: running.baseUrl, address: '127.0.0.99', paths: PROBES, intervalMs: 40, timeoutMs: 15_000 });
    await visitor.ready;
    const answers = await Promise.all(addresses.map((address, n) => sendFrom(address, bodies[n])));
    const probes = await visitor.stop();

    expect(probes.length).toBeGreaterThan(10);
    expect(probes.filter((probe) => probe.status !== 200)).toEqual([]);
    // The goal for nine answers in ten; on this shared 2-core machine (other builds running) an odd
    // answer may wait for a core, but none waits on the image work.
    const times = probes.map((probe) => probe.ms).sort((a, b) => a - b);
    const figures = `visitor's answers (ms): ${probes.map((probe) => `${probe.path} ${Math.round(probe.ms)}`).join(', ')}`;
    expect(times[Math.floor(times.length * 0.9)], figures).toBeLessThanOrEqual(FAST_MS);
    expect(times.at(-1), figures).toBeLessThan(2_000);

    const taken = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(taken.length + refused.length).toBe(SENDS);
    expect(taken.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // A refused send is told at once, not after the others' work.
    expect(Math.max(...refused.map((answer) => answer.ms))).toBeLessThan(3_000);

    const owner = await running.admin();
    const kept = messagesPage.parse((await owner.get(endpoints.admin.messages.path)).body).items.filter((message) => message.rugFit?.photo);
    expect(kept).toHaveLength(taken.length);
    for (const message of kept) expect(message.rugFit!.photo!.bytes).toBeLessThanOrEqual(ROOM_PHOTO_STORED_MAX_BYTES);
  }, 90_000);
});
