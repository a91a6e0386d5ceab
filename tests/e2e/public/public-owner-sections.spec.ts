// Pages made of sections end to end, at 1280 and 390 px: the owner changes a section in the Pages editor
// and a visitor (a browser of their own, without JavaScript on pages that have no island) reads the
// change: a stat card's figure, a service page's heading (the page's one h1) and its search title
// (the <title>), the Privacy page filled in where its placeholder was, and a team member with a
// photo from the media library.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { MediaItem } from '../../../shared/contract/media.ts';
import { href, paths } from '../../../shared/paths.ts';
import { servicePage } from '../../../shared/service-pages.ts';
import { adminApi, field, keepPageAround, openAdmin, openPageEditor, savePage, sectionItem, sectionList, test, unique } from '../support/admin-helpers.ts';
import { COMPANY, expectSingleH1, visitor } from '../support/public-helpers.ts';

/** Opens a section's fields by its label in the list. */
async function openSection(page: Page, label: RegExp): Promise<void> {
  await sectionList(page).getByRole('button', { name: label }).click();
}

/** Reads the page as a visitor with no script at all, and hands the visitor's page to `check`. */
async function readWithoutScript(browser: Browser, path: string, check: (reader: Page) => Promise<void>): Promise<void> {
  const reader = await visitor(browser, { javaScript: false });
  try {
    await reader.goto(path);
    await expect(reader.locator('script[src]')).toHaveCount(0);
    await check(reader);
  } finally {
    await reader.context().close();
  }
}

test.describe('a stat on About', () => {
  keepPageAround('about');

  test('the owner changes a stat card’s figure and label, and a visitor sees the new figure', async ({ page, browser }) => {
    const label = unique('Homes staged across Chicagoland');
    await openPageEditor(page, 'About');
    await openSection(page, /^Text: Rugs are the first thing/);
    const figure = sectionItem(page, /^Section 2: Text/).getByRole('listitem', { name: 'Figure 1' });
    await expect(field(figure, 'Figure')).toHaveValue('47+');
    await field(figure, 'Figure').fill('52+');
    await field(figure, 'What it counts').fill(label);
    await savePage(page);

    await readWithoutScript(browser, paths.about, async (reader) => {
      const stats = reader.getByTestId('stat-card');
      await expect(stats).toHaveCount(3);
      await expect(stats.nth(0)).toHaveText(`52+${label}`);
      await expect(stats.nth(0)).toBeVisible();
      await expect(reader.getByRole('main')).not.toContainText('47+');
      await expect(reader.getByRole('main')).not.toContainText('Properties Staged');
      // The other two are as they were.
      await expect(stats.nth(1)).toHaveText('$1.8MAvg Client ROI Increase');
    });
  });
});

test.describe('a service page’s heading', () => {
  const slug = 'antique-sourcing';
  keepPageAround(slug);

  test('the owner changes the heading of Antique Sourcing; a visitor reads it as the page’s one h1, under the page’s search title', async ({ page, browser }) => {
    const heading = unique('Antique Rugs, Found for Your Room');
    await openPageEditor(page, 'Antique Sourcing');
    await openSection(page, /^Hero: Antique Rug Sourcing$/);
    const pageHeading = field(sectionItem(page, /^Section 1: Hero/), 'Page heading');
    await expect(pageHeading).toHaveValue('Antique Rug Sourcing');
    await pageHeading.fill(heading);
    // The editor names the section by its new heading at once.
    await expect(sectionList(page).getByRole('button', { name: `Hero: ${heading}`, exact: true })).toBeVisible();
    await savePage(page);

    await readWithoutScript(browser, href.servicePage(slug), async (reader) => {
      await expectSingleH1(reader, heading);
      await expect(reader.getByRole('heading', { name: 'Antique Rug Sourcing', exact: true })).toHaveCount(0);
      // The heading is the page's words; its title in the tab and in search results is its search title.
      await expect(reader).toHaveTitle(`${servicePage(slug).head.title} | ${COMPANY}`);
    });
  });

  test('the owner changes the search title of Antique Sourcing; a visitor’s tab and link previews show it over the same h1', async ({ page, browser }) => {
    const title = unique('Antique Rug Finders in Chicago');
    await openPageEditor(page, 'Antique Sourcing');
    await expect(field(page, 'SEO title')).toHaveValue(servicePage(slug).head.title);
    await field(page, 'SEO title').fill(title);
    await savePage(page);

    await readWithoutScript(browser, href.servicePage(slug), async (reader) => {
      await expect(reader).toHaveTitle(`${title} | ${COMPANY}`);
      await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} | ${COMPANY}`);
      await expectSingleH1(reader, 'Antique Rug Sourcing');
    });
  });
});

test.describe('the Privacy page', () => {
  keepPageAround('privacy');

  test('the owner replaces its Coming Soon placeholder with the policy, and a visitor reads it', async ({ page, browser }) => {
    const policy = unique('We use your name, email and phone number only to answer you');
    const description = 'What Jacobs Rug Consultancy collects through its contact form and newsletter, why, how long it keeps it and how to have it deleted.';
    await openPageEditor(page, 'Privacy Policy');
    await openSection(page, /^Hero: Coming Soon$/);
    const hero = sectionItem(page, /^Section 1: Hero/);
    await field(hero, 'Page heading').fill('Privacy Policy');
    await field(hero, 'Subtitle').fill('How we handle what you tell us. Last updated November 2026.');
    await hero.getByRole('listitem', { name: 'Button 1' }).getByRole('button', { name: 'Remove button 1' }).click();

    await page.getByLabel('New section').selectOption({ label: 'Text' });
    await page.getByRole('button', { name: 'Add section' }).click();
    const text = sectionList(page).locator(':scope > li').last();
    await field(text, 'Heading').fill('What we collect and why');
    await field(text, 'Text').fill(
      [
        `${policy}: to reply to your message, book your consultation and, if you subscribe, send you our newsletter.`,
        '',
        '- **Contact form:** your name, email, phone number, the service you ask about and your message.',
        '- **Newsletter:** your email address, until you unsubscribe.',
        '',
        'To see or delete what we hold about you, write to [consult@jacobsrugconsultancy.com](mailto:consult@jacobsrugconsultancy.com).',
      ].join('\n'),
    );
    await field(page, 'SEO description').fill(description);
    await savePage(page);

    await readWithoutScript(browser, paths.privacy, async (reader) => {
      await expectSingleH1(reader, 'Privacy Policy');
      const main = reader.getByRole('main');
      await expect(main).not.toContainText('Coming Soon');
      await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
      await expect(main).toContainText('How we handle what you tell us.');
      const section = main.getByRole('region', { name: 'What we collect and why' });
      await expect(section).toContainText(policy);
      await expect(section.getByRole('listitem')).toHaveText([/^Contact form: your name, email/, /^Newsletter: your email address/]);
      await expect(section.getByRole('link', { name: 'consult@jacobsrugconsultancy.com' })).toHaveAttribute('href', 'mailto:consult@jacobsrugconsultancy.com');
      await expect(reader.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(reader).toHaveTitle(`Privacy Policy | ${COMPANY}`);
    });
  });
});

const portrait = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: '#6b4f3a' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><circle cx="450" cy="460" r="220" fill="#e8d5b5"/><rect x="190" y="760" width="520" height="440" rx="200" fill="#2f3e5c"/></svg>') }])
    .png()
    .toBuffer();

test.describe('a team on About', () => {
  keepPageAround('about');
  let upload: MediaItem | undefined;
  // After the page is put back (the hook above), so nothing uses the picture any more.
  test.afterEach(async ({ request }) => {
    if (upload) expect(await (await adminApi(request)).remove(`/api/admin/media/${upload.id}`)).toBe(200);
    upload = undefined;
  });

  test('the owner adds a Team section with a person and a photo from the media library; a visitor sees them', async ({ page, browser, request }) => {
    // The portrait the owner uploaded earlier, now in the media library.
    await adminApi(request);
    const fileName = `${unique('dana-jacobs').replace(' ', '-')}.png`;
    const response = await request.post('/api/admin/media', { data: await portrait(), headers: { 'Content-Type': 'image/png', 'X-File-Name': fileName } });
    expect(response.ok(), await response.text()).toBeTruthy();
    upload = (await response.json()) as MediaItem;

    const name = unique('Dana Jacobs');
    const alt = 'Dana Jacobs kneeling beside an antique Heriz, checking its knots';
    await openPageEditor(page, 'About');
    await page.getByLabel('New section').selectOption({ label: 'Team' });
    await page.getByRole('button', { name: 'Add section' }).click();
    const team = sectionList(page).locator(':scope > li').last();
    await field(team, 'Heading').fill('The people behind Jacobs');
    await team.getByRole('button', { name: 'Add person' }).click();
    const person = team.getByRole('listitem', { name: 'Person 1' });
    await field(person, 'Name').fill(name);
    await field(person, 'Role').fill('Founder and lead consultant');
    await field(person, 'Credentials').fill('ASID Industry Partner, 15 years in rug appraisal');
    await person.getByRole('button', { name: 'From the media library…' }).click();
    const library = page.getByTestId('media-library');
    await library.getByRole('list', { name: 'Uploaded images' }).getByRole('button', { name: upload.fileName }).click();
    await expect(library).toBeHidden();
    await expect(field(person, 'Picture address')).toHaveValue(upload.url);
    await field(person, 'Alt text').fill(alt);
    await field(person, 'Short bio').fill('Dana staged her first Lincoln Park listing in 2011 and has advised on more than forty since.');
    // Above the testimonials and the call to action, where a visitor meets the people before the invitation.
    for (let moves = 0; moves < 2; moves += 1) await sectionList(page).getByRole('button', { name: 'Move Team: The people behind Jacobs up' }).click();
    await savePage(page);

    // The media library counts the page as a use: the portrait cannot be deleted while About shows it.
    await openAdmin(page, paths.admin.media, 'Media');
    const item = page.getByTestId('media-item').filter({ hasText: upload.fileName });
    await expect(item.getByRole('button', { name: `Delete ${upload.fileName}` })).toBeDisabled();
    // Its link opens the page that uses it, in the Pages editor.
    await item.getByRole('link', { name: 'Page content: About' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Edit Page: About/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.admin.pages}$`));

    await readWithoutScript(browser, paths.about, async (reader) => {
      const section = reader.getByRole('region', { name: 'The people behind Jacobs' });
      await expect(section).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      const member = section.getByRole('listitem').filter({ has: reader.getByRole('heading', { level: 3, name }) });
      await expect(member).toContainText('Founder and lead consultant');
      await expect(member).toContainText('ASID Industry Partner, 15 years in rug appraisal');
      await expect(member).toContainText('Dana staged her first Lincoln Park listing in 2011');
      const photo = member.getByRole('img', { name: alt });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expectPhotoFromUpload(photo, upload!);
      // The team comes before the call to action at the end of the page.
      const order = await reader.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
      expect(order.indexOf('The people behind Jacobs')).toBeLessThan(order.length - 1);
    });
  });
});

/** The photo a visitor gets is the uploaded image (or one of its resized copies). */
async function expectPhotoFromUpload(photo: Locator, upload: MediaItem): Promise<void> {
  const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect([upload.url, ...upload.variants.map((variant) => variant.url)]).toContain(shown);
}
