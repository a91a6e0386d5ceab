// Testimonials editor, at 1280 and 390 px: the owner adds a client's words with a
// photo, finds them in the list and in the public API, corrects a refused save, edits and deletes.
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, expectToast, field, openAdmin, recordList, selectRecord, test, toggleSwitch, unique } from '../support/admin-helpers.ts';

const portrait = () => sharp({ create: { width: 600, height: 600, channels: 3, background: '#8a5a44' } }).jpeg().toBuffer();

test('adds a testimonial with a photo, then edits and deletes it', async ({ page, request }) => {
  const name = unique('E2E Dana');
  await openAdmin(page, '/admin/testimonials', 'Testimonials');
  await expect(page.getByText('Select a testimonial to edit, or add a new one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(page.getByRole('heading', { name: 'New Testimonial' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await field(page, 'Name').fill(name);
  await field(page, 'Neighborhood or town').fill('Evanston');
  // A quote left empty is refused by the form, under the field, and nothing is sent.
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/testimonials') && sent.push(request.url()));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quote is required')).toBeVisible();
  expect(sent).toEqual([]);

  await field(page, 'Quote').fill('They found the rug that made buyers stop in the doorway. We sold in nine days.');
  await field(page, 'Role').fill('Homeowner');
  await page.locator('input[type="file"][name="imageFile"]').setInputFiles({ name: 'dana.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await expect(field(page, 'Photo URL')).toHaveValue(/^\/media\/[a-f0-9]{16}\/original\.jpg$/);
  await field(page, 'Photo description').fill('Dana in her Evanston living room');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/testimonials') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const record = await (await created).json();
  await expectToast(page, 'Success', 'Testimonial created successfully');
  const row = recordList(page).getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Evanston');
  await expect(row).toContainText('Active');

  const shown = ((await (await request.get('/api/testimonials')).json()) as { id: number }[]).find((testimonial) => testimonial.id === record.id);
  expect(shown).toMatchObject({ name, place: 'Evanston', role: 'Homeowner', imageAlt: 'Dana in her Evanston living room', imageWidth: 600, imageHeight: 600 });

  await selectRecord(page, new RegExp(name), /Edit Testimonial/);
  await toggleSwitch(page, 'Active');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Testimonial updated successfully');
  await expect(row).toContainText('Inactive');
  expect(((await (await request.get('/api/testimonials')).json()) as { id: number }[]).some((testimonial) => testimonial.id === record.id)).toBe(false);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete Testimonial' })).toBeVisible();
  await expect(dialog).toContainText(`The testimonial “${name}” will be permanently deleted.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Testimonial deleted successfully');
  await expect(row).toHaveCount(0);
  // The photo is free again, so the media library can delete it.
  expect(await (await adminApi(request)).remove(`/api/admin/media/${/\/media\/([a-f0-9]{16})\//.exec(record.imageUrl)![1]}`)).toBe(200);
});
