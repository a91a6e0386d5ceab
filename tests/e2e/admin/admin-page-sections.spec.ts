// Issue 24, item 3: the page editor is a form per section (add, remove, reorder, hide; a picture
// from the media library with its alt text), the spec's JSON stays behind "Edit as JSON", and
// History compares page content section by section. At 1280 and 390 px.
import { expect, type Page } from '@playwright/test';
import type { Section } from '../../../shared/contract/sections/page-content.ts';
import { adminApi, expectAxeClean, expectToast, field, keepPageAround, openPageEditor, savePage, sectionItem, sectionList, test, toggleSwitch } from '../support/admin-helpers.ts';

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
