// The studio merges a page section by section. The
// owner edits About's heading in the studio while the server is down; meanwhile someone edits
// About's story in the web admin; Sync now sends the queued edit, which merges with the web's
// without a conflict to settle, and a visitor reads both on the public page. The merge's cases are
// covered against the real server at module level (studio/src/main/services/page-sections-sync.test.ts).
import { expect, type Browser, type Page } from '@playwright/test';
import { field, recordToasts, savePage, sectionItem, sectionList, selectRecord, test, unique } from '../support/admin-helpers.ts';
import { openConnected, studioSpec, type StudioSpec } from '../support/studio-helpers.ts';

const spec = studioSpec(test, 'studio-sections-password');

const STORY = /^Text: Rugs are the first thing/;

async function openAbout(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
  await selectRecord(page, /^About/, /Edit Page: About/);
}

/** The web admin on the same server, in a browser of its own, signed in. */
async function webAdmin(browser: Browser, { server }: StudioSpec): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  await recordToasts(context);
  const login = await context.request.post('/api/admin/login', { data: { password: server.password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const page = await context.newPage();
  await page.goto('/admin/pages');
  return page;
}

test('a section edited offline in the studio and another edited on the web meanwhile both reach the public page, with no conflict', async ({ page, browser }) => {
  const heading = unique('About Jacobs, in our own words');
  const sentence = unique('We now also advise landlords on rugs for furnished rentals.');
  await openConnected(page, spec);
  await openAbout(page);

  await spec.server.stop();
  await sectionList(page).getByRole('button', { name: /^Hero: / }).click();
  await field(sectionItem(page, /^Section 1: Hero/), 'Page heading').fill(heading);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('connection-status')).toHaveText('Offline');
  await expect(page.getByTestId('pending-count')).toHaveText('1 pending change');

  await spec.server.start();
  const web = await webAdmin(browser, spec);
  try {
    await openAbout(web);
    await sectionList(web).getByRole('button', { name: STORY }).click();
    const body = field(sectionItem(web, /^Section 2: Text/), 'Text');
    await body.fill(`${await body.inputValue()}\n\n${sentence}`);
    await savePage(web);
  } finally {
    await web.context().close();
  }

  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('0 pending changes');
  await expect(page.getByTestId('connection-status')).toHaveText('Online');
  await expect(page.getByTestId('conflict-view')).toHaveCount(0);
  // The editor still open shows the merged page at once: the web's sentence beside the heading typed here.
  await sectionList(page).getByRole('button', { name: STORY }).click();
  await expect(field(sectionItem(page, /^Section 2: Text/), 'Text')).toHaveValue(new RegExp(`${sentence}$`));
  await expect(sectionList(page).getByRole('button', { name: `Hero: ${heading}`, exact: true })).toBeVisible();
  // The studio's copy is the merged page too, when the owner opens it again.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await openAbout(page);
  await sectionList(page).getByRole('button', { name: `Hero: ${heading}`, exact: true }).click();
  await expect(field(sectionItem(page, /^Section 1: Hero/), 'Page heading')).toHaveValue(heading);
  await sectionList(page).getByRole('button', { name: STORY }).click();
  await expect(field(sectionItem(page, /^Section 2: Text/), 'Text')).toHaveValue(new RegExp(`${sentence}$`));

  const reader = await browser.newContext({ javaScriptEnabled: false });
  try {
    const visitor = await reader.newPage();
    await visitor.goto(`${spec.server.url}/jacobs/about`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(visitor.getByRole('region', { name: 'Rugs are the first thing a buyer walks on' })).toContainText(sentence);
  } finally {
    await reader.close();
  }
});
