// Navigation bar, mobile menu, footer, skip link, redirects, placeholders and the not-found page
// (docs/product/routes.md#public-routes and docs/product/routes.md#navigation-and-footer).
import { COMPANY, expect, expectSingleH1, test } from '../support/public-helpers.ts';

const NAV = [
  ['Home', '/jacobs'],
  ['Services', '/jacobs/services'],
  ['Service Areas', '/jacobs/service-areas'],
  ['Proof & ROI', '/jacobs/proof-roi'],
  ['Health & Pets', '/jacobs/health-pets'],
  ['About', '/jacobs/about'],
  ['Blog', '/jacobs/blog'],
  ['Contact', '/jacobs/contact'],
] as const;

/** Opens the mobile menu on phones; on desktop the links are always shown. */
async function mainNav(page: import('@playwright/test').Page, isMobile: boolean) {
  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    return page.getByRole('navigation', { name: 'Mobile' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

test('/ redirects to /jacobs', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/jacobs$/);
  await expectSingleH1(page, /.+/);
});

test('the navigation lists the eight links in order with their targets', async ({ page, isMobile }) => {
  await page.goto('/jacobs');
  const nav = await mainNav(page, isMobile);
  const links = nav.getByRole('link');
  await expect(links).toHaveText(NAV.map(([label]) => label));
  for (const [index, [, href]] of NAV.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
});

test('Home is active on an exact match only; other links on their prefix', async ({ page, isMobile }) => {
  const cases: [string, string][] = [
    ['/jacobs', 'Home'],
    ['/jacobs/services', 'Services'],
    ['/jacobs/services/antique-sourcing', 'Services'],
    ['/jacobs/blog/do-rugs-increase-home-value', 'Blog'],
    ['/jacobs/proof-roi', 'Proof & ROI'],
  ];
  for (const [path, active] of cases) {
    await page.goto(path);
    const nav = await mainNav(page, isMobile);
    const current = nav.locator('[aria-current="page"]');
    await expect(current, path).toHaveCount(1);
    await expect(current).toHaveText(active);
  }
  await page.goto('/jacobs/shop');
  const nav = await mainNav(page, isMobile);
  await expect(nav.locator('[aria-current="page"]'), 'no link is active on the shop').toHaveCount(0);
});

test('the navigation bar stays at the top while scrolling', async ({ page }) => {
  await page.goto('/jacobs/health-pets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2500));
  await page.waitForFunction(() => window.scrollY > 1000);
  const box = await page.locator('header').first().boundingBox();
  expect(box?.y).toBe(0);
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the toggle menu is the phone layout');

  test('opens with the toggle, is labelled, and closes when a link is clicked', async ({ page }) => {
    await page.goto('/jacobs');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-navigation');
    await expect(page.locator('#mobile-navigation')).toBeHidden();
    await toggle.click();
    const menu = page.locator('#mobile-navigation');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Proof & ROI' }).click();
    await expect(page).toHaveURL(/\/jacobs\/proof-roi$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectSingleH1(page, 'Proof & ROI');
  });

  test('closes with the toggle and with Escape', async ({ page }) => {
    await page.goto('/jacobs/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#mobile-navigation')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-navigation')).toBeHidden();
  });

  test('the desktop links are hidden on a phone', async ({ page }) => {
    await page.goto('/jacobs');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test('the footer names the consultancy, the year and links to collections, services and legal pages', async ({ page }) => {
  await page.goto('/jacobs');
  const footer = page.locator('footer');
  await expect(footer).toContainText(/boutique Chicago rug consultancy/i);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${COMPANY}`);
  await expect(footer.getByRole('link', { name: 'Accessibility' })).toBeVisible();
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const collection of ['luxury-wool', 'neutral-modern', 'pet-safe', 'heritage']) {
    expect(hrefs).toContain(`/jacobs/shop?collection=${collection}`);
  }
  for (const service of ['antique-sourcing', 'rugshift-bespoke', 'rug-intelligence', 'commercial-spaces']) {
    expect(hrefs).toContain(`/jacobs/services/${service}`);
  }
  for (const legal of ['privacy', 'terms', 'accessibility']) {
    expect(hrefs).toContain(`/jacobs/${legal}`);
  }
});

test('a footer collection link opens the shop filtered to that collection', async ({ page }) => {
  await page.goto('/jacobs/about');
  await page.locator('footer').getByRole('link', { name: 'Heritage Collection' }).click();
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage$/);
  await expect(page.getByTestId('collection-select')).toHaveValue('heritage');
});

test('the skip link moves focus to the main content', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard navigation is checked on desktop');
  await page.goto('/jacobs/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('the page has header, navigation, main and footer landmarks', async ({ page }) => {
  await page.goto('/jacobs/services');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('navigation').first()).toBeAttached();
});

for (const [path, title] of [
  ['/jacobs/privacy', 'Privacy Policy'],
  ['/jacobs/terms', 'Terms of Service'],
  ['/jacobs/accessibility', 'Accessibility'],
] as const) {
  test(`${path} shows only a Coming Soon placeholder`, async ({ page }) => {
    await page.goto(path);
    await expectSingleH1(page, 'Coming Soon');
    await expect(page).toHaveTitle(`${title} | ${COMPANY}`);
  });
}

for (const path of ['/jacobs/does-not-exist', '/somewhere/else', '/jacobs/services/unknown-service']) {
  test(`${path} shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expectSingleH1(page, '404 Page Not Found');
    await expect(page.getByText(/add(ed)? the page to the router/i)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

// Issue 15: one route table and matcher on both sides. The server once answered /Jacobs/Shop 404
// with a not-found title over a body showing the shop; an address in other letter case now goes
// to the page's own address, and the page shown, its title and the status agree.
test('an address in other letter case opens the page at its own address, with its title', async ({ page }) => {
  const response = await page.goto('/Jacobs/Shop?collection=heritage');
  expect(response?.status()).toBe(200);
  const asked = response?.request().redirectedFrom();
  expect(asked?.url()).toMatch(/\/Jacobs\/Shop\?collection=heritage$/);
  expect((await asked?.response())?.status()).toBe(301);
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage$/);
  await expectSingleH1(page, 'Shop Our Rugs');
  await expect(page).toHaveTitle(`Heritage Collection Rugs | ${COMPANY}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('inside the app, an address in other letter case shows that page at its own address', async ({ page }) => {
  await page.goto('/jacobs/accessibility');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/JACOBS/About');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/jacobs\/about$/);
  await expectSingleH1(page, /.+/);
  await expect(page).toHaveTitle(/^About .* \| Jacobs Rug Consultancy$/);
});

test('client-side navigation updates the title and scrolls to the top', async ({ page, isMobile }) => {
  await page.goto('/jacobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  const nav = await mainNav(page, isMobile);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/jacobs\/about$/);
  await expect(page).toHaveTitle(/^About .* \| Jacobs Rug Consultancy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('links move inside the page; Back and Forward return to each page; a Ctrl-click opens a new tab', async ({ page, context, isMobile }) => {
  await page.goto('/jacobs');
  // A full page load would drop this marker: the visit must stay one document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  await (await mainNav(page, isMobile)).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/jacobs\/services$/);
  await expectSingleH1(page, /.+/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Heritage Collection' }).click();
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage$/);
  await expect(page.getByTestId('collection-select')).toHaveValue('heritage');

  await page.goBack();
  await expect(page).toHaveURL(/\/jacobs\/services$/);
  await expect(page).toHaveTitle(/Design Services/);
  await page.goBack();
  await expect(page).toHaveURL(/\/jacobs$/);
  await expect(page.getByRole('link', { name: 'Explore Our Services' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/jacobs\/services$/);
  expect(await sameDocument()).toBe(true);

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('contentinfo').getByRole('link', { name: 'Luxury Wool' }).click({ modifiers: ['ControlOrMeta'] })]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/jacobs\/shop\?collection=luxury-wool$/);
  await expect(page).toHaveURL(/\/jacobs\/services$/);
  expect(await sameDocument()).toBe(true);
  await tab.close();
});

test('the home page loads only its own code: no admin, shop or contact chunks', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/jacobs');
  await expectSingleH1(page, /.+/);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /home-page/.test(path))).toBe(true);
  expect(scripts.filter((path) => /admin|shop-page|contact-page|product-page|blog-post-page/.test(path))).toEqual([]);
});

test('the admin is a build of its own (admin.html), loaded only under /admin and sharing no public page code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.startsWith('/assets/admin-'))).toBe(true);
  expect(scripts.filter((path) => /home-page|services-page|public-main/.test(path))).toEqual([]);
});
