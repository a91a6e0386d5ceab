// Core services editor (docs/product/routes.md#admin-screens, docs/product/copy.md#admin-messages).
import { expect } from '@playwright/test';
import { expectToast, failWrites, field, openAdmin, recordList, selectRecord, test, toggleSwitch, uniqueWithSlug } from '../support/admin-helpers.ts';
import { SPEC_SLUG_EXAMPLES } from '../../spec-facts.ts';

test.skip(({ isMobile }) => isMobile, 'admin editors are covered on desktop');

test('creates, edits and deletes a core service', async ({ page }) => {
  const { name: title, slug } = uniqueWithSlug(SPEC_SLUG_EXAMPLES.coreService);
  await openAdmin(page, '/admin/services', 'Core Services');
  await page.getByRole('button', { name: 'Add Core Service' }).click();
  await expect(page.getByRole('switch', { name: 'Free service' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Active', exact: true })).toBeChecked();
  await expect(page.getByText('No features yet.')).toBeVisible();

  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('We check wool rugs for moth damage.');
  const feature = field(page, 'Features');
  await feature.fill('Fibre inspection');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await feature.fill('Cedar storage advice');
  await feature.press('Enter');
  await feature.fill('Fibre inspection');
  await feature.press('Enter');
  await feature.fill('  ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await feature.fill('Temporary');
  await feature.press('Enter');
  const features = page.getByRole('list', { name: 'Current features' }).getByRole('listitem');
  await expect(features).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove feature Temporary' }).click();
  await expect(features).toHaveText(['Fibre inspection', 'Cedar storage advice']);
  await field(page, 'Icon').selectOption('Shield');
  await toggleSwitch(page, 'Active');

  const create = page.waitForResponse((response) => response.url().endsWith('/api/admin/core-services') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The slug left empty is sent empty and made by the server (the slug rule has one owner).
  const answer = await create;
  expect(await answer.json()).toMatchObject({ slug });
  expect(answer.request().postDataJSON()).toMatchObject({
    title,
    slug: '',
    features: ['Fibre inspection', 'Cedar storage advice'],
    iconName: 'Shield',
    isFree: true,
    active: false,
    displayOrder: 0,
  });
  await expectToast(page, 'Success', 'Core service created successfully');
  const row = recordList(page).getByRole('button', { name: new RegExp(title) });
  await expect(row).toContainText('Free');
  await expect(row).toContainText('Inactive');

  await selectRecord(page, new RegExp(title), /Edit Core Service/);
  await field(page, 'Icon').selectOption('');
  await toggleSwitch(page, 'Free service');
  const update = page.waitForRequest((request) => request.method() === 'PUT');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await update).postDataJSON()).toMatchObject({ iconName: null, isFree: false });
  await expectToast(page, 'Success', 'Core service updated successfully');
  await expect(row).not.toContainText('Free');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete Core Service' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Core service deleted successfully');
  await expect(row).toHaveCount(0);
});

test('title and description are required', async ({ page }) => {
  await openAdmin(page, '/admin/services', 'Core Services');
  await page.getByRole('button', { name: 'Add Core Service' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
});

test('a failed save shows the server message', async ({ page }) => {
  await failWrites(page, '**/api/admin/core-services/*', 500, { error: 'Internal server error' });
  await openAdmin(page, '/admin/services', 'Core Services');
  await recordList(page).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2, name: /Edit Core Service/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Error', 'Internal server error');
});

test('the empty list invites a first service', async ({ page }) => {
  await page.route('**/api/admin/core-services', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()));
  await openAdmin(page, '/admin/services', 'Core Services');
  await expect(page.getByText('No core services yet. Add your first service!')).toBeVisible();
});
