// The words that were code, edited in Pages (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows), at
// 1280 and 390 px: the owner changes Rug Fit's, the not-found page's, the shop's and the blog's
// words in their sections, saves, and a visitor reads them on the site, Rug Fit's results' words
// once a photo is read.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { LIVING_ROOM, roomPhoto } from '../../support/synthetic-room.ts';
import { keepPageAround, openPageEditor, savePage, sectionItem, test } from '../support/admin-helpers.ts';
import { waitForIslands } from '../support/public-helpers.ts';

keepPageAround('rug-fit');
keepPageAround('not-found');
keepPageAround('shop');
keepPageAround('blog');

const shot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

/** Opens a section's form in the Pages editor, by its label ("Rug Fit: Match rugs to your room"), and answers its list item ("Section 2: Rug Fit: …"). */
async function openSection(page: Page, label: RegExp) {
  await page.getByRole('button', { name: label }).click();
  return sectionItem(page, new RegExp(`^Section \\d+: ${label.source.replace(/^\^/, '')}`));
}

test('Rug Fit’s words, from the hero to the results, are the owner’s', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openPageEditor(page, 'Rug Fit');
  const hero = await openSection(page, /^Hero: Rug Fit/);
  await hero.getByLabel(/^Subtitle/).fill('A photo of your room in, the rugs that suit it out. Nothing leaves your device unless you send it.');
  const tool = await openSection(page, /^Rug Fit: Match rugs to your room/);
  await tool.getByLabel(/^Camera button/).fill('Snap your room');
  await tool.getByLabel(/^Heading over the rugs that blend in/).fill('Rugs at home in your room');
  await tool.getByLabel(/^First way: blend in/).fill('Match my room');
  await savePage(page);

  await page.goto('/jacobs/rug-fit');
  await waitForIslands(page);
  await expect(page.getByText('A photo of your room in, the rugs that suit it out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Snap your room' })).toBeEnabled();
  await page.getByLabel('Room photo', { exact: true }).setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await roomPhoto(LIVING_ROOM, { width: 1200, height: 900, lighting: 0.2 }) });
  await expect(page.getByRole('heading', { name: 'Rugs at home in your room' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Match my room' })).toBeChecked();
  // The way's name travels with a send in the owner's words too.
  await page.getByRole('button', { name: 'Send this to a consultant' }).click();
  await expect(page.getByTestId('rug-fit-about')).toContainText('From Rug Fit: Match my room');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/^I used Rug Fit \(Match my room\)\./);
  await shot(page, testInfo, 'rug-fit-edited');
});

test('the not-found page’s words are the owner’s, at an unknown address and an unknown area', async ({ page }, testInfo) => {
  await openPageEditor(page, 'Page not found');
  const message = await openSection(page, /^Not-found message: 404 Page Not Found/);
  // The heading last: the section's name in the list is its heading.
  await message.getByLabel(/^Text/).fill('Nothing lives at {address} any more. Our rugs are still where they were.');
  await message.getByLabel(/^Button back to the home page/).fill('Back to the rugs');
  await message.getByLabel(/^Heading/).fill('This page has moved on');
  await savePage(page);

  for (const address of ['/jacobs/a-page-long-gone', '/jacobs/service-areas/atlantis']) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page has moved on' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Nothing lives at ${address} any more. Our rugs are still where they were.`);
    await page.getByRole('link', { name: 'Back to the rugs' }).click();
    await expect(page).toHaveURL(/\/jacobs$/);
  }
  await page.goto('/jacobs/a-page-long-gone');
  await shot(page, testInfo, 'not-found-edited');
});

test('the shop’s and the blog’s headings and words are the owner’s', async ({ page }, testInfo) => {
  await openPageEditor(page, 'Shop');
  const shopHero = await openSection(page, /^Hero: Shop Our Rugs/);
  await shopHero.getByLabel(/^Subtitle/).fill('Every rug here is one we have walked on, lived with and would put in our own homes.');
  await shopHero.getByLabel(/^Page heading/).fill('Rugs We Stand Behind');
  const catalog = await openSection(page, /^Shop catalog/);
  await catalog.getByLabel(/^Button that applies the choices/).fill('Show These Rugs');
  await savePage(page);

  await page.getByRole('button', { name: /^Blog/ }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: /Edit Page: Blog/ })).toBeVisible();
  const blogHero = await openSection(page, /^Hero: Insights from the Rug Room/);
  await blogHero.getByLabel(/^Page heading/).fill('Notes from the Rug Room');
  const posts = await openSection(page, /^Article list: Latest articles/);
  await posts.getByLabel(/^Words at the foot of each card/).fill('Read on');
  await savePage(page);

  await page.goto('/jacobs/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Rugs We Stand Behind' })).toBeVisible();
  await expect(page.getByText('Every rug here is one we have walked on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show These Rugs' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await shot(page, testInfo, 'shop-edited');
  await page.goto('/jacobs/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes from the Rug Room' })).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toContainText('Read on');
});
