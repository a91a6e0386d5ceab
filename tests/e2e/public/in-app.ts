// Opening a page the way a visitor reaches it from another page of the site: the server renders
// the first page with its data, so a route mocked with page.route() only applies to what the
// browser fetches after it has started. This opens `from` (server-rendered), waits until the site
// has started, then moves to `path` inside the app, which reads that page's data itself.
import type { Page } from '@playwright/test';
import { expect } from '../support/public-helpers.ts';

export async function waitForStart(page: Page): Promise<void> {
  await expect(page.locator('html[data-started="true"]')).toBeAttached();
}

export async function openInApp(page: Page, path: string, from = '/jacobs/accessibility'): Promise<void> {
  await page.goto(from);
  await waitForStart(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
