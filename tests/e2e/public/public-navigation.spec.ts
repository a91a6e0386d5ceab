// Navigation bar, mobile menu, footer, skip link, redirects, placeholders and the not-found page
// (docs/product/routes.md: the route table, navigation and footer, the not-found page). Every page is a normal page
// load (decision 191): the menu, the links and the skip link need no script.
import type { Page } from '@playwright/test';
import { accessibleExpanded, COMPANY, expect, expectSingleH1, scriptRequests, test } from '../support/public-helpers.ts';

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

/** The toggle, as Chromium's accessibility tree (a screen reader) has it: expanded while the menu shows. */
const TOGGLE = '[popovertarget="mobile-navigation"]';
const toggleExpanded = (page: Page) => accessibleExpanded(page, TOGGLE);

/** Opens the mobile menu on phones; on desktop the links are always shown. */
async function mainNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggleExpanded(page)).toBe(false);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await toggleExpanded(page)).toBe(true);
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
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await toggleExpanded(page)).toBe(false);
    await expectSingleH1(page, 'Proof & ROI');
  });

  test('closes with the toggle, with Escape and with a tap outside it', async ({ page }) => {
    await page.goto('/jacobs/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#mobile-navigation')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-navigation')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-navigation')).toBeVisible();
    await page.mouse.click(200, 780);
    await expect(page.locator('#mobile-navigation')).toBeHidden();
    expect(await toggleExpanded(page)).toBe(false);
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

// One route table and matcher on both sides. The server once answered /Jacobs/Shop 404
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

test('a link opens its page with its title, at the top', async ({ page, isMobile }) => {
  await page.goto('/jacobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  const nav = await mainNav(page, isMobile);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/jacobs\/about$/);
  await expect(page).toHaveTitle(/^About .* \| Jacobs Rug Consultancy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back and Forward return to each page; a Ctrl-click opens a new tab', async ({ page, context, isMobile }) => {
  await page.goto('/jacobs');
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
  // The menu opened before leaving is closed again on the page Back returns to.
  await expect(page.locator('#mobile-navigation')).toBeHidden();
  await page.goForward();
  await expect(page).toHaveURL(/\/jacobs\/services$/);
  await expectSingleH1(page, /.+/);

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('contentinfo').getByRole('link', { name: 'Luxury Wool' }).click({ modifiers: ['ControlOrMeta'] })]);
  // A new tab starts at about:blank; the assertion waits for it to reach the link's address.
  await expect(tab).toHaveURL(/\/jacobs\/shop\?collection=luxury-wool$/);
  await expect(page).toHaveURL(/\/jacobs\/services$/);
  await tab.close();
});

// Decision 190: a page ships no script unless it holds an island (decision 191), and then only
// that island's entry and the chunks it imports.
test('a page without an island loads no script at all, as the network log shows', async ({ page }) => {
  const scripts = scriptRequests(page);
  for (const path of [
    '/jacobs',
    '/jacobs/services',
    '/jacobs/services/antique-sourcing',
    '/jacobs/service-areas',
    '/jacobs/service-areas/lincoln-park',
    '/jacobs/health-pets',
    '/jacobs/about',
    '/jacobs/blog',
    '/jacobs/blog/do-rugs-increase-home-value',
    '/jacobs/shop',
    '/jacobs/product/1',
    '/jacobs/privacy',
    '/jacobs/no-such-page',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts, path).toEqual([]);
    await expect(page.locator('script[src], link[rel="modulepreload"]'), path).toHaveCount(0);
  }
});

test('a page with islands loads their entries and the chunks they import, never admin code', async ({ page }) => {
  for (const [path, islands] of [
    ['/jacobs/proof-roi', ['roi-calculator']],
    ['/jacobs/contact', ['contact-form', 'newsletter']],
  ] as const) {
    const scripts = scriptRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const island of islands) expect(scripts.some((script) => script.startsWith(`/assets/${island}-`)), `${path}: ${island}`).toBe(true);
    expect(scripts.filter((script) => /admin/.test(script)), path).toEqual([]);
  }
});

test('the admin is a build of its own (admin.html), loaded only under /admin and sharing no island code', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.startsWith('/assets/admin-'))).toBe(true);
  expect(scripts.filter((path) => /island|roi-calculator|contact-form|newsletter/.test(path))).toEqual([]);
});

// Decision 191: the likely next page is prefetched by Chromium (Speculation Rules), so the normal
// page load that follows is served from that copy.
test('a link the pointer rests on is prefetched, and opening it uses that copy', async ({ page, isMobile }) => {
  test.skip(isMobile, 'hover is the desktop trigger');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const prefetched: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (event) => {
    if (event.status === 'Ready') prefetched.push(new URL(event.prefetchUrl).pathname);
  });
  await page.goto('/jacobs');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).hover();
  await expect.poll(() => prefetched).toContain('/jacobs/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/jacobs\/about$/);
  const deliveryType = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType);
  expect(deliveryType).toBe('navigational-prefetch');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu opens and closes with its toggle and Escape, and its links lead on', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the toggle menu is the phone layout');
    await page.goto('/jacobs/about');
    const menu = page.locator('#mobile-navigation');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    expect(await toggleExpanded(page)).toBe(true);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('About');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/jacobs\/blog$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Blog');
  });

  test('the links, the active link and the skip link work', async ({ page, isMobile }) => {
    await page.goto('/jacobs/services/rug-intelligence');
    const nav = isMobile ? page.locator('#mobile-navigation') : page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Services');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Heritage Collection' }).click();
    await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage$/);
    await expect(page.getByTestId('collection-select')).toHaveValue('heritage');
    if (isMobile) return;
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});

// Decision 191: nothing moves while a page loads or between pages: the bar and its links stand in the
// same place on every page, and no page shifts its layout as its fonts and images arrive.
test('no layout shift on a page or between pages', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  const boxes: string[] = [];
  // Every layout shift not caused by input, with what moved (for the failure message).
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => `${node?.nodeName} "${node?.textContent?.slice(0, 30)}" ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`);
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/jacobs', '/jacobs/services', '/jacobs/shop', '/jacobs/proof-roi', '/jacobs/blog/do-rugs-increase-home-value', '/jacobs/contact', '/jacobs/privacy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts), path).toEqual([]);
    const header = await page.locator('header').first().boundingBox();
    // The brand's left edge and height (its width follows the face: a page whose web font was late
    // keeps the metric-matched fallback, decision 191), and the bar's controls, whichever is active.
    const { x, y, height } = (await page.locator('header a').first().boundingBox())!;
    const controls = isMobile
      ? [await page.getByRole('button', { name: 'Open menu' }).boundingBox()]
      : await page.getByRole('navigation', { name: 'Main' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
    boxes.push(JSON.stringify({ header, brand: { x, y, height }, controls }));
  }
  expect(new Set(boxes).size, `the bar stands in the same place on every page: ${[...new Set(boxes)].join(' / ')}`).toBe(1);
});
