// A product's gallery in its editor, at 1280 and 390 px: three pictures added at
// once, described, reordered with the keyboard, one removed; the save carries the order, and the
// spec's imageUrl follows the first picture.
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, expectToast, openAdmin, selectRecord, test, unique } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';

const picture = (background: string) => sharp({ create: { width: 800, height: 600, channels: 3, background } }).png().toBuffer();

test('adds three pictures, reorders them, removes one and saves the gallery in its order', async ({ page, request }) => {
  const api = await adminApi(request);
  const name = unique('E2E Gallery Heriz');
  const product = await api.create('/api/admin/products', hiddenProduct(name, { imageUrl: null }));
  try {
    await openAdmin(page, '/admin/products', 'Products');
    await selectRecord(page, new RegExp(name), /Edit Product/);
    const gallery = page.getByRole('group', { name: 'Gallery' });
    await expect(gallery.getByText('No pictures yet.')).toBeVisible();

    await gallery.locator('input[type="file"]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await picture('#7a2e1d') },
      { name: 'back.png', mimeType: 'image/png', buffer: await picture('#2c3660') },
      { name: 'corner.png', mimeType: 'image/png', buffer: await picture('#efc15c') },
    ]);
    const pictures = gallery.getByRole('list', { name: 'Gallery, in order' }).getByRole('listitem');
    await expect(pictures).toHaveCount(3);
    await expect(pictures.first()).toContainText('Card picture');
    for (const [index, description] of ['Front of the rug', 'Back, showing the knots', 'Corner detail'].entries()) {
      await gallery.getByLabel(`Description of picture ${index + 1}`).fill(description);
    }

    // The corner picture to the front, with the keyboard: focus stays on the picture moved.
    const up = gallery.getByRole('button', { name: 'Move picture 3 up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('button', { name: 'Move picture 2 up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gallery.getByLabel('Description of picture 1')).toHaveValue('Corner detail');
    await expect(gallery.getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
    await expect(pictures.first()).toContainText('Card picture');

    await gallery.getByRole('button', { name: 'Remove picture 3' }).click();
    await expect(pictures).toHaveCount(2);
    await expect(gallery.getByLabel('Description of picture 2')).toHaveValue('Front of the rug');

    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/admin/products/${product.id}`) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const record = await (await saved).json();
    await expectToast(page, 'Success', 'Product updated successfully');
    expect(record.gallery.map((image: { alt: string }) => image.alt)).toEqual(['Corner detail', 'Front of the rug']);
    expect(record.imageUrl).toBe(record.gallery[0].url);
    expect(record.imageAlt).toBe('Corner detail');

    // The order holds when the product is opened again.
    await page.reload();
    await selectRecord(page, new RegExp(name), /Edit Product/);
    await expect(page.getByRole('group', { name: 'Gallery' }).getByLabel('Description of picture 1')).toHaveValue('Corner detail');
    expect((await api.get(`/api/admin/products/${product.id}`)).gallery).toEqual(record.gallery);
  } finally {
    await api.remove(`/api/admin/products/${product.id}`);
  }
});
