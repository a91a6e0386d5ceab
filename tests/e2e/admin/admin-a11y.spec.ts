// Every admin screen and dialog passes axe-core without serious or critical violations, and a
// screenshot of each is kept with the test results for review.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { cleanInbox, expectAxeClean, expectNoIndex, field, openAdmin, selectRecord, test, toggleSwitch } from '../support/admin-helpers.ts';
import { animationsEnded } from '../support/settled.ts';

test.skip(({ isMobile }) => isMobile, 'admin screens are checked on desktop');

async function expectAccessible(page: Page, testInfo: TestInfo, name: string, title?: string) {
  if (title) await expect(page).toHaveTitle(`${title} | Admin`);
  await expectNoIndex(page);
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await expectAxeClean(page, name);
}

test('login', async ({ page }, testInfo) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
  await expectAccessible(page, testInfo, 'login', 'Login');
});

test('dashboard', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
  await expectAccessible(page, testInfo, 'dashboard', 'Dashboard');
});

test('pages editor', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/pages', 'Pages');
  await expectAccessible(page, testInfo, 'pages-idle', 'Pages');
  await selectRecord(page, /^Homepage/, /Edit Page: Homepage/);
  await page.getByRole('button', { name: /^Hero: / }).click();
  await expectAccessible(page, testInfo, 'pages-sections');
  await toggleSwitch(page, 'Edit as JSON');
  await field(page, 'Content (JSON)').fill('{');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invalid JSON: Content must be valid JSON')).toBeVisible();
  await expectAccessible(page, testInfo, 'pages-invalid');
});

test('blog editor', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/blog', 'Blog Posts');
  await page.getByRole('button', { name: 'Create New Post' }).click();
  await expectAccessible(page, testInfo, 'blog-create', 'Blog Posts');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expectAccessible(page, testInfo, 'blog-errors');
});

test('service areas editor', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/service-areas', 'Service Areas');
  await selectRecord(page, /^Lincoln Park/, /Edit Service Area/);
  await expectAccessible(page, testInfo, 'service-areas', 'Service Areas');
});

test('products editor with its dialogs', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/products', 'Products');
  await selectRecord(page, /^Lakeshore/, /Edit Product/);
  await expectAccessible(page, testInfo, 'products', 'Products');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, testInfo, 'products-delete-dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  // A 409 answer opens the conflict view; its copy of the record differs in two fields.
  await page.route('**/api/admin/products/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const mine = route.request().postDataJSON();
    const current = { ...mine, id: 1, version: 7, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z', fiber: 'Silk', price: 9900 };
    await route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'This record was changed by someone else', current }) });
  });
  await field(page, 'Origin').fill('Tabriz, Iran');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('conflict-view')).toBeVisible();
  await expectAccessible(page, testInfo, 'products-conflict');
});

test('core services editor', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/services', 'Core Services');
  await page.getByTestId('record-list').getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 2, name: /Edit Core Service/ })).toBeVisible();
  await expectAccessible(page, testInfo, 'core-services', 'Core Services');
});

test('testimonials editor', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/testimonials', 'Testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await expectAccessible(page, testInfo, 'testimonials-create', 'Testimonials');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quote is required')).toBeVisible();
  await expectAccessible(page, testInfo, 'testimonials-errors');
});

test('settings', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/settings', 'Settings');
  await expect(field(page, 'Phone')).not.toHaveValue('');
  await expectAccessible(page, testInfo, 'settings', 'Settings');
});

test('visits', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/visits', 'Visits');
  await expect(page.getByRole('list', { name: 'Totals of the period' })).toBeVisible();
  await expectAccessible(page, testInfo, 'visits', 'Visits');
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Visitors and views per day, last 7 days')).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  await expectAccessible(page, testInfo, 'visits-7-days-table');
});

test('inbox', async ({ page, request }, testInfo) => {
  await request.post('/api/contact', { data: { name: 'Axe Visitor', email: 'axe@example.com', service: 'advisory', message: 'Checking contrast.' } });
  await request.post('/api/newsletter', { data: { email: 'axe@example.com' } });
  await openAdmin(page, '/admin/inbox', 'Inbox');
  await expect(page.getByTestId('inbox-message').first()).toBeVisible();
  await expectAccessible(page, testInfo, 'inbox-messages', 'Inbox');
  await page.getByRole('tab', { name: /Subscribers/ }).click();
  await expectAccessible(page, testInfo, 'inbox-subscribers');
  await cleanInbox(request, { name: 'Axe Visitor', email: 'axe@example.com' });
});

// WCAG 2.3.3: an owner who asked their system for less motion gets a dialog at once; one who did
// not sees it come in (every spec's browser asks for less motion: playwright.config.ts).
for (const [reducedMotion, animated] of [['reduce', false], ['no-preference', true]] as const) {
  test.describe(`with ${reducedMotion} motion asked for`, () => {
    test.use({ contextOptions: { reducedMotion } });

    test(`a dialog ${animated ? 'comes in with an animation' : 'appears at once'}`, async ({ page }) => {
      await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
      await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Seed Database' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Seed the database?' });
      await expect(dialog).toBeVisible();
      const seconds = await dialog.evaluate((element) => Number.parseFloat(getComputedStyle(element).animationDuration));
      if (animated) expect(seconds).toBeGreaterThanOrEqual(0.1);
      else expect(seconds).toBeLessThan(0.001);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
