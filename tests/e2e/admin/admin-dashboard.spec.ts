// Dashboard quick actions (docs/product/routes.md#admin-screens, docs/product/copy.md#admin-messages).
import { expect } from '@playwright/test';
import { expectToast, field, openAdmin, test } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'admin screens are covered on desktop');

test.beforeEach(async ({ page }) => {
  await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
});

test('Seed Database reports the created counts', async ({ page }) => {
  await page.getByRole('button', { name: 'Seed Database' }).click();
  await page.getByRole('alertdialog', { name: 'Seed the database?' }).getByRole('button', { name: 'Add missing content' }).click();
  await expectToast(page, 'Database seeded', /Created \d+ service areas, \d+ blog posts, \d+ pages, \d+ site settings, \d+ products, \d+ core services, \d+ consultation types, \d+ booking availability\./);
});

test('a failed seed shows the error message', async ({ page }) => {
  await page.route('**/api/admin/seed-database', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Seed Database' }).click();
  await page.getByRole('alertdialog', { name: 'Seed the database?' }).getByRole('button', { name: 'Add missing content' }).click();
  await expectToast(page, 'Error', 'Internal server error');
});

test('View Live Website opens the public site in a new tab', async ({ page }) => {
  const link = page.getByRole('link', { name: 'View Live Website' });
  await expect(link).toHaveAttribute('href', '/jacobs');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('Create New Blog Post opens the blog editor in create mode', async ({ page }) => {
  await page.getByRole('button', { name: 'Create New Blog Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 2, name: 'New Blog Post' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('');
});

test('the dashboard cards lead to each editor', async ({ page }) => {
  const cards = page.getByRole('list', { name: 'Content sections' });
  const targets: [RegExp, RegExp, string][] = [
    [/^Pages/, /\/admin\/pages$/, 'Pages'],
    [/^Blog Posts/, /\/admin\/blog$/, 'Blog Posts'],
    [/^Service Areas/, /\/admin\/service-areas$/, 'Service Areas'],
    [/^Products/, /\/admin\/products$/, 'Products'],
    [/^Core Services/, /\/admin\/services$/, 'Core Services'],
    [/^Settings/, /\/admin\/settings$/, 'Settings'],
    [/^Inbox/, /\/admin\/inbox$/, 'Inbox'],
  ];
  for (const [card, url, heading] of targets) {
    await cards.getByRole('link', { name: card }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goto('/admin/dashboard');
  }
});
