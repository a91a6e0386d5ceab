// The admin's first paint (issue 18, item 3; decision 163): the page arrives with the screen already
// drawn and styled — the login, or the header over the session check of a screen behind it — before
// any script runs; the admin's code then takes that markup over (hydrates it) without redrawing or
// moving anything, and keeps what the owner typed meanwhile.
import { expect, type Page, type Route } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, signIn, test } from '../support/admin-helpers.ts';

/** The admin's brand colours as the browser computes them (shared/admin/admin-theme.ts). */
const MADDER_600 = 'rgb(139, 46, 42)';
const INDIGO_600 = 'rgb(46, 58, 89)';

/** Holds the admin's entry script until the returned function is called. */
async function holdAdminScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/admin-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Layout shifts as the browser measures them for CLS, from the returned `since()` on (after the web
 * fonts have replaced their fallbacks, which may move text by a fraction of a pixel).
 */
async function watchLayoutShifts(page: Page): Promise<{ since(): Promise<void>; total(): Promise<number> }> {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    since: () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        (window as unknown as { __shift: number }).__shift = 0;
      }),
    total: () => page.evaluate(() => (window as unknown as { __shift: number }).__shift),
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login screen is drawn and styled, its submit held until the page runs', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Jacobs Rug Consultancy content management')).toBeVisible();
    await expect(page.getByPlaceholder('Enter admin password')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Access Admin Panel' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveCSS('background-color', MADDER_600);
    // Typing and Enter send nothing: the password never lands in the address.
    await page.getByPlaceholder('Enter admin password').fill('a-secret');
    await page.getByPlaceholder('Enter admin password').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('a-secret');
  });

  test('a screen behind the login shows the admin header over the session check', async ({ page }) => {
    await page.goto('/admin/products', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toContainText('Jacobs Rug Consultancy');
    await expect(page.getByRole('banner')).toHaveCSS('background-color', INDIGO_600);
    await expect(page.getByRole('status')).toHaveText('Checking your session…');
  });
});

test('the admin takes the login over as drawn: nothing moves, and a password typed before it ran signs in', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const shifts = await watchLayoutShifts(page);
  const release = await holdAdminScript(page);
  // Not waiting for "load", which waits for the held script.
  await page.goto('/admin', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Admin Login' });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => ((window as unknown as { __firstHeading: Element }).__firstHeading = element));
  await page.getByPlaceholder('Enter admin password').fill(E2E_ADMIN_PASSWORD);
  await shifts.since();

  release();
  const submit = page.getByRole('button', { name: 'Access Admin Panel' });
  await expect(submit).toBeEnabled();
  // The same element, hydrated rather than replaced, and the typed password still in the form.
  expect(await heading.evaluate((element) => element === (window as unknown as { __firstHeading: Element }).__firstHeading)).toBe(true);
  await expect(page.getByPlaceholder('Enter admin password')).toHaveValue(E2E_ADMIN_PASSWORD);
  expect(await shifts.total()).toBe(0);

  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a screen opened signed in goes from the session check to the screen, the header staying as it was drawn', async ({ page, isMobile }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signIn(page);
  const release = await holdAdminScript(page);
  await page.goto('/admin/products', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Checking your session…');
  const box = await page.getByRole('banner').boundingBox();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // The header is drawn whole from the first paint: only the data area changes.
  expect(await page.getByRole('banner').boundingBox()).toEqual(box);
  // The first paint is every screen's; once running, the header marks this one (in the menu on a phone).
  if (!isMobile) {
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  }
  expect(errors).toEqual([]);
});

test('an unknown admin address goes to the dashboard, signed in, without a hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signIn(page);
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  expect(errors).toEqual([]);
});
