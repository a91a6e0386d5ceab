// Image uploads end to end: upload in the product editor's gallery, the public product page's
// responsive <img>, and the admin's media list refusing, then allowing, a delete.
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, expectToast, field, openAdmin, test, unique } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'uploads are covered on desktop');

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a0522d' } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2f4f4f"/></svg>`) }])
    .png()
    .toBuffer();

test('an image uploaded in the product editor is served responsive on the product page', async ({ page, request }) => {
  const name = unique('E2E Upload Rug');
  await openAdmin(page, '/admin/products', 'Products');
  await page.getByRole('button', { name: 'Create New Product' }).click();
  await field(page, 'Name').fill(name);
  await field(page, 'Price').fill('1800');
  await field(page, 'Collection').selectOption('heritage');

  const gallery = page.getByRole('group', { name: 'Gallery' });
  await gallery.locator('input[type="file"][name="imageFile"]').setInputFiles({ name: 'e2e-rug.png', mimeType: 'image/png', buffer: await photo(2000, 1500) });
  const picture = gallery.getByRole('listitem');
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute('data-picture', /^\/media\/[a-f0-9]{16}\/original\.png$/);
  expect(await picture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await gallery.getByLabel('Description of picture 1').fill('Terracotta rug with a slate medallion');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Product created successfully');

  const api = await adminApi(request);
  const product = (await (await request.get('/api/products')).json()).find((entry: { name: string }) => entry.name === name);
  expect(product).toMatchObject({ imageWidth: 2000, imageHeight: 1500, imageAlt: 'Terracotta rug with a slate medallion' });

  await page.goto(`/jacobs/product/${product.id}`);
  const image = page.getByRole('img', { name: 'Terracotta rug with a slate medallion' });
  await expect(image).toBeVisible();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  for (const width of ['480w', '960w', '1600w']) expect(srcset).toContain(width);
  await expect(image).toHaveAttribute('sizes', /vw/);
  // The box is reserved before the image arrives, from the upload's own size, and keeps its shape.
  await expect(image).toHaveAttribute('width', '2000');
  await expect(image).toHaveAttribute('height', '1500');
  const box = (await image.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(2000 / 1500, 1);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[a-f0-9]{16}\/w\d+\.webp$/);
  for (const candidate of srcset.split(',').map((entry) => entry.trim().split(' ')[0])) {
    const response = await request.get(candidate);
    expect(response.status(), candidate).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
  }

  // The shop's card names the same size; its frame stays the grid's shape.
  await page.goto('/jacobs/shop');
  const card = page.getByTestId('product-card').filter({ hasText: name }).locator('img');
  await expect(card).toHaveAttribute('width', '2000');
  await expect(card).toHaveAttribute('height', '1500');

  // The media list shows who uses the image, and deleting waits until nothing does.
  await openAdmin(page, '/admin/media', 'Media');
  const item = page.getByTestId('media-item').filter({ hasText: 'e2e-rug.png' });
  await expect(item).toContainText(`Product: ${name}`);
  await expect(item.getByRole('button', { name: 'Delete e2e-rug.png' })).toBeDisabled();
  // Its link opens that product in the Products editor.
  await item.getByRole('link', { name: `Product: ${name}` }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await openAdmin(page, '/admin/media', 'Media');

  await api.remove(`/api/admin/products/${product.id}`);
  await page.reload();
  await expect(item).toContainText('Not used');
  await item.getByRole('button', { name: 'Delete e2e-rug.png' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete Image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Image deleted');
  await expect(item).toHaveCount(0);
  expect((await request.get(srcset.split(' ')[0])).status()).toBe(404);
});

test('a file that is not an image is refused with a message naming it', async ({ page }) => {
  await openAdmin(page, '/admin/products', 'Products');
  await page.getByRole('button', { name: 'Create New Product' }).click();
  const gallery = page.getByRole('group', { name: 'Gallery' });
  await gallery.locator('input[type="file"][name="imageFile"]').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just text') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg is not a JPEG, PNG, WebP, GIF or AVIF image' })).toBeVisible();
  await expect(gallery.getByText('No pictures yet.')).toBeVisible();
});
