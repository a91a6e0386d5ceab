// The page editor is a form per section (add, remove, reorder, hide; a picture
// from the media library with its alt text), the spec's JSON stays behind "Edit as JSON", and
// History compares page content section by section. At 1280 and 390 px.
import { expect, type Page } from '@playwright/test';
import type { Section } from '../../../shared/contract/sections/page-content.ts';
import { adminApi, expectAxeClean, expectToast, field, keepPageAround, openPageEditor, savePage, sectionItem, sectionList, test, toggleSwitch } from '../support/admin-helpers.ts';
import { framesDrawn } from '../support/settled.ts';

const about = keepPageAround('about');

/** The sections themselves (not the items of their lists). */
const sections = (page: Page) => sectionList(page).locator(':scope > li');
const savedSections = async (page: Page): Promise<Section[]> => (await (await adminApi(page.request)).get('/api/admin/pages/about')).content.sections;

async function openAbout(page: Page) {
  await openPageEditor(page, 'About');
  await expect(sections(page)).toHaveCount((about().content as { sections: unknown[] }).sections.length);
}

test('the owner adds, edits, reorders, hides and removes sections, and saves them', async ({ page }) => {
  await openAbout(page);

  // A long text field grows with its text.
  await page.getByRole('button', { name: /^Hero: / }).click();
  const subtitle = sectionItem(page, /^Section 1: Hero/).getByLabel(/^Subtitle/);
  const before = (await subtitle.boundingBox())!.height;
  await subtitle.fill(`${await subtitle.inputValue()} We also advise on rugs for rentals, offices and galleries, and we visit every room before we recommend a rug for it.`);
  await expect.poll(async () => (await subtitle.boundingBox())!.height).toBeGreaterThan(before);

  // Edit a sentence of the story.
  await page.getByRole('button', { name: /^Text: Rugs are the first thing/ }).click();
  const body = sectionItem(page, /^Section 2: Text/).getByLabel(/^Text/);
  await body.fill(`${await body.inputValue()}\n\nWe now also advise on rugs for rentals.`);

  // Add a team with one person, whose photo comes from the media library.
  await page.getByLabel('New section').selectOption({ label: 'Team' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const team = sections(page).last();
  await team.getByLabel(/^Heading/).fill('The people behind Jacobs');
  await team.getByRole('button', { name: 'Add person' }).click();
  await team.getByLabel(/^Name/).fill('Dana Jacobs');
  await team.getByLabel(/^Role/).fill('Founder and lead consultant');
  await team.getByRole('button', { name: 'From the media library…' }).click();
  const library = page.getByTestId('media-library');
  // The library lists the uploads; a fresh server may have none, which it says.
  await expect(library.getByRole('list', { name: 'Uploaded images' }).or(library.getByText('No images uploaded yet: choose a file instead.'))).toBeVisible();
  if (await library.getByRole('list', { name: 'Uploaded images' }).isVisible()) {
    await library.getByRole('list', { name: 'Uploaded images' }).getByRole('button').first().click();
  } else {
    await library.getByRole('button', { name: 'Close' }).click();
    await team.getByLabel('Picture address').fill('/images/rugs/vintage-oushak.svg');
  }
  await team.getByLabel('Alt text').fill('Dana Jacobs beside an antique Heriz');

  // Move the team above the call to action and the testimonials.
  await team.getByRole('button', { name: /^Move Team: The people behind Jacobs up$/ }).click();
  await sectionList(page).getByRole('button', { name: /^Move Team: The people behind Jacobs up$/ }).click();

  // Hide the principles, remove the links to other pages.
  await sectionList(page).getByRole('button', { name: /^Hide Cards: Three principles/ }).click();
  await expect(sectionItem(page, /Cards: Three principles/).getByText('Hidden', { exact: true })).toBeVisible();
  await sectionList(page).getByRole('button', { name: /^Remove Cards: Learn more about how we work/ }).click();
  await expectAxeClean(page, 'page sections form');

  await savePage(page);
  const saved = await savedSections(page);
  expect(saved.map((section) => section.kind)).toEqual(['hero', 'richText', 'cards', 'team', 'testimonials', 'callToAction']);
  expect(saved[1].body).toContain('We now also advise on rugs for rentals.');
  expect(saved[2]).toMatchObject({ id: 'values', hidden: true });
  expect(saved[3]).toMatchObject({ title: 'The people behind Jacobs', members: [{ name: 'Dana Jacobs', role: 'Founder and lead consultant', photo: { alt: 'Dana Jacobs beside an antique Heriz' } }] });
});

test('a save with errors focuses the first field in error, says how many, and sends nothing', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/pages') && request.method() === 'PUT') writes.push(request.url());
  });
  await openAbout(page);
  await page.getByRole('button', { name: /^Hero: / }).click();
  await sectionItem(page, /^Section 1: Hero/).getByLabel(/^Page heading/).fill('');
  await page.getByLabel('New section').selectOption({ label: 'Call to action' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: 2 fields need attention.' })).toBeVisible();
  const heading = sectionItem(page, /^Section 1: Hero/).getByLabel(/^Page heading/);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(sectionItem(page, /^Section 1: Hero/).getByText('Page heading is required')).toBeVisible();
  await expect(sections(page).last().getByText('Heading is required')).toBeVisible();
  expect(writes).toEqual([]);

  // Fixing a field takes it off the count.
  await heading.fill('About us');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: 1 field needs attention.' })).toBeVisible();
});

test('Edit as JSON shows the same sections as the spec’s JSON, and its invalid JSON is refused', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/pages') && request.method() === 'PUT') writes.push(request.url());
  });
  await openAbout(page);
  await toggleSwitch(page, 'Edit as JSON');
  const json = field(page, 'Content (JSON)');
  expect(JSON.parse(await json.inputValue())).toEqual(about().content);
  await json.fill('{"sections": [');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invalid JSON: Content must be valid JSON')).toBeVisible();
  await expect(json).toBeFocused();
  // The form cannot come back until the JSON is whole again.
  await toggleSwitch(page, 'Edit as JSON');
  await expect(page.getByText('Fix the JSON to edit the sections as forms again.')).toBeVisible();
  expect(writes).toEqual([]);
});

test('History compares the page section by section and restores a removed section', async ({ page }) => {
  await openAbout(page);
  await sectionList(page).getByRole('button', { name: /^Remove Text: Rugs are the first thing/ }).click();
  await savePage(page);
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByTestId('history-panel');
  await panel.getByRole('button').filter({ hasText: 'Web admin' }).first().click();
  const comparison = panel.getByTestId('revision-comparison');
  // The removed section is one entry, the whole section beside nothing; the rest is the same.
  await expect(comparison.locator('[data-differs="true"]')).toHaveCount(1);
  await expect(comparison.locator('[data-differs="true"]')).toContainText('Text: Rugs are the first thing a buyer walks on › Section');
  await expect(comparison.locator('[data-differs="true"] [data-testid="then"]')).toContainText('Heading: Rugs are the first thing a buyer walks on');
  await expect(comparison.locator('[data-field="content.sections[hero].title"][data-differs="false"]')).toHaveCount(1);
  await comparison.getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Success', /Restored the version of/);
  expect((await savedSections(page)).map((section) => section.id)).toEqual((about().content as { sections: Section[] }).sections.map((section) => section.id));
});

/** The headings of the sections a visitor reads in the page's <main>, in order. */
const publicHeadings = async (page: Page, path: string) => {
  const visitor = await page.context().browser()!.newContext();
  const tab = await visitor.newPage();
  await tab.goto(path);
  const headings = await tab.locator('main h1, main h2').allTextContents();
  await visitor.close();
  return headings;
};

test('a section inserted third renders third, in the page view and for a visitor; a duplicate follows its original', async ({ page, isMobile }) => {
  await openAbout(page);
  const pageView = page.getByRole('button', { name: 'Page view' });
  await pageView.click();
  const view = page.frameLocator('iframe[title="The page as a visitor sees it"]');
  await expect(view.locator('[data-edit-section]')).toHaveCount((about().content as { sections: Section[] }).sections.filter((section) => !section.hidden).length);
  /** On a phone the page view and the forms take turns. */
  const showForms = async () => {
    if (isMobile) await pageView.click();
  };
  await showForms();

  await sectionList(page).getByRole('button', { name: /^Insert here, above Section 3: / }).click();
  const picker = page.getByRole('region', { name: /^Insert a section above Section 3: / });
  await picker.getByLabel('Section to insert').selectOption({ label: 'Banner' });
  await picker.getByRole('button', { name: 'Insert section' }).click();
  const banner = sectionItem(page, /^Section 3: Banner/);
  await banner.getByLabel(/^Title/).fill('Now booking spring consultations');
  await expect(sections(page).nth(2)).toHaveAccessibleName(/^Section 3: Banner: Now booking spring consultations/);
  // The page view draws it third, without drawing the page again.
  if (isMobile) await pageView.click();
  await expect(view.locator('[data-edit-section]').nth(2)).toContainText('Now booking spring consultations');
  await showForms();

  await sectionList(page).getByRole('button', { name: /^Duplicate Banner: Now booking spring consultations/ }).click();
  await expect(sections(page).nth(3)).toHaveAccessibleName(/^Section 4: Banner: Now booking spring consultations/);
  await sectionItem(page, /^Section 4: Banner/).getByLabel(/^Title/).fill('Gift certificates for the holidays');
  if (isMobile) await pageView.click();
  await expect(view.locator('[data-edit-section]').nth(3)).toContainText('Gift certificates for the holidays');

  await savePage(page);
  const saved = await savedSections(page);
  expect(saved.map((section) => section.kind)).toEqual(['hero', 'richText', 'banner', 'banner', 'cards', 'cards', 'testimonials', 'callToAction']);
  expect(new Set(saved.map((section) => section.id)).size).toBe(saved.length);
  const headings = await publicHeadings(page, '/jacobs/about');
  expect(headings.slice(0, 4)).toEqual([saved[0].title, saved[1].title, 'Now booking spring consultations', 'Gift certificates for the holidays']);
});

test('a section moves by its drag handle, with the pointer and with the keyboard', async ({ page }) => {
  await openAbout(page);
  const labels = () => sections(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')!.replace(/^Section \d+: /, '')));
  const before = await labels();

  // Keyboard: Space picks the section up, the arrows move it, Space drops it.
  const handle = (name: RegExp) => sectionList(page).getByRole('button', { name });
  // Each key waits for what a screen reader is told of it.
  await handle(/^Drag to move Hero: /).focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place: the region says the latest.
  await expect(page.getByText(/^(Picked up Hero: .*, at|Hero: .* is over) position 1 of 6\.$/)).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer set as it picks up, which a
  // busy machine may run after the words are shown: an arrow pressed before then is lost.
  await framesDrawn(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/^Hero: .* is over position 2 of 6\.$/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/^Hero: .* is over position 3 of 6\.$/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Hero: .* was dropped at position 3 of 6\.$/)).toBeAttached();
  await expect.poll(labels).toEqual([before[1], before[2], before[0], ...before.slice(3)]);

  // Pointer: the fourth section dragged above the first (both on screen, a phone's too).
  await sections(page).first().evaluate((item) => item.scrollIntoView({ block: 'start' }));
  const from = (await handle(/^Drag to move Cards: Learn more about how we work/).boundingBox())!;
  const to = (await sections(page).first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 });
  await page.mouse.up();
  await expect.poll(labels).toEqual([before[3], before[1], before[2], before[0], before[4], before[5]]);

  await savePage(page);
  expect((await savedSections(page)).map((section) => section.id)).toEqual(['explore', 'story', 'values', 'hero', 'testimonials', 'cta']);
});
