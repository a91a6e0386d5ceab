// What a full load of the web admin fetches (decision 201): the login
// screen and the dashboard load no zod and no editor code; zod comes with the first screen that
// validates, configured before any schema is built, so the CSP (no 'unsafe-eval') reports nothing.
// A full load of every other screen leaves the CSP silent too. The sizes themselves are the benchmark's
// (bench/admin-load.ts).
import { expect, type Page } from '@playwright/test';
import { ADMIN_NAV } from '../../../shared/admin/admin-screens.ts';
import { openAdmin, recordList, test } from '../support/admin-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'a load fetches the same scripts at every size');

/** Text only zod's code holds: the name of its object schema's class. */
const ZOD = '$ZodObject';
/** Text only the editors' code holds: a string of the products screen, the slug's help from the resource table. */
const EDITOR_CODE = ['No product selected', 'Leave empty to generate it from the'];

/** A screen's heading where it is not its menu label. */
const HEADINGS: Record<string, string> = { Dashboard: 'Admin Dashboard', Services: 'Core Services' };

interface Script {
  url: string;
  text: string;
}

/** Collects every script the page fetches from now on; the result lists them with their text. */
function watchScripts(page: Page): () => Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return () => Promise.all(scripts);
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** The page's CSP violations as the browser reports them (zod's `new Function` probe is one). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations!.push(`${event.violatedDirective} ${event.sourceFile}`));
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}

const holding = (scripts: Script[], text: string) => scripts.filter((script) => script.text.includes(text)).map((script) => new URL(script.url).pathname);

function expectNoZodNorEditorCode(scripts: Script[]) {
  expect(scripts.length).toBeGreaterThan(0);
  expect(holding(scripts, ZOD), 'scripts with zod').toEqual([]);
  for (const text of EDITOR_CODE) expect(holding(scripts, text), `scripts with "${text}"`).toEqual([]);
}

test('the login screen loads no zod and no editor code', async ({ page }) => {
  const scripts = watchScripts(page);
  const violations = await watchCsp(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectNoZodNorEditorCode(await scripts());
  expect(await violations()).toEqual([]);
});

test('the dashboard loads no zod; the first editor brings it, configured, and the CSP reports nothing', async ({ page }) => {
  const scripts = watchScripts(page);
  const violations = await watchCsp(page);
  await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
  await page.waitForLoadState('networkidle');
  expectNoZodNorEditorCode(await scripts());

  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await recordList(page).getByRole('button').first().click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(holding(await scripts(), ZOD), 'scripts with zod once an editor is open').not.toEqual([]);
  expect(await violations()).toEqual([]);
});

test('a full load of any screen leaves the CSP silent, whichever screen loads zod', async ({ page }) => {
  const violations = await watchCsp(page);
  for (const { to, label } of ADMIN_NAV) {
    await openAdmin(page, to, HEADINGS[label] ?? label);
    await page.waitForLoadState('networkidle');
    expect(await violations(), `a full load of ${to}`).toEqual([]);
  }
});
