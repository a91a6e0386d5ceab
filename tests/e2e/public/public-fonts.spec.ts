// The public pages' fonts (decisions 191 and 250): a page asks for every font file its first
// screen sets text in from its <head>, before its first layout, so that font-display: optional can
// use them on a visitor's first page; and it needs no other file, however its words are marked up.
import type { Page } from '@playwright/test';
import type { BlogPost } from '../../../shared/contract/blog.ts';
import { apiGet, expect, test } from '../support/public-helpers.ts';

/** Every font file the body face and the headings' two weights need (the brand name is the bold). */
const PAGE_FONTS = [/\/inter-latin-wght-normal-[\w-]+\.woff2$/, /\/cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/, /\/cormorant-garamond-latin-700-normal-[\w-]+\.woff2$/];

/** The font files the page fetched, each with what asked for it first ('link' for a preload, 'css' for a face found at layout). */
async function fontsFetched(page: Page): Promise<{ file: string; initiator: string }[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ file: new URL(entry.name).pathname, initiator: entry.initiatorType })),
  );
}

function expectThePageFonts(fetched: { file: string; initiator: string }[], where: string) {
  expect(fetched, `${where}: the font files`).toHaveLength(PAGE_FONTS.length);
  for (const font of PAGE_FONTS) {
    const match = fetched.find((entry) => font.test(entry.file));
    expect(match, `${where}: ${font}`).toBeDefined();
    expect(match?.initiator, `${where}: ${match?.file} asked for by the head's preload`).toBe('link');
  }
}

test('every kind of page preloads the three font files its header and headings use, and fetches no other', async ({ page }) => {
  for (const path of ['/jacobs', '/jacobs/services', '/jacobs/shop', '/jacobs/about']) {
    await page.goto(path);
    expectThePageFonts(await fontsFetched(page), path);
    // The brand name is set in the headings' face, bold.
    await expect(page.getByRole('banner').getByText('Jacobs', { exact: true })).toHaveCSS('font-weight', '700');
  }
});

test('a post with a quotation sets it in the headings\' face, with no font file of its own', async ({ page, request }) => {
  const posts = await apiGet<BlogPost[]>(request, '/api/blog');
  let quoting: BlogPost | undefined;
  for (const post of posts) {
    if ((await (await request.get(`/jacobs/blog/${post.slug}`)).text()).includes('<blockquote')) {
      quoting = post;
      break;
    }
  }
  expect(quoting, 'a seeded post with a quotation').toBeDefined();
  await page.goto(`/jacobs/blog/${quoting!.slug}`);
  const quotation = page.getByTestId('article-body').locator('blockquote').first();
  await expect(quotation).toBeVisible();
  await expect(quotation).toHaveCSS('font-family', /^"Cormorant Garamond"/);
  await expect(quotation).toHaveCSS('font-weight', '600');
  expectThePageFonts(await fontsFetched(page), quoting!.slug);
});
