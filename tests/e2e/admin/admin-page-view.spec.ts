// The Pages editor's page view, at 1280 and 390 px: the owner opens a service page's page view,
// clicks a sentence in it, and its field opens focused (on a phone the forms come back); each key
// typed is drawn again in place, in the same document (no reload) and at the same place on
// screen (no jump), and the time from the last keystroke to the new words in the frame is printed;
// a link in the view leads nowhere; the save reaches a visitor. Screenshots go with the results.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectAxeClean, keepPageAround, openPageEditor, savePage, test } from '../support/admin-helpers.ts';

keepPageAround('rug-intelligence');

const PAGE_VIEW_TITLE = 'The page as a visitor sees it';
const shot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
const frameOf = (page: Page) => page.frameLocator(`iframe[title="${PAGE_VIEW_TITLE}"]`);

declare global {
  interface Window {
    __swap?: { lastKey: number; shownAt: number };
  }
}

/** Reads the frame's document from the editor's page (the frame runs no script of its own). */
async function inFrame<T>(page: Page, read: (doc: Document) => T): Promise<T> {
  const doc = await page.evaluateHandle((title) => (document.querySelector(`iframe[title="${title}"]`) as HTMLIFrameElement).contentDocument!, PAGE_VIEW_TITLE);
  return doc.evaluate(read);
}

test('the owner clicks a sentence on the page view, types, sees it change in place, saves, and a visitor sees it', async ({ page, browser, isMobile }, testInfo) => {
  await openPageEditor(page, 'Rug Intelligence');
  await page.getByRole('button', { name: 'Page view' }).click();
  await expect(page.getByRole('button', { name: 'Page view' })).toHaveAttribute('aria-pressed', 'true');
  const view = frameOf(page);
  const sentence = view.locator('[data-edit-field="steps.1.text"]');
  await expect(sentence).toContainText('Our tools extract the palette');
  await shot(page, testInfo, 'page-view');
  // The frame is the public page (whose own tests check it), and runs no script, so axe cannot enter it.
  await expectAxeClean(page, 'the page view', { exclude: ['iframe'] });

  // A mark on the frame's document: a reload would lose it.
  await inFrame(page, (doc) => (doc.documentElement.dataset.sameDocument = 'yes'));
  // Hovering a section outlines it (the view's own styles).
  await sentence.hover();
  await expect(view.locator('[data-edit-section="3"]')).toHaveCSS('outline-color', 'rgb(194, 65, 12)');

  await sentence.click();
  const control = page.locator('[name="content.sections.3.steps.1.text"]');
  await expect(control).toBeFocused();
  await expect(control).toBeInViewport();
  if (isMobile) await expect(page.getByTestId('page-view')).toBeHidden();
  else await expect(view.locator('[data-edit-section="3"]')).toHaveAttribute('data-edit-active', '');
  const before = await inFrame(page, (doc) => ({ scroll: doc.scrollingElement!.scrollTop, top: doc.querySelector('[data-edit-field="steps.1.text"]')!.getBoundingClientRect().top }));
  await shot(page, testInfo, 'page-view-field-open');

  // The time from the last keystroke to the new words in the frame.
  await page.evaluate((title) => {
    const doc = (document.querySelector(`iframe[title="${title}"]`) as HTMLIFrameElement).contentDocument!;
    const swap = (window.__swap = { lastKey: 0, shownAt: 0 });
    document.addEventListener('keydown', () => (swap.lastKey = performance.now()), true);
    new MutationObserver(() => {
      if (!swap.shownAt && doc.body.textContent?.includes('Checked in daylight.')) swap.shownAt = performance.now();
    }).observe(doc.body, { childList: true, subtree: true, characterData: true });
  }, PAGE_VIEW_TITLE);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Checked in daylight.', { delay: 40 });
  await expect.poll(() => page.evaluate(() => window.__swap?.shownAt ?? 0)).toBeGreaterThan(0);
  const swap = await page.evaluate(() => window.__swap!);
  const swapMs = Math.round(swap.shownAt - swap.lastKey);
  console.log(`Page view (${testInfo.project.name}): the change was drawn in place ${swapMs} ms after the last keystroke`);
  testInfo.annotations.push({ type: 'swap after the last keystroke (ms)', description: String(swapMs) });
  expect(swapMs).toBeGreaterThan(0);

  if (isMobile) {
    await page.getByRole('button', { name: 'Page view' }).click();
    await expect(page.getByTestId('page-view')).toBeVisible();
  }
  await expect(sentence).toContainText('Checked in daylight.');
  expect(await inFrame(page, (doc) => doc.documentElement.dataset.sameDocument)).toBe('yes');
  if (!isMobile) {
    const after = await inFrame(page, (doc) => ({ scroll: doc.scrollingElement!.scrollTop, top: doc.querySelector('[data-edit-field="steps.1.text"]')!.getBoundingClientRect().top }));
    expect(after).toEqual(before);
  }
  await shot(page, testInfo, 'page-view-typed');

  // A link in the view leads nowhere: the frame keeps its document.
  await view.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
  expect(await inFrame(page, (doc) => [doc.URL, doc.documentElement.dataset.sameDocument])).toEqual(['about:srcdoc', 'yes']);

  await savePage(page);
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/jacobs/services/rug-intelligence');
  await expect(publicPage.getByText(/Our tools extract the palette.* Checked in daylight\./)).toBeVisible();
  expect(await publicPage.content()).not.toContain('data-edit-');
  await visitor.close();
});

test('a section whose field a save would refuse keeps its last drawing, and the view says why', async ({ page }) => {
  await openPageEditor(page, 'Rug Intelligence');
  await page.getByRole('button', { name: 'Page view' }).click();
  const view = frameOf(page);
  await expect(view.locator('h1')).toHaveText('Rug Intelligence');
  await view.locator('h1').click();
  const heading = page.locator('[name="content.sections.0.title"]');
  await expect(heading).toBeFocused();
  await heading.fill('');
  const pageView = page.getByTestId('page-view');
  if (!(await pageView.isVisible())) await page.getByRole('button', { name: 'Page view' }).click();
  await expect(pageView.getByRole('status')).toHaveText(/Not shown until fixed: section 1, Page heading is required/);
  await expect(view.locator('h1')).toHaveText('Rug Intelligence');
});
