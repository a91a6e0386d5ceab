// History (decision 140): the owner opens a post's and a product's History, sees each earlier
// version with when, where from and what changed, compares one with the current record field by
// field, and restores it as a new version; a change made meanwhile gives the conflict view. At
// 1280 and 390 px, axe clean, with a screenshot of the panel kept with the results.
import { seriousViolations } from '../support/axe.ts';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { EDIT_SOURCE_HEADER } from '../../../shared/contract/revisions.ts';
import { adminApi, expectToast, field, openAdmin, selectRecord, test, unique } from '../support/admin-helpers.ts';
import { animationsEnded } from '../support/settled.ts';
import { hiddenProduct } from '../../support/record-data.ts';

test.describe.configure({ timeout: 90_000 });

const RESTORED = /Restored the version of [A-Z][a-z]{2} \d{1,2}, \d{4}/;

const panel = (page: Page) => page.getByTestId('history-panel');

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

async function expectAccessible(page: Page, testInfo: TestInfo, name: string) {
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
  const serious = (await seriousViolations(page)).map(({ id, targets }) => ({ id, targets }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test('the owner compares an earlier version of a post with the current one and restores it', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const title = unique('E2E History Post');
  const created = await api.create('/api/admin/blog', { title, slug: '', author: 'Jacobs', content: '## First\n\nThe first body.', excerpt: 'The first excerpt', published: false });
  const path = `/api/admin/blog/${created.id}`;
  try {
    const edited = await api.update(path, { ...created, excerpt: 'A better excerpt', version: created.version });
    const fromStudio = await request.put(path, { data: { ...edited, content: '## Second\n\nThe second body.', version: edited.version }, headers: { [EDIT_SOURCE_HEADER]: 'studio' } });
    expect(fromStudio.ok()).toBeTruthy();

    await openAdmin(page, '/admin/blog', 'Blog Posts');
    await selectRecord(page, new RegExp(title), /Edit Blog Post/);
    await expectAccessible(page, testInfo, 'history-post-editor');
    await openHistory(page);
    const revisions = panel(page).getByTestId('revision');
    await expect(revisions).toHaveCount(2);
    await expect(revisions.nth(0)).toContainText('Studio');
    await expect(revisions.nth(0)).toContainText('Changed: Content (Markdown)');
    await expect(revisions.nth(1)).toContainText('Web admin');
    await expect(revisions.nth(1)).toContainText('Changed: Excerpt');
    await expectAccessible(page, testInfo, 'history-post-list');

    await revisions.nth(1).click();
    const comparison = panel(page).getByTestId('revision-comparison');
    const excerpt = comparison.locator('[data-field="excerpt"]');
    await expect(excerpt.getByTestId('then')).toContainText('The first excerpt');
    await expect(excerpt.getByTestId('now')).toContainText('A better excerpt');
    await expect(comparison.locator('[data-field="content"]').getByTestId('then')).toContainText('The first body.');
    await expect(comparison).toContainText('2 fields differ');
    await expectAccessible(page, testInfo, 'history-post-compare');

    await comparison.getByRole('button', { name: 'Restore this version' }).click();
    await expectToast(page, 'Success', RESTORED);
    await expect(panel(page)).toBeHidden();
    await expect(field(page, 'Excerpt')).toHaveValue('The first excerpt');
    const stored = await api.get(path);
    expect(stored).toMatchObject({ excerpt: 'The first excerpt', content: '## First\n\nThe first body.', version: created.version + 3 });
  } finally {
    await api.remove(path);
  }
});

test('the owner restores a product, and a change made meanwhile gives the conflict view', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const name = unique('E2E History Product');
  const created = await api.create('/api/admin/products', hiddenProduct(name, { fiber: 'Wool' }));
  const path = `/api/admin/products/${created.id}`;
  try {
    const edited = await api.update(path, { ...created, fiber: 'Silk', price: 2000, version: created.version });

    await openAdmin(page, '/admin/products', 'Products');
    await selectRecord(page, new RegExp(name), /Edit Product/);
    await openHistory(page);
    await panel(page).getByTestId('revision').first().click();
    const comparison = panel(page).getByTestId('revision-comparison');
    await expect(comparison.locator('[data-field="fiber"]').getByTestId('then')).toContainText('Wool');
    await expect(comparison.locator('[data-field="price"]').getByTestId('now')).toContainText('2000');
    await expectAccessible(page, testInfo, 'history-product-compare');

    // Someone else saves the product while the owner looks at its history.
    await api.update(path, { ...edited, origin: 'Tabriz, Iran', version: edited.version });
    await comparison.getByRole('button', { name: 'Restore this version' }).click();
    const view = page.getByTestId('conflict-view');
    await expect(view.getByRole('heading', { name: 'This product was changed by someone else' })).toBeVisible();
    await expect(view.locator('[data-field="fiber"]').getByTestId('mine')).toContainText('Wool');
    await expect(view.locator('[data-field="fiber"]').getByTestId('theirs')).toContainText('Silk');
    await view.getByRole('button', { name: 'Keep mine' }).click();
    await expectToast(page, 'Success', 'Product updated successfully');
    // Keep mine keeps the whole restored version (the web admin compares two ways), the origin included.
    expect(await api.get(path)).toMatchObject({ fiber: 'Wool', price: 1234.5, origin: null, version: created.version + 3 });

    // With nothing changed meanwhile, a restore goes straight through.
    await openHistory(page);
    await panel(page).getByTestId('revision').first().click();
    await expect(panel(page).getByTestId('revision-comparison').locator('[data-field="fiber"]').getByTestId('then')).toContainText('Silk');
    await panel(page).getByRole('button', { name: 'Restore this version' }).click();
    await expectToast(page, 'Success', RESTORED);
    expect(await api.get(path)).toMatchObject({ fiber: 'Silk', price: 2000, version: created.version + 4 });
  } finally {
    await api.remove(path);
  }
});
