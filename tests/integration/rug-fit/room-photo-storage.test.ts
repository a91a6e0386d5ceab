// The room photos held messages keep were bounded only by the 10,000 held: 91 sends took 137 MB,
// and the cap allowed some 15 GB. The photos now have a cap on their total (ROOM_PHOTOS_MAX_MB),
// shown in Settings with what is used: a photo that would pass it takes the room of held messages'
// photos, the oldest first; a delivered message's photo is never taken, and when held ones cannot
// make room the new photo is not kept, which its message says (the inbox, the CSV, the lead email).
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints.ts';
import { messagesPage, type ContactMessage } from '../../../shared/contract/inbox.ts';
import { notificationStatus } from '../../../shared/contract/notifications.ts';
import { fillPath } from '../../../shared/contract/public-endpoints.ts';
import { CONTACT_PART, ROOM_PHOTO_PART } from '../../../shared/contract/rug-fit-send.ts';
import { roomPhoto } from '../../support/synthetic-room.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ROOM = [
  { color: '#d9d2c5', share: 0.5 },
  { color: '#1f2a44', share: 0.3 },
  { color: '#b5523b', share: 0.2 },
];
const rugFit = { palette: ROOM, productIds: [1], mode: 'blend', photoConsent: true };

async function sendWithPhoto(server: TestServer, name: string, photo: Uint8Array) {
  const form = new FormData();
  form.append(CONTACT_PART, JSON.stringify({ name, email: 'visitor@example.com', message: 'Our living room.', rugFit }));
  form.append(ROOM_PHOTO_PART, new Blob([new Uint8Array(photo)]), 'room.jpg');
  return (await fetch(server.baseUrl + endpoints.public.contact.path, { method: 'POST', body: form })).status;
}

/** Every message, delivered and held, by name. */
async function messagesByName(server: TestServer): Promise<Map<string, ContactMessage>> {
  const owner = await server.admin();
  const lists = await Promise.all(['inbox', 'held'].map(async (view) => messagesPage.parse((await owner.get(`${endpoints.admin.messages.path}?view=${view}`)).body).items));
  return new Map(lists.flat().map((message) => [message.name, message]));
}

const storage = async (server: TestServer) => notificationStatus.parse((await (await server.admin()).get(endpoints.admin.notifications.path)).body).roomPhotos;

/** A server whose photos may take `photos` of this photo's kept size (and a little), delivering `delivered` messages an hour. */
async function serverFor(photo: Buffer, photos: number, delivered: number) {
  const probe = await startTestServer();
  expect(await sendWithPhoto(probe, 'Probe', photo)).toBe(200);
  const size = (await storage(probe)).bytes;
  const server = await startTestServer({ roomPhotosMaxBytes: Math.floor(size * (photos + 0.5)), formLimits: { perClient: 100, global: delivered } });
  return { server, size };
}

describe('the room photos’ cap', () => {
  it('is shown in Settings with what is used, and held messages lose their photos to new ones first, the oldest first', async () => {
    const photo = await roomPhoto(ROOM, { width: 1600, height: 1200 });
    const { server, size } = await serverFor(photo, 4, 3);
    expect(await storage(server)).toEqual({ count: 0, bytes: 0, maxBytes: Math.floor(size * 4.5) });

    for (const name of ['Delivered 1', 'Delivered 2', 'Delivered 3', 'Held 1', 'Held 2', 'Held 3']) expect(await sendWithPhoto(server, name, photo)).toBe(200);
    expect(await storage(server)).toEqual({ count: 4, bytes: 4 * size, maxBytes: Math.floor(size * 4.5) });

    const messages = await messagesByName(server);
    for (const name of ['Delivered 1', 'Delivered 2', 'Delivered 3', 'Held 3']) expect(messages.get(name)?.rugFit, name).toMatchObject({ photo: { bytes: size }, photoNotKept: false });
    for (const name of ['Held 1', 'Held 2']) expect(messages.get(name)?.rugFit, name).toMatchObject({ photo: null, photoNotKept: true });
    expect(messages.get('Held 1')?.held).toBe(true);
    const owner = await server.admin();
    expect((await owner.get(fillPath(endpoints.admin.roomPhoto.path, { id: messages.get('Held 1')!.id }))).status).toBe(404);

    // The CSV's Room photo column, read by its header.
    const rows = (await owner.get(endpoints.admin.messagesCsv.path)).text.split('\r\n').map((line) => line.split('","'));
    const photoColumn = rows[0].findIndex((header) => header.replace(/^"/, '') === 'Room photo');
    expect(photoColumn).toBeGreaterThan(0);
    expect(rows.find((row) => row.join().includes('Held 1'))?.[photoColumn]).toBe('not kept (storage full)');
    expect(rows.find((row) => row.join().includes('Held 3'))?.[photoColumn]).toBe('yes');
  });

  it("never takes a delivered message's photo: with no held photo to give way, the new photo is not kept, and its message says so", async () => {
    const photo = await roomPhoto(ROOM, { width: 1600, height: 1200 });
    const { server, size } = await serverFor(photo, 2, 3);
    for (const name of ['First', 'Second', 'Third']) expect(await sendWithPhoto(server, name, photo)).toBe(200);
    expect(await storage(server)).toMatchObject({ count: 2, bytes: 2 * size });
    const messages = await messagesByName(server);
    expect(messages.get('First')?.rugFit?.photo).toMatchObject({ bytes: size });
    expect(messages.get('Second')?.rugFit?.photo).toMatchObject({ bytes: size });
    expect(messages.get('Third')?.rugFit).toMatchObject({ photo: null, photoNotKept: true });
    expect(messages.get('Third')?.held).toBe(false);
    // (Its lead email says why there is no photo: server/notifications/mail-templates.test.ts.)
  });
});
