// Shared steps of the admin end-to-end tests: signing in, finding toasts, and making records
// through the real API so each test owns the data it edits.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../../playwright.config.ts';
import { seriousViolations } from './axe.ts';

export { E2E_ADMIN_PASSWORD };

/** Signs the page's browser context in through the API (cookies are shared with the page). */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Opens an admin screen signed in and waits for its heading. */
export async function openAdmin(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await signIn(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Admin pages are never indexed: every robots tag on the page (the server's and the screen's) says noindex. */
export async function expectNoIndex(page: Page): Promise<void> {
  const robots = page.locator('meta[name="robots"]');
  await expect(robots.first()).toHaveAttribute('content', 'noindex');
  for (const content of await robots.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))) expect(content).toBe('noindex');
}

/** Text to match literally inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled exactly `label` (a required field's label also carries its "*"), on the page or within a part of it. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${literal(label)}\\s*\\*?$`));
}

/** Flips a switch by clicking its label, as a user does (the input itself is visually hidden). */
export async function toggleSwitch(page: Page, name: string): Promise<void> {
  await page.locator('label').filter({ has: page.getByRole('switch', { name, exact: true }) }).click();
}

export function toast(page: Page): Locator {
  return page.getByTestId('admin-toast');
}

declare global {
  interface Window {
    __adminToasts?: string[];
  }
}

/**
 * Notes the text of every toast as it appears. A toast lives 5 seconds; on a busy machine the
 * test can look later than that, so assertions read this record instead of the screen.
 */
export async function recordToasts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.__adminToasts = [];
    const seen = new WeakMap<Element, string>();
    const note = () => {
      for (const element of document.querySelectorAll('[data-testid="admin-toast"]')) {
        const text = element.textContent ?? '';
        if (text && seen.get(element) !== text) {
          seen.set(element, text);
          window.__adminToasts!.push(text);
        }
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The admin tests' `test`: every page records its toasts. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await recordToasts(page);
    await use(page);
  },
});

/** Asserts a toast with this title and description appeared (each toast satisfies one assertion). */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const matches = (text: string) =>
    text.includes(title) && (description === undefined || (typeof description === 'string' ? text.includes(description) : description.test(text)));
  await expect
    .poll(async () => {
      const texts = await page.evaluate(() => window.__adminToasts ?? []);
      const index = texts.findIndex(matches);
      if (index >= 0) await page.evaluate((at) => window.__adminToasts!.splice(at, 1), index);
      return index >= 0 ? 'shown' : texts.join(' | ') || 'no toast';
    }, { message: `toast "${title}${description ? `: ${description}` : ''}"` })
    .toBe('shown');
}

export function recordList(page: Page): Locator {
  return page.getByTestId('record-list');
}

/** Clicks a record in the editor's list and waits for its form. */
export async function selectRecord(page: Page, name: string | RegExp, formHeading: RegExp): Promise<void> {
  await recordList(page).getByRole('button', { name }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: formHeading })).toBeVisible();
}

/** Opens the Pages editor on one page, by its label in the list ("About", "Privacy Policy"). */
export async function openPageEditor(page: Page, label: string): Promise<void> {
  await openAdmin(page, '/admin/pages', 'Pages');
  await selectRecord(page, new RegExp(`^${literal(label)}`), new RegExp(`Edit Page: ${literal(label)}`));
}

/** The Pages editor's list of the page's sections. */
export const sectionList = (page: Page) => page.getByRole('list', { name: 'Sections of the page' });
/** A section in the Pages editor, by its place and label ("Section 2: Text: …"). */
export const sectionItem = (page: Page, name: RegExp) => sectionList(page).getByRole('listitem', { name });

/** Saves the page open in the Pages editor and waits for its success toast. */
export async function savePage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Page content updated successfully');
}

/** Makes a write to `pattern` answer with this status and error body. */
export async function failWrites(page: Page, pattern: string | RegExp, status: number, body: Record<string, unknown>, methods = ['POST', 'PUT', 'DELETE', 'PATCH']): Promise<void> {
  await page.route(pattern, async (route) => {
    if (!methods.includes(route.request().method())) return route.fallback();
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
export const unique = (prefix: string) => `${prefix} ${uniqueSuffix()}`;

/**
 * A unique name made from one of the spec's slug examples (tests/spec-facts.ts), with the slug the
 * server must give it: the suffix is lowercase letters and digits after one space, so it adds one
 * hyphen and itself to the example's slug.
 */
export function uniqueWithSlug(example: { name: string; slug: string }): { name: string; slug: string } {
  const suffix = uniqueSuffix();
  return { name: `${example.name} ${suffix}`, slug: `${example.slug}-${suffix}` };
}

export interface ApiRecord {
  id: number;
  version: number;
  [field: string]: unknown;
}

/** A logged-in API context for setting up and cleaning up data. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const call = async (method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) => {
    const response = await request[method](path, data === undefined ? undefined : { data });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return response.json();
  };
  return {
    get: (path: string) => call('get', path),
    create: (path: string, data: Record<string, unknown>) => call('post', path, data) as Promise<ApiRecord>,
    update: (path: string, data: Record<string, unknown>) => call('put', path, data) as Promise<ApiRecord>,
    remove: async (path: string) => {
      const response = await request.delete(path);
      return response.status();
    },
  };
}

/** Removes what a test sent through the public contact and newsletter forms. */
export async function cleanInbox(request: APIRequestContext, { name, email }: { name?: string; email?: string }): Promise<void> {
  const api = await adminApi(request);
  // A test's own submissions are the newest, so on the first page.
  const messages = ((await api.get('/api/admin/messages')) as { items: { id: number; name: string }[] }).items;
  for (const message of messages.filter((item) => item.name === name)) await api.remove(`/api/admin/messages/${message.id}`);
  const subscribers = ((await api.get('/api/admin/subscribers')) as { items: { id: number; email: string }[] }).items;
  for (const subscriber of subscribers.filter((item) => item.email === email)) await api.remove(`/api/admin/subscribers/${subscriber.id}`);
}

/**
 * axe-core finds no serious or critical violation on the page once what is opening has opened: a
 * dialog still fading in reads as low contrast (its text part transparent), which no one sees.
 * `exclude`: parts it does not look into (a frame that runs no script cannot take axe).
 */
export async function expectAxeClean(page: Page, what: string, { exclude = [] }: { exclude?: string[] } = {}): Promise<void> {
  // Finite animations only: a spinner's never ends.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  const serious = (await seriousViolations(page, { exclude })).map(({ id, help, targets }) => ({ id, help, targets: targets.slice(0, 5) }));
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** Keeps a page's content as a test found it: read before each test, saved back after it. Answers the copy read. */
export function keepPageAround(pageSlug: string): () => Record<string, unknown> {
  let original: Record<string, unknown> = {};
  test.beforeEach(async ({ request }) => {
    original = await (await adminApi(request)).get(`/api/admin/pages/${pageSlug}`);
  });
  test.afterEach(async ({ request }) => {
    const api = await adminApi(request);
    const { version } = await api.get(`/api/admin/pages/${pageSlug}`);
    const { seoTitle, seoDescription, seoKeywords, content } = original;
    await api.update(`/api/admin/pages/${pageSlug}`, { seoTitle, seoDescription, seoKeywords, content, version });
  });
  return () => original;
}
