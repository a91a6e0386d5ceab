// Shared steps of the public-site end-to-end tests: reading the real API, structured data,
// toasts, accessibility checks and page metadata.
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { framesDrawn } from './settled.ts';

/** The Playwright test, with any uncaught error in the page failing the test that caused it. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message), 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const COMPANY = 'Jacobs Rug Consultancy';

/**
 * A visitor, after the owner's change: a browser context of its own (no admin session) at the
 * project's size, optionally without JavaScript (a page without an island must read the same).
 */
export async function visitor(browser: Browser, { javaScript = true } = {}): Promise<Page> {
  const { viewport, isMobile, hasTouch } = base.info().project.use;
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport, isMobile, hasTouch });
  return context.newPage();
}

export { SPEC_AREAS } from '../../spec-facts.ts';

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** Every JSON-LD block on the page, parsed. */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks.first()).toBeAttached();
  const texts = await blocks.allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export function toast(page: Page): Locator {
  return page.getByTestId('toast');
}

export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const current = toast(page).last();
  await expect(current).toBeVisible();
  await expect(current).toContainText(title);
  await expect(current).toContainText(description);
}

/**
 * Fails on any serious or critical axe-core violation, listing what and where. It reads the page
 * after two more frames (what the last task changed is drawn); a caller that needs the islands
 * hydrated first waits for the page's load event, as `page.goto` does (waiting for the network to
 * be still instead cost each check half a second of nothing).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await framesDrawn(page);
  const report = (await seriousViolations(page)).map(({ id, impact, targets }) => `${id} (${impact}): ${targets.join(', ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

/** Title, description, canonical, Open Graph and Twitter tags of the current page. */
export async function expectPageMeta(page: Page, { title, path, description }: { title: string | RegExp; path: string; description?: string | RegExp }): Promise<void> {
  const fullTitle = typeof title === 'string' ? `${title} | ${COMPANY}` : title;
  await expect(page).toHaveTitle(fullTitle);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  const metaDescription = page.locator('meta[name="description"]');
  await expect(metaDescription).toHaveCount(1);
  if (description) await expect(metaDescription).toHaveAttribute('content', description);
  else await expect(metaDescription).toHaveAttribute('content', /.{20,}/);
  const ogTitle = page.locator('meta[property="og:title"]');
  await expect(ogTitle).toHaveAttribute('content', fullTitle);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${path}`);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', /^(website|article|product)$/);
  // A 1200 x 630 JPEG card that link previews show (decision 030).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.jpg$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', fullTitle);
}

/** Exactly one h1 on the page, with this text. */
export async function expectSingleH1(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}

/**
 * Waits until every island on the page (decision 191) has been hydrated: Preact, which runs the
 * built site's islands, has rendered into each island's container (its vnode
 * children, `__k`, are set).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('[data-island]').first()).toBeAttached();
  await expect.poll(() => page.locator('[data-island]').evaluateAll((containers) => containers.every((container) => '__k' in container))).toBe(true);
}

/** The address of every script the page fetches from now on, as the network log shows it. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Whether Chromium's accessibility tree (what screen readers get) holds the element `selector`
 * finds as expanded: a popover's invoker is, while its popover is open, with no aria-expanded
 * attribute for Playwright's own role queries to read.
 */
export async function accessibleExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}
