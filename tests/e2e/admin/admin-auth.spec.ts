// Admin login, the session check of every screen, and logout (docs/product/routes.md#admin-routes, docs/product/copy.md#admin-messages).
import { expect } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, expectNoIndex, expectToast, signIn, test } from '../support/admin-helpers.ts';

test('logs in with the right password and lands on the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveTitle('Login | Admin');
  await expectNoIndex(page);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expectToast(page, 'Success', 'Welcome to the Admin Panel');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Admin');
  for (const name of ['Pages', 'Blog Posts', 'Service Areas', 'Products', 'Core Services', 'Settings', 'Inbox']) {
    await expect(page.getByRole('list', { name: 'Content sections' }).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
});

test('signs in and opens a screen without a console error; an unknown admin address goes to the dashboard', async ({ page, isMobile }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // A full load of a screen: the header over the session check, then the screen, its link marked (in the menu on a phone).
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  if (!isMobile) {
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  }

  for (const path of ['/admin/no-such-screen', '/admin/products/extra']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  }
  expect(errors).toEqual([]);
});

test.describe('desktop only', () => {
  test.skip(({ isMobile }) => isMobile, 'login details are covered on desktop');

  test('a wrong password shows the server error and stays on the login page', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expectToast(page, 'Error', 'Invalid admin password');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the button reads Logging in... while the call runs', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/login', async (route) => {
      await held;
      await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'Invalid admin password' }) });
    });
    await page.goto('/admin');
    await page.getByLabel('Password').fill('anything');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeEnabled();
  });

  test('login failures: no error text, unreadable body, network failure', async ({ page }) => {
    let answer: 'empty-json' | 'garbage' | 'network' = 'empty-json';
    await page.route('**/api/admin/login', async (route) => {
      if (answer === 'network') return route.abort('failed');
      await route.fulfill({ status: 401, contentType: answer === 'garbage' ? 'text/html' : 'application/json', body: answer === 'garbage' ? '<html>oops' : '{}' });
    });
    await page.goto('/admin');
    await page.getByLabel('Password').fill('anything');
    const submit = page.getByRole('button', { name: 'Access Admin Panel' });

    await submit.click();
    await expectToast(page, 'Error', 'Invalid admin password');

    answer = 'garbage';
    await submit.click();
    await expectToast(page, 'Error', 'Unknown error');

    answer = 'network';
    await submit.click();
    await expectToast(page, 'Error', /Failed to fetch|Failed to log in/);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('logs in with the keyboard alone', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Jacobs Rug Consultancy/ })).toBeFocused();
  });

  test('the password is required', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('every admin screen sends a signed-out visitor to the login page', async ({ page }) => {
    for (const path of ['/admin/dashboard', '/admin/pages', '/admin/blog', '/admin/service-areas', '/admin/products', '/admin/services', '/admin/settings', '/admin/inbox']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
    }
  });

  test('a failing status check also sends the visitor to the login page', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/admin/status', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('logout returns to the login page and ends the session', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been logged out of the admin panel.');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a failed logout says so', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/admin/logout', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }));
    await page.goto('/admin/dashboard');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Error', 'Failed to log out');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
