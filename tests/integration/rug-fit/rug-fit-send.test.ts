// A Rug Fit send into a consultation (decision 210): POST /api/contact
// takes the room's palette, the recommended rugs and the mode as JSON, and the room photo only
// with the visitor's consent, as multipart/form-data; the photo is re-encoded without its metadata
// and kept with the message; bad input gets a 400 (413 for size) naming the field, and nothing is
// stored; the plain JSON form is unchanged; the sends share the form's rate limit.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints.ts';
import { messagesPage, type ContactMessage } from '../../../shared/contract/inbox.ts';
import { fillPath } from '../../../shared/contract/public-endpoints.ts';
import { CONTACT_PART, ROOM_PHOTO_MAX_BYTES, ROOM_PHOTO_MESSAGES, ROOM_PHOTO_PART, ROOM_PHOTO_STORED_MAX_BYTES, ROOM_PHOTO_STORED_SIDE } from '../../../shared/contract/rug-fit-send.ts';
import { busyRoomPhoto, roomPhoto } from '../../support/synthetic-room.ts';
import type { HttpClient } from '../support/http-client.ts';
import { startTestServer, useTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const CONTACT = endpoints.public.contact.path;
const person = { name: 'Maya Ortiz', email: 'maya@example.com', message: 'We are staging a two-flat in Logan Square.' };
const ROOM = [
  { color: '#d9d2c5', share: 0.4 },
  { color: '#8a6a4f', share: 0.3 },
  { color: '#1f2a44', share: 0.2 },
  { color: '#b5523b', share: 0.1 },
];

const rugFit = (extra: object = {}) => ({ palette: ROOM, productIds: [1, 2, 3], mode: 'blend', ...extra });

/** POST /api/contact as multipart/form-data: the message as JSON in "contact", the photo in "photo". */
async function sendWithPhoto(message: unknown, photo: Uint8Array | null, { part = ROOM_PHOTO_PART, fileName = 'living-room.jpg', server: target = server, headers = {} as Record<string, string> } = {}) {
  const form = new FormData();
  form.append(CONTACT_PART, typeof message === 'string' ? message : JSON.stringify(message));
  if (photo) form.append(part, new Blob([new Uint8Array(photo)]), fileName);
  const response = await fetch(target.baseUrl + CONTACT, { method: 'POST', body: form, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const send = (body: unknown) => server.client().post(CONTACT, body);
const messages = async (): Promise<ContactMessage[]> => messagesPage.parse((await admin.get(endpoints.admin.messages.path)).body).items;
const count = (table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const stored = () => ({ messages: count('contact_messages'), photos: count('room_photos') });
const roomPhotoOf = (id: number) => admin.get(fillPath(endpoints.admin.roomPhoto.path, { id }));

async function photoBytesOf(id: number) {
  const response = await fetch(server.baseUrl + fillPath(endpoints.admin.roomPhoto.path, { id }), { headers: { Cookie: admin.cookieHeader } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A phone photo: a room, taken sideways (EXIF orientation 6), with a GPS position and a camera in its EXIF. */
const phonePhoto = async () =>
  sharp(await roomPhoto(ROOM, { width: 1600, height: 1200 }))
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 55/1 0/1' } } })
    .jpeg()
    .toBuffer();

/** Expects a refusal naming `field`, and nothing stored. */
async function expectRefused(attempt: Promise<{ status: number; body: any }>, status: number, field: string, message: string) {
  const before = stored();
  const { status: got, body } = await attempt;
  expect(got).toBe(status);
  expect(body.fields).toEqual({ [field]: message });
  expect(stored()).toEqual(before);
}

describe('the plain contact form', () => {
  it("is unchanged: JSON with the spec's fields, ok, and a message without Rug Fit", async () => {
    const sent = await send(person);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    expect((await messages())[0]).toMatchObject({ ...person, rugFit: null });
  });
});

describe('a Rug Fit send', () => {
  it('stores the palette, the mode and the rugs with their names, as the inbox and the dashboard show it', async () => {
    const products = (await admin.get(endpoints.admin.products.list.path)).body as { id: number; name: string }[];
    const sent = await send({ ...person, rugFit: rugFit({ productIds: [products[0].id, products[1].id, 999_999], mode: 'pop' }) });
    expect(sent.status, sent.text).toBe(200);
    expect((await messages())[0].rugFit).toEqual({
      palette: ROOM,
      mode: 'pop',
      rugs: [
        { id: products[0].id, name: products[0].name, exists: true },
        { id: products[1].id, name: products[1].name, exists: true },
        { id: 999_999, name: null, exists: false },
      ],
      photo: null,
      photoNotKept: false,
    });
    const weeks = (await admin.get(endpoints.admin.dashboard.path)).body.weeks;
    expect(weeks.at(-1).rugFit).toBeGreaterThanOrEqual(1);
  });

  it('takes the room photo when the visitor consented: re-encoded as a JPEG, turned upright, without its EXIF, for the admin only', async () => {
    const sent = await sendWithPhoto({ ...person, name: 'Photo Sender', rugFit: rugFit({ photoConsent: true }) }, await phonePhoto());
    expect(sent).toEqual({ status: 200, body: { ok: true } });
    const message = (await messages()).find((item) => item.name === 'Photo Sender')!;
    expect(message.rugFit?.photo).toMatchObject({ width: 1200, height: 1600 });
    const { response, bytes } = await photoBytesOf(message.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect((await server.client().get(fillPath(endpoints.admin.roomPhoto.path, { id: message.id }))).status).toBe(401);
  });

  it('keeps a large photo at most ROOM_PHOTO_STORED_SIDE px on its longer side', async () => {
    const sent = await sendWithPhoto({ ...person, name: 'Big Photo', rugFit: rugFit({ photoConsent: true }) }, await roomPhoto(ROOM, { width: 4000, height: 3000 }));
    expect(sent.status).toBe(200);
    const message = (await messages()).find((item) => item.name === 'Big Photo')!;
    expect(message.rugFit?.photo).toMatchObject({ width: ROOM_PHOTO_STORED_SIDE, height: (ROOM_PHOTO_STORED_SIDE * 3) / 4 });
  });

  it('keeps a busy 12-megapixel phone photo (3.9 MB) in at most 300 KB', async () => {
    const sent = await sendWithPhoto({ ...person, name: 'Busy Photo', rugFit: rugFit({ photoConsent: true }) }, await busyRoomPhoto());
    expect(sent.status).toBe(200);
    const { photo } = (await messages()).find((item) => item.name === 'Busy Photo')!.rugFit!;
    expect(photo!.bytes).toBeLessThanOrEqual(ROOM_PHOTO_STORED_MAX_BYTES);
    expect(Math.max(photo!.width, photo!.height)).toBeLessThanOrEqual(ROOM_PHOTO_STORED_SIDE);
    const { bytes } = await photoBytesOf((await messages()).find((item) => item.name === 'Busy Photo')!.id);
    expect(bytes.length).toBe(photo!.bytes);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('goes with its message when the message is deleted', async () => {
    await sendWithPhoto({ ...person, name: 'Deleted Sender', rugFit: rugFit({ photoConsent: true }) }, await roomPhoto(ROOM));
    const message = (await messages()).find((item) => item.name === 'Deleted Sender')!;
    const photos = count('room_photos');
    expect((await admin.delete(fillPath(endpoints.admin.deleteMessage.path, { id: message.id }))).status).toBe(200);
    expect(count('room_photos')).toBe(photos - 1);
    expect((await roomPhotoOf(message.id)).status).toBe(404);
  });

  it('answers 404 for the photo of a message that has none', async () => {
    await send({ ...person, name: 'No Photo', rugFit: rugFit() });
    const message = (await messages()).find((item) => item.name === 'No Photo')!;
    expect((await roomPhotoOf(message.id)).status).toBe(404);
  });

  it('is stored once when retried with its Idempotency-Key, and another photo under the same key is refused', async () => {
    const photo = await roomPhoto(ROOM);
    const headers = { 'Idempotency-Key': 'rug-fit-retry-1' };
    const body = { ...person, name: 'Retried Sender', rugFit: rugFit({ photoConsent: true }) };
    expect((await sendWithPhoto(body, photo, { headers })).status).toBe(200);
    expect((await sendWithPhoto(body, photo, { headers })).status).toBe(200);
    expect((await messages()).filter((item) => item.name === 'Retried Sender')).toHaveLength(1);
    const other = await roomPhoto([...ROOM].reverse());
    expect((await sendWithPhoto(body, other, { headers })).status).toBe(422);
  });

  it('from a bot (honeypot filled) is answered ok and stored nowhere, photo and all', async () => {
    const before = stored();
    expect((await sendWithPhoto({ ...person, website: 'http://spam.example', rugFit: rugFit({ photoConsent: true }) }, await roomPhoto(ROOM))).status).toBe(200);
    expect(stored()).toEqual(before);
  });
});

describe('refused, naming the field, with nothing stored', () => {
  const withConsent = { ...person, rugFit: rugFit({ photoConsent: true }) };

  it("a photo sent without the visitor's consent", async () => {
    const photo = await roomPhoto(ROOM);
    await expectRefused(sendWithPhoto({ ...person, rugFit: rugFit() }, photo), 400, 'rugFit.photoConsent', ROOM_PHOTO_MESSAGES.noConsent);
    await expectRefused(sendWithPhoto({ ...person, rugFit: rugFit({ photoConsent: false }) }, photo), 400, 'rugFit.photoConsent', ROOM_PHOTO_MESSAGES.noConsent);
    await expectRefused(sendWithPhoto(person, photo), 400, 'rugFit.photoConsent', ROOM_PHOTO_MESSAGES.noConsent);
  });

  it('consent without a photo', async () => {
    await expectRefused(send(withConsent), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.consentWithoutPhoto);
    await expectRefused(sendWithPhoto(withConsent, null), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.consentWithoutPhoto);
  });

  it('a file that is not an image, whatever its name says', async () => {
    await expectRefused(sendWithPhoto(withConsent, Buffer.from('name,email\nAnn,ann@example.com\n'), { fileName: 'room.jpg' }), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.notImage);
  });

  it('an image that cannot be decoded (a truncated JPEG, a HEIC-like box)', async () => {
    const jpeg = await roomPhoto(ROOM);
    await expectRefused(sendWithPhoto(withConsent, jpeg.subarray(0, 600)), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.undecodable);
    const png = await roomPhoto(ROOM, { format: 'png' });
    const corrupt = Buffer.from(png);
    corrupt.fill(0x41, 200, 4000);
    await expectRefused(sendWithPhoto(withConsent, corrupt), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.undecodable);
  });

  it('a photo over 40 megapixels, before it is decoded', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#8a6a4f' } }).jpeg({ quality: 40 }).toBuffer();
    await expectRefused(sendWithPhoto(withConsent, huge), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.tooManyPixels);
  });

  it('an empty photo: no bytes, or nothing visible in it', async () => {
    await expectRefused(sendWithPhoto(withConsent, new Uint8Array(0)), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.empty);
    const transparent = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } }).png().toBuffer();
    await expectRefused(sendWithPhoto(withConsent, transparent), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.empty);
  });

  it('an all-black photo', async () => {
    const black = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#050505' } }).jpeg().toBuffer();
    await expectRefused(sendWithPhoto(withConsent, black), 400, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.allBlack);
  });

  it('a photo over 10 MB (413)', async () => {
    const tooBig = Buffer.concat([await roomPhoto(ROOM), Buffer.alloc(ROOM_PHOTO_MAX_BYTES)]);
    await expectRefused(sendWithPhoto(withConsent, tooBig), 413, ROOM_PHOTO_PART, ROOM_PHOTO_MESSAGES.tooLarge);
  });

  it('a photo in another part, or a message that is not JSON', async () => {
    await expectRefused(sendWithPhoto(withConsent, await roomPhoto(ROOM), { part: 'picture' }), 400, 'picture', 'Unexpected file: the photo goes in "photo"');
    await expectRefused(sendWithPhoto('{"name": "Ann",', await roomPhoto(ROOM)), 400, CONTACT_PART, ROOM_PHOTO_MESSAGES.notJson);
  });

  it('a palette, mode or rugs that are not what Rug Fit sends', async () => {
    await expectRefused(send({ ...person, rugFit: rugFit({ palette: [{ color: 'navy', share: 0.5 }] }) }), 400, 'rugFit.palette.0.color', 'Must be a colour written #rrggbb');
    await expectRefused(send({ ...person, rugFit: rugFit({ palette: [] }) }), 400, 'rugFit.palette', 'Must hold at least one colour');
    await expectRefused(send({ ...person, rugFit: rugFit({ mode: 'loud' }) }), 400, 'rugFit.mode', 'Must be one of blend, pop');
    await expectRefused(send({ ...person, rugFit: rugFit({ productIds: Array.from({ length: 13 }, (_, index) => index + 1) }) }), 400, 'rugFit.productIds', 'Must hold at most 12 products');
  });

  it("the form's own fields, as ever, also in a send with a photo", async () => {
    await expectRefused(sendWithPhoto({ ...withConsent, email: 'not-an-email' }, await roomPhoto(ROOM)), 400, 'email', 'Must be an email address');
  });
});

describe('the rate limit', () => {
  it("counts sends with a photo as the form's: past the limit, 429 before the photo is read", async () => {
    const limited = await startTestServer({ formLimits: { perClient: 2, global: 100 } });
    const photo = await roomPhoto(ROOM);
    const body = { ...person, rugFit: rugFit({ photoConsent: true }) };
    expect((await sendWithPhoto(body, photo, { server: limited })).status).toBe(200);
    expect((await limited.client().post(CONTACT, person)).status).toBe(200);
    const refused = await sendWithPhoto(body, photo, { server: limited });
    expect(refused.status).toBe(429);
    expect(limited.db.prepare('SELECT COUNT(*) FROM room_photos').pluck().get()).toBe(1);
  });
});

describe('past the hourly allowance (decision 177)', () => {
  it('a send with its photo is held with the photo and counted as no lead until released (its email: form-flood.test.ts)', async () => {
    const busy = await startTestServer({ formLimits: { perClient: 100, global: 1 } });
    const owner = await busy.admin();
    expect((await busy.client().post(CONTACT, person)).status).toBe(200);
    const sent = await sendWithPhoto({ ...person, name: 'Held Rug Fit', rugFit: rugFit({ photoConsent: true }) }, await roomPhoto(ROOM), { server: busy });
    expect(sent).toEqual({ status: 200, body: { ok: true } });

    const [held] = messagesPage.parse((await owner.get(`${endpoints.admin.messages.path}?view=held`)).body).items;
    expect(held).toMatchObject({ name: 'Held Rug Fit', held: true, rugFit: { mode: 'blend', photo: { width: 1200, height: 900 } } });
    expect((await owner.get(fillPath(endpoints.admin.roomPhoto.path, { id: held.id }))).status).toBe(200);
    expect((await owner.get(endpoints.admin.dashboard.path)).body.weeks.at(-1).rugFit).toBe(0);

    expect((await owner.post(fillPath(endpoints.admin.releaseMessage.path, { id: held.id }), {})).status).toBe(200);
    expect((await owner.get(endpoints.admin.dashboard.path)).body.weeks.at(-1).rugFit).toBe(1);
    const [released] = messagesPage.parse((await owner.get(endpoints.admin.messages.path)).body).items;
    expect(released).toMatchObject({ id: held.id, held: false, rugFit: { photo: { width: 1200, height: 900 } } });
  });
});

describe('the messages CSV', () => {
  it('has the Rug Fit mode, the room palette, the rugs shown and whether a photo came', async () => {
    const [rug] = (await admin.get(endpoints.admin.products.list.path)).body as { id: number; name: string }[];
    await send({ ...person, name: 'Csv Sender', rugFit: rugFit({ productIds: [rug.id], mode: 'pop' }) });
    const csv = (await admin.get(endpoints.admin.messagesCsv.path)).text.split('\r\n');
    // Then where the visit that sent it began and came from: none counted here (no page was shown).
    expect(csv[0]).toMatch(/,"From page","Held for review","Rug Fit mode","Room palette","Rugs shown","Room photo","Landing page","Came from","Campaign"$/);
    expect(csv.find((line) => line.includes('Csv Sender'))).toMatch(new RegExp(`,"no","Make it pop","#d9d2c5 40%, #8a6a4f 30%, #1f2a44 20%, #b5523b 10%","${rug.name}","no","","",""$`));
  });
});
