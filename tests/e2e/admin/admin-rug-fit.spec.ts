// Rug Fit in the admin: the product editor shows the palette the server
// made from the gallery's first picture and makes it again on request; the inbox shows a Rug Fit send's palette,
// rugs and, when the visitor chose to send it, the room photo.
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { hiddenProduct } from '../../support/record-data.ts';
import { adminApi, cleanInbox, expectAxeClean, expectToast, openAdmin, test, unique } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'admin screens are covered on desktop');

test('the product editor shows the palette of the saved first picture, makes it again, and says when the first picture changed', async ({ page, request }) => {
  const api = await adminApi(request);
  const name = unique('E2E Palette Rug');
  const product = await api.create('/api/admin/products', hiddenProduct(name, { imageUrl: '/images/rugs/antique-heriz-serapi.svg' }));
  try {
    await openAdmin(page, `/admin/products?id=${product.id}`, 'Products');
    const palette = page.getByTestId('product-palette');
    const swatches = palette.getByRole('list', { name: `Palette of ${name}` }).getByRole('listitem');
    await expect(swatches.first()).toBeVisible();
    expect(await swatches.count()).toBeGreaterThanOrEqual(3);
    await expect(swatches.first()).toContainText(/\d+% · #[0-9a-f]{6}/);

    await palette.getByRole('button', { name: 'Recompute' }).click();
    await expectToast(page, 'Palette made again', `From the picture of ${name}.`);

    // A second picture leaves the palette as it is; moved to the front, it becomes the card's picture and the palette's.
    const gallery = page.getByRole('group', { name: 'Gallery' });
    await gallery.getByLabel('Or add a picture by its address').fill('https://example.com/other-rug.jpg');
    await gallery.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(gallery.getByRole('list', { name: 'Gallery, in order' }).getByRole('listitem')).toHaveCount(2);
    await expect(palette.getByRole('status')).toHaveCount(0);
    await expect(palette.getByRole('button', { name: 'Recompute' })).toBeEnabled();
    await gallery.getByRole('button', { name: 'Move picture 2 up' }).click();
    await expect(palette.getByRole('status')).toHaveText('The first picture has changed: its palette is made when you save.');
    await expect(palette.getByRole('button', { name: 'Recompute' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success', 'Product updated successfully');
    await expect(palette).toContainText('No palette: the picture is missing or on another site.');
    await expectAxeClean(page, 'product editor with its palette');
  } finally {
    await api.remove(`/api/admin/products/${product.id}`);
  }
});

test('the inbox shows a Rug Fit send: mode, room palette, the rugs shown and the room photo', async ({ page, request }) => {
  const name = unique('E2E Rug Fit');
  const [rug] = (await (await request.get('/api/products')).json()) as { id: number; name: string }[];
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f2a44' } })
    .composite([{ input: { create: { width: 900, height: 240, channels: 3, background: '#d9d2c5' } }, top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
  const message = { name, email: 'rugfit@example.com', message: 'Our living room, photo attached.', rugFit: { palette: [{ color: '#1f2a44', share: 0.6 }, { color: '#d9d2c5', share: 0.4 }], productIds: [rug.id], mode: 'blend', photoConsent: true } };
  const sent = await request.post('/api/contact', { multipart: { contact: JSON.stringify(message), photo: { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: photo } } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const without = unique('E2E Rug Fit, no photo');
  expect((await request.post('/api/contact', { data: { ...message, name: without, rugFit: { ...message.rugFit, photoConsent: false, mode: 'pop' } } })).ok()).toBeTruthy();

  try {
    await openAdmin(page, '/admin/inbox', 'Inbox');
    const card = page.getByTestId('inbox-message').filter({ hasText: name }).filter({ hasNotText: without });
    const lead = card.getByTestId('rug-fit-lead');
    await expect(lead).toContainText('Blend in');
    await expect(lead.getByRole('list', { name: 'Room palette' }).getByRole('listitem')).toHaveText([/^navy 60% · #1f2a44$/, /^stone 40% · #d9d2c5$/]);
    await expect(lead.getByRole('link', { name: rug.name })).toHaveAttribute('href', `/admin/products?id=${rug.id}`);
    const image = lead.getByRole('img', { name: `Room photo sent by ${name}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(900);
    await expect(lead).toContainText("900 × 600 px, sent with the visitor's consent");

    const other = page.getByTestId('inbox-message').filter({ hasText: without }).getByTestId('rug-fit-lead');
    await expect(other).toContainText('Make it pop');
    await expect(other).toContainText('No room photo: the visitor kept it on their device.');
    await expectAxeClean(page, 'inbox with Rug Fit sends');
  } finally {
    await cleanInbox(request, { name });
    await cleanInbox(request, { name: without });
  }
});
