// At 1280 and 390 px: what the owner changes in the admin is what a visitor
// reads. The owner edits a sentence of About's story, hides a section and reorders two, previews
// the unsaved change, saves, and a visitor sees each; a testimonial the owner adds shows on the home
// page, on About and on the page of the neighborhood it names (and no other); a rug's gallery
// pictures show on its page with thumbnails that work without JavaScript.
import { expect, type Page } from '@playwright/test';
import type { Section } from '../../../shared/contract/sections/page-content.ts';
import { adminApi, expectToast, field, keepPageAround, openAdmin, openPageEditor, savePage, sectionList, test, unique } from '../support/admin-helpers.ts';
import { visitor } from '../support/public-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';

/** The headings of a page's main content, in order. */
const headings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();

test.describe('About, edited as sections', () => {
  const about = keepPageAround('about');

  test('the owner edits a sentence, hides a section and reorders two; the preview and then every visitor sees them', async ({ page, browser }) => {
    const sentence = `We now also advise on rugs for rentals ${Date.now().toString(36)}.`;
    await openPageEditor(page, 'About');
    const list = sectionList(page);

    await page.getByRole('button', { name: /^Text: Rugs are the first thing/ }).click();
    const body = list.getByRole('listitem', { name: /^Section 2: Text/ }).getByLabel(/^Text/);
    await body.fill(`${await body.inputValue()}\n\n${sentence}`);
    await list.getByRole('button', { name: /^Hide Cards: Three principles/ }).click();
    await list.getByRole('button', { name: /^Move Cards: Learn more about how we work up$/ }).click();

    // Preview shows the unsaved sections as the public page, and nothing is saved.
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = await opened;
    await preview.waitForLoadState('load');
    await expect(preview.getByRole('main')).toContainText(sentence);
    await expect(preview.getByRole('heading', { name: 'Three principles behind every recommendation' })).toHaveCount(0);
    await preview.close();
    expect((await (await adminApi(page.request)).get('/api/admin/pages/about')).content).toEqual(about().content);

    await savePage(page);
    const saved: Section[] = (await (await adminApi(page.request)).get('/api/admin/pages/about')).content.sections;
    expect(saved.map((section) => `${section.id}${section.hidden ? ' (hidden)' : ''}`).slice(0, 4)).toEqual(['hero', 'story', 'explore', 'values (hidden)']);

    // A visitor with no script at all reads the page as saved.
    const reader = await visitor(browser, { javaScript: false });
    await reader.goto('/jacobs/about');
    await expect(reader.getByRole('main')).toContainText(sentence);
    await expect(reader.getByRole('heading', { name: 'Three principles behind every recommendation' })).toHaveCount(0);
    const order = await headings(reader);
    expect(order.indexOf('Learn more about how we work')).toBe(order.indexOf('Rugs are the first thing a buyer walks on') + 1);
    await expect(reader.locator('script[src]')).toHaveCount(0);
    await reader.context().close();
  });
});

test('a testimonial the owner adds shows on the home page, on About and on the page of the neighborhood it names', async ({ page, browser, request }) => {
  const name = unique('E2E Marcus');
  const quote = `The Heriz they found anchors our Evanston living room. ${name}`;
  await openAdmin(page, '/admin/testimonials', 'Testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await field(page, 'Quote').fill(quote);
  await field(page, 'Name').fill(name);
  await field(page, 'Neighborhood or town').fill('Evanston, IL');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/testimonials') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const record = await (await created).json();
  await expectToast(page, 'Success', 'Testimonial created successfully');
  try {
    const reader = await visitor(browser);
    for (const path of ['/jacobs', '/jacobs/about', '/jacobs/service-areas/evanston']) {
      await reader.goto(path);
      const card = reader.getByTestId('testimonial').filter({ hasText: name });
      await expect(card, path).toBeVisible();
      await expect(card.locator('blockquote'), path).toHaveText(quote);
      await expect(card.locator('figcaption'), path).toContainText('Evanston, IL');
    }
    await expect(reader.getByRole('heading', { name: 'What Evanston clients say' })).toBeVisible();
    await reader.goto('/jacobs/service-areas/lincoln-park');
    await expect(reader.getByTestId('testimonial').filter({ hasText: name })).toHaveCount(0);
    await reader.context().close();
  } finally {
    await (await adminApi(request)).remove(`/api/admin/testimonials/${record.id}`);
  }
});

test("a rug's gallery shows each picture with thumbnails that move it, without JavaScript", async ({ browser, request }) => {
  const api = await adminApi(request);
  const name = unique('E2E Gallery Rug');
  const gallery = [
    { url: '/images/rugs/antique-heriz-serapi.svg', alt: 'The whole rug from above' },
    { url: '/images/rugs/vintage-oushak.svg', alt: 'The back, showing the knots' },
    { url: '/images/rugs/caucasian-kazak-runner.svg', alt: 'A corner of the border' },
  ];
  const product = await api.create('/api/admin/products', hiddenProduct(name, { gallery, active: true }));
  try {
    const reader = await visitor(browser, { javaScript: false });
    await reader.goto(`/jacobs/product/${product.id}`);
    const pictures = reader.getByRole('region', { name: `Pictures of ${name}` });
    await expect(pictures.getByRole('img', { name: 'The whole rug from above' })).toBeVisible();
    const thumbnails = pictures.getByRole('list', { name: 'Go to a picture' }).getByRole('link');
    await expect(thumbnails).toHaveCount(3);
    await thumbnails.nth(2).click();
    await expect(pictures.getByRole('img', { name: 'A corner of the border' })).toBeInViewport();
    await expect(reader).toHaveURL(/#picture-3$/);
    // The Product JSON-LD lists every picture.
    const data = JSON.parse((await reader.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data.image).toHaveLength(3);
    await reader.context().close();
  } finally {
    await api.remove(`/api/admin/products/${product.id}`);
  }
});
