// Service areas editor (docs/product/routes.md#admin-screens, docs/product/copy.md#admin-messages).
import { expect } from '@playwright/test';
import { expectToast, failWrites, field, openAdmin, recordList, selectRecord, test, toggleSwitch, unique } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'admin editors are covered on desktop');

test('lists neighborhoods and suburbs with order and status', async ({ page }) => {
  await openAdmin(page, '/admin/service-areas', 'Service Areas');
  const neighborhoods = recordList(page).getByRole('list', { name: 'Neighborhoods' });
  const suburbs = recordList(page).getByRole('list', { name: 'Suburbs' });
  await expect(neighborhoods.getByRole('button', { name: /Lincoln Park/ })).toContainText('Active');
  await expect(suburbs.getByRole('button', { name: /Evanston/ })).toContainText(/Order \d+/);
});

test('creates, edits and deletes a service area', async ({ page }) => {
  const name = unique('E2E Hinsdale');
  await openAdmin(page, '/admin/service-areas', 'Service Areas');
  await page.getByRole('button', { name: 'Add Service Area' }).click();
  await expect(field(page, 'Type')).toHaveValue('neighborhood');
  await expect(page.getByRole('switch', { name: 'Active', exact: true })).toBeChecked();
  await field(page, 'Name').fill(name);
  await field(page, 'Type').selectOption('suburb');
  await field(page, 'Description').fill('Leafy streets and large family homes.');
  const highlight = field(page, 'Highlights');
  await highlight.fill('Large family rooms');
  await highlight.press('Enter');
  await highlight.fill('Historic homes');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await highlight.fill('   ');
  await highlight.press('Enter');
  await expect(page.getByRole('list', { name: 'Current highlights' }).getByRole('listitem')).toHaveCount(2);
  await field(page, 'Display order').fill('');
  await toggleSwitch(page, 'Active');

  const create = page.waitForRequest((request) => request.url().endsWith('/api/admin/service-areas') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await create).postDataJSON()).toMatchObject({ name, type: 'suburb', highlights: ['Large family rooms', 'Historic homes'], displayOrder: 0, active: false, seoTitle: null });
  await expectToast(page, 'Success', 'Service area created successfully');
  const row = recordList(page).getByRole('list', { name: 'Suburbs' }).getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Order 0');
  await expect(row).toContainText('Inactive');

  await selectRecord(page, new RegExp(name), /Edit Service Area/);
  await page.getByRole('button', { name: 'Remove highlight Historic homes' }).click();
  await field(page, 'Display order').fill('42');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'Service area updated successfully');
  await expect(row).toContainText('Order 42');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await expect(dialog).toContainText(`The service area “${name}” will be permanently deleted. This action cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Service area deleted successfully');
  await expect(row).toHaveCount(0);
});

test('a failed save shows the server message and its field errors', async ({ page }) => {
  await failWrites(page, '**/api/admin/service-areas', 400, { error: 'Invalid request', fields: { name: 'Name is already taken', description: 'Too short' } });
  await openAdmin(page, '/admin/service-areas', 'Service Areas');
  await page.getByRole('button', { name: 'Add Service Area' }).click();
  await field(page, 'Name').fill('Anywhere');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Error', 'Invalid request');
  await expect(page.getByText('Name is already taken')).toBeVisible();
  await expect(page.getByText('Too short')).toBeVisible();
});

test('the empty list invites a first area', async ({ page }) => {
  await page.route('**/api/admin/service-areas', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()));
  await openAdmin(page, '/admin/service-areas', 'Service Areas');
  await expect(page.getByText('No service areas yet. Add your first area!')).toBeVisible();
});
