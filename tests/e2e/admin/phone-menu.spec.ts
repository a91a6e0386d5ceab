// The admin on a phone and on a desktop: at 390 px a menu shows every screen,
// Media and Logout included; at 1280 px the header shows every screen and Logout on every screen.
// Every screen fits 390 px without horizontal scrolling, and each editor's Save is reachable.
import { expect, type Page } from '@playwright/test';
import { ADMIN_NAV } from '../../../shared/admin/admin-screens.ts';
import { expectAxeClean, expectToast, openAdmin, recordList, signIn, test } from '../support/admin-helpers.ts';

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth, `${where}: page is ${scrollWidth} px wide in a ${width} px window`).toBeLessThanOrEqual(width);
}

const HEADINGS: Record<string, string> = { Dashboard: 'Admin Dashboard', Services: 'Core Services' };
const headingOf = (label: string) => HEADINGS[label] ?? label;

/** Each editor's form, opened on a record (or the screen's own form), and its Save button's name. */
const EDITORS: { path: string; heading: string; open?: (page: Page) => Promise<void>; save: string }[] = [
  { path: '/admin/pages', heading: 'Pages', open: (page) => recordList(page).getByRole('button', { name: /^Homepage/ }).click(), save: 'Save Changes' },
  { path: '/admin/blog', heading: 'Blog Posts', open: (page) => recordList(page).getByRole('button').first().click(), save: 'Save' },
  { path: '/admin/service-areas', heading: 'Service Areas', open: (page) => recordList(page).getByRole('button').first().click(), save: 'Save' },
  { path: '/admin/products', heading: 'Products', open: (page) => recordList(page).getByRole('button').first().click(), save: 'Save' },
  { path: '/admin/services', heading: 'Core Services', open: (page) => recordList(page).getByRole('button').first().click(), save: 'Save' },
  { path: '/admin/testimonials', heading: 'Testimonials', open: (page) => page.getByRole('button', { name: 'Add Testimonial' }).click(), save: 'Save' },
  { path: '/admin/settings', heading: 'Settings', save: 'Save Settings' },
];

test.describe('phone (390 px)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu is the phone layout');

  test('the menu shows every screen, Media and Logout included, and takes the owner there', async ({ page }, testInfo) => {
    await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
    await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    for (const { label } of ADMIN_NAV) await expect(menu.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Dashboard/ })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: testInfo.outputPath('menu-open-390.png') });
    await expectAxeClean(page, 'menu open');

    await menu.getByRole('link', { name: 'Media' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been logged out of the admin panel.');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('every screen fits 390 px without scrolling sideways', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    for (const { to, label } of ADMIN_NAV) {
      await page.goto(to);
      await expect(page.getByRole('heading', { level: 1, name: headingOf(label) })).toBeVisible();
      await expectNoHorizontalScroll(page, to);
    }
  });

  test('each editor: list, form and Save reachable at 390 px', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const editor of EDITORS) {
      await page.goto(editor.path);
      await expect(page.getByRole('heading', { level: 1, name: editor.heading })).toBeVisible();
      await editor.open?.(page);
      const save = page.getByRole('button', { name: editor.save, exact: true });
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport();
      await save.click({ trial: true });
      await expectNoHorizontalScroll(page, `${editor.path} with its form open`);
      if (editor.path === '/admin/products') await page.screenshot({ path: testInfo.outputPath('editor-products-390.png'), fullPage: true });
    }
    await expectAxeClean(page, 'settings at 390 px');
  });

  test('choosing a record brings its editor into view, once it has loaded', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/pages');
    // The editor's card starts at the top of the screen (not somewhere below the list).
    const atTop = async (heading: ReturnType<Page['getByRole']>) => {
      await expect(heading).toBeInViewport();
      await expect.poll(async () => (await heading.boundingBox())?.y ?? Infinity).toBeLessThan(120);
    };
    for (const name of [/^Privacy/, /^Rug Intelligence/, /^About/]) {
      await recordList(page).getByRole('button', { name }).click();
      await atTop(page.getByRole('heading', { level: 2, name: /^Edit Page:/ }));
    }
    await page.goto('/admin/products');
    await recordList(page).getByRole('button').last().click();
    await atTop(page.getByRole('heading', { level: 2, name: 'Edit Product' }));
  });
});

test.describe('desktop (1280 px)', () => {
  test.skip(({ isMobile }) => isMobile, 'the header row is the desktop layout');

  test('the header shows every screen and Logout on every screen', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const { to, label } of ADMIN_NAV) {
      await page.goto(to);
      await expect(page.getByRole('heading', { level: 1, name: headingOf(label) })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Admin', exact: true });
      for (const item of ADMIN_NAV) await expect(nav.getByRole('link', { name: new RegExp(`^${item.label}`) })).toBeVisible();
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    }
    await page.screenshot({ path: testInfo.outputPath('header-1280.png') });
    await expectAxeClean(page, 'inbox at 1280 px');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been logged out of the admin panel.');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
