// Rug Fit as a visitor uses it, at 1280 and 390 px: pick a photo of the room, see its
// colours and the rugs that suit it, leave a colour out and switch to "Make it pop" and see the
// ranking change, then send the result to a consultant, with and without the room photo, and find
// it in the inbox. The network log shows the photo leaves the device only with the send the visitor
// ticked it for; bad photos are refused on the page with a clear message and nothing is sent.
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN_PASSWORD } from '../../../playwright.config.ts';
import type { MessagesPage } from '../../../shared/contract/inbox.ts';
import { ROOM_PHOTO_MESSAGES } from '../../../shared/contract/rug-fit-send.ts';
import { LIVING_ROOM, roomPhoto } from '../../support/synthetic-room.ts';
import { expect, expectAccessible, expectPageMeta, expectSingleH1, expectToast, test, visitor, waitForIslands } from '../support/public-helpers.ts';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The start of every JPEG (its SOI marker and the first marker's byte). */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

/** Every request the page makes from now on, as the network log shows it. */
function networkLog(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http')) requests.push(request);
  });
  return requests;
}

/** A message with its palette and rugs is well under this; the smallest room photo is well over it. */
const PHOTO_SIZED_BODY = 16 * 1024;

/**
 * Requests that carried a photo: a body holding a JPEG's bytes, or, where Chromium does not hand
 * the body over (a multipart body with a file), a Content-Length of a photo's size.
 */
async function carryingAPhoto(requests: Request[]): Promise<Request[]> {
  const carrying: Request[] = [];
  for (const request of requests) {
    const bytes = request.postDataBuffer();
    const size = Number((await request.allHeaders())['content-length'] ?? 0);
    if (bytes?.includes(JPEG_START) || size >= PHOTO_SIZED_BODY) carrying.push(request);
  }
  return carrying;
}

async function openRugFit(page: Page) {
  await page.goto('/jacobs/rug-fit');
  await waitForIslands(page);
}

async function pickPhoto(page: Page, photo: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Room photo', { exact: true }).setInputFiles(photo);
}

const livingRoom = async () => ({ name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: await roomPhoto(LIVING_ROOM, { width: 1600, height: 1200, lighting: 0.2 }) });

const swatches = (page: Page) => page.getByRole('list', { name: "Your room's colors" }).getByRole('button');
const cards = (page: Page) => page.getByTestId('rug-fit-card');
const cardNames = (page: Page) => cards(page).locator('.rug-fit-name').allTextContents();

async function adminMessages(page: Page): Promise<MessagesPage> {
  const login = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return (await page.request.get('/api/admin/messages')).json() as Promise<MessagesPage>;
}

async function deleteMessage(page: Page, id: number) {
  expect((await page.request.delete(`/api/admin/messages/${id}`)).ok()).toBeTruthy();
}

test('the page is titled and described, and its tool is an island on an otherwise static page', async ({ page }) => {
  await openRugFit(page);
  await expectSingleH1(page, 'Rug Fit');
  await expectPageMeta(page, { title: 'Rug Fit: Rugs Matched to a Photo of Your Room', path: '/jacobs/rug-fit', description: /reads its colors on your device/ });
  await expect(page.locator('[data-island]')).toHaveCount(1);
  await expect(page.locator('[data-island]')).toHaveAttribute('data-island', 'rug-fit');
  await expect(page.getByRole('heading', { name: 'What happens to your photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take a photo', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Take a photo of your room')).toHaveAttribute('capture', 'environment');
  await expectAccessible(page);
});

test('without JavaScript the page says the tool needs it and leads to the contact form', async ({ browser }) => {
  const page = await visitor(browser, { javaScript: false });
  await page.goto('/jacobs/rug-fit');
  const note = page.getByTestId('rug-fit-noscript');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Rug Fit needs JavaScript, which is off in this browser.');
  await note.getByRole('link', { name: 'send us a message' }).click();
  await expect(page).toHaveURL(/\/jacobs\/contact$/);
  await expect(page.getByRole('form', { name: 'Tell us about your rooms' })).toBeVisible();
  await page.context().close();
});

test('with JavaScript the no-script note is not shown', async ({ page }) => {
  await openRugFit(page);
  await expect(page.getByText('Rug Fit needs JavaScript')).toHaveCount(0);
});

test('once the photo is read its results are brought into view, below the fold of a phone too', async ({ page }) => {
  await openRugFit(page);
  const heading = page.getByRole('heading', { name: "Your room's colors" });
  await pickPhoto(page, await livingRoom());
  await expect(heading).toBeInViewport();
  // Below the sticky bar, not under it.
  await expect.poll(async () => (await heading.boundingBox())?.y ?? 0).toBeGreaterThan(60);
  await expect(cards(page).first()).toBeAttached();
});

test('is linked from the home page card, the services page, the Rug Intelligence page and the contact hero', async ({ page }) => {
  await page.goto('/jacobs');
  const card = page.getByRole('heading', { name: 'AI-Powered Matching' }).locator('..');
  await expect(card.getByRole('link', { name: 'try Rug Fit on a photo of your room' })).toHaveAttribute('href', '/jacobs/rug-fit');
  await expect(card.getByRole('link', { name: 'Send your room photos' })).toHaveAttribute('href', '/jacobs/contact');
  for (const path of ['/jacobs/services', '/jacobs/services/rug-intelligence']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Try Rug Fit on Your Room' })).toHaveAttribute('href', '/jacobs/rug-fit');
  }
  await page.goto('/jacobs/contact');
  // In the hero, beside the heading, whose subtitle speaks of room photos.
  const hero = page.getByRole('heading', { level: 1, name: 'Contact Us' }).locator('..');
  await expect(hero).toContainText('share a few room photos');
  await hero.getByRole('link', { name: 'Try Rug Fit', exact: true }).click();
  await expect(page).toHaveURL(/\/jacobs\/rug-fit$/);
});

test('a room photo gives its colours and the rugs that suit it; leaving a colour out and Make it pop change the ranking', async ({ page }) => {
  const requests = networkLog(page);
  await openRugFit(page);
  await pickPhoto(page, await livingRoom());

  await expect(page.getByRole('img', { name: 'Your room' })).toBeVisible();
  await expect(swatches(page).first()).toBeVisible();
  expect(await swatches(page).count()).toBeGreaterThanOrEqual(5);
  expect(await swatches(page).count()).toBeLessThanOrEqual(8);
  // The largest colour first, named, with its share: the greige walls, 38% of the frame.
  await expect(swatches(page).first()).toHaveAccessibleName(/^Leave out \w[\w ]*, 3[6-9]% of the photo$/);

  await expect(page.getByRole('heading', { name: 'Rugs that blend in' })).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(6);
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/jacobs\/product\/\d+$/);
    await expect(card.locator('.rug-fit-reason')).toHaveText(/\w/);
  }
  const blendIn = await cardNames(page);

  // Leave out the two largest colours (the walls and the floor): the room is now its navy, rust and sage.
  await swatches(page).nth(0).click();
  await swatches(page).nth(1).click();
  await expect(swatches(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardNames(page)).not.toEqual(blendIn);
  const withoutWallsAndFloor = await cardNames(page);

  await page.getByRole('radio', { name: 'Make it pop' }).check();
  await expect(page.getByRole('heading', { name: 'Rugs that make it pop' })).toBeVisible();
  await expect.poll(() => cardNames(page)).not.toEqual(withoutWallsAndFloor);

  // Bringing every colour back and choosing Blend in again gives the first ranking back.
  await swatches(page).nth(0).click();
  await swatches(page).nth(1).click();
  await page.getByRole('radio', { name: 'Blend in' }).check();
  await expect.poll(() => cardNames(page)).toEqual(blendIn);

  // All of it happened on the device: nothing went out but reads.
  expect(requests.filter((request) => request.method() !== 'GET').map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  expect(await carryingAPhoto(requests)).toEqual([]);
});

test('a photo dropped on the picker is read like a picked one', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'dropping a file is a desktop gesture');
  await openRugFit(page);
  const photo = await livingRoom();
  const dataTransfer = await page.evaluateHandle(async ({ base64, name, type }) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    return transfer;
  }, { base64: photo.buffer.toString('base64'), name: photo.name, type: photo.mimeType });
  const zone = page.getByTestId('rug-fit-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-dragging');
  await expect(cards(page).first()).toBeVisible();
  expect(await swatches(page).count()).toBeGreaterThanOrEqual(5);
});

test('sends the result to a consultant without the photo, then with it once ticked, and the inbox shows both', async ({ page }) => {
  const requests = networkLog(page);
  const name = unique('E2E Rug Fit visitor');
  await openRugFit(page);
  await pickPhoto(page, await livingRoom());
  await expect(cards(page).first()).toBeVisible();
  const shown = await cardNames(page);

  await page.getByRole('button', { name: 'Send this to a consultant' }).click();
  const form = page.getByRole('form', { name: 'Send this to a consultant' });
  await expect(form).toBeVisible();
  // The contact form, prefilled: the service, a message saying what Rug Fit found, and what goes with it.
  await expect(form.getByLabel('Service interest')).toHaveValue('ai-matching');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(new RegExp(`^I used Rug Fit \\(Blend in\\)\\. My room's colors: .+\\. The rugs it suggested: ${shown[0]}`));
  const about = form.getByTestId('rug-fit-about');
  await expect(about.getByRole('listitem')).toHaveCount(await swatches(page).count());
  await expect(about).toContainText(`Rugs shown: ${shown.join(', ')}`);
  const consent = form.getByRole('checkbox', { name: /Include my room photo/ });
  await expect(consent).not.toBeChecked();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('rug-fit-visitor@example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent!', 'We typically respond within 24 hours.');
  // Sent as JSON with the palette and the rugs, and no photo.
  const [plain] = requests.filter((request) => request.method() === 'POST');
  expect(plain.url()).toMatch(/\/api\/contact$/);
  expect(plain.headers()['content-type']).toBe('application/json');
  expect(plain.postDataJSON()).toMatchObject({ name, service: 'ai-matching', rugFit: { mode: 'blend', photoConsent: false, productIds: expect.any(Array) } });
  expect(await carryingAPhoto(requests)).toEqual([]);

  // A second send, this time with the photo: only now do its bytes leave the device.
  const withPhoto = `${name} with photo`;
  await form.getByLabel('Name').fill(withPhoto);
  await form.getByLabel('Email').fill('rug-fit-visitor@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill('Here is the room itself.');
  await consent.check();
  // Its answer is awaited: the first send's toast may still be showing when the second one's
  // photo is still being made.
  const photoAnswer = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await photoAnswer).ok()).toBe(true);
  await expectToast(page, 'Message Sent!', 'We typically respond within 24 hours.');
  const photoSends = await carryingAPhoto(requests);
  expect(photoSends).toHaveLength(1);
  expect(photoSends[0].url()).toMatch(/\/api\/contact$/);
  expect(photoSends[0].headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  const messages = (await adminMessages(page)).items;
  const sentPlain = messages.find((message) => message.name === name)!;
  const sentWithPhoto = messages.find((message) => message.name === withPhoto)!;
  try {
    expect(sentPlain.rugFit).toMatchObject({ mode: 'blend', photo: null });
    expect(sentPlain.rugFit!.rugs.map((rug) => rug.name)).toEqual(shown);
    expect(sentWithPhoto.rugFit!.photo).toMatchObject({ width: 1600, height: 1200 });

    if (test.info().project.name === 'desktop') {
      // The owner's inbox: the send with its swatches, rugs and the photo; the other without one.
      await page.goto('/admin/inbox');
      const withCard = page.getByTestId('inbox-message').filter({ hasText: withPhoto });
      await expect(withCard.getByTestId('rug-fit-lead').getByRole('img', { name: `Room photo sent by ${withPhoto}` })).toBeVisible();
      await expect(withCard.getByTestId('rug-fit-lead').getByRole('list', { name: 'Room palette' }).getByRole('listitem').first()).toBeVisible();
      await expect(withCard.getByTestId('rug-fit-lead').getByRole('link', { name: shown[0] })).toBeVisible();
      const plainCard = page.getByTestId('inbox-message').filter({ hasText: name }).filter({ hasNotText: withPhoto });
      await expect(plainCard.getByTestId('rug-fit-lead')).toContainText('No room photo: the visitor kept it on their device.');
    }
  } finally {
    await deleteMessage(page, sentPlain.id);
    await deleteMessage(page, sentWithPhoto.id);
  }
});

test('bad photos are refused on the page with a clear message, and nothing is sent', async ({ page }) => {
  const requests = networkLog(page);
  await openRugFit(page);
  const refusal = page.getByRole('alert');
  const black = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#050505' } }).jpeg().toBuffer();
  const cases: [string, { name: string; mimeType: string; buffer: Buffer }][] = [
    [ROOM_PHOTO_MESSAGES.notImage, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }],
    [ROOM_PHOTO_MESSAGES.undecodable, { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no pixels in here') }],
    [ROOM_PHOTO_MESSAGES.empty, { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) }],
    [ROOM_PHOTO_MESSAGES.allBlack, { name: 'lens-cap.jpg', mimeType: 'image/jpeg', buffer: black }],
  ];
  for (const [message, photo] of cases) {
    await pickPhoto(page, photo);
    await expect(refusal).toHaveText(message);
    await expect(cards(page)).toHaveCount(0);
  }
  // Decoding 40 megapixels costs the browser a second and 160 MB: once, at desktop width.
  if (test.info().project.name === 'desktop') {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#d9d2c5' } }).png().toBuffer();
    await pickPhoto(page, { name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await expect(refusal).toHaveText(ROOM_PHOTO_MESSAGES.tooManyPixels);
  }
  // A good photo after a bad one works.
  await pickPhoto(page, await livingRoom());
  await expect(cards(page).first()).toBeVisible();
  await expect(refusal).toHaveCount(0);
  expect(requests.filter((request) => request.method() !== 'GET')).toEqual([]);
});
