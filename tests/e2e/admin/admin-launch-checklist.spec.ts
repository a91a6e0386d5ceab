// The dashboard's launch checklist (docs/product/rules.md#the-launch-checklist), at 1280 and 390 px:
// each item a visitor would notice shows while its cause is there, its link opens the screen (and
// the field) that fixes it, and once the owner fixes it there it is gone. The Settings items, the
// privacy policy (from its template) and a page's search text are fixed on their screens as the
// owner would; the team, the testimonials and the rugs' photographs through the API (their screens
// have specs of their own). tests/integration/launch-checklist.test.ts holds the computation.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/contract/default-settings.ts';
import { adminApi, expectToast, field, keepPageAround, openAdmin, savePage, test } from '../support/admin-helpers.ts';

keepPageAround('privacy');
keepPageAround('about');
keepPageAround('home');

type Api = Awaited<ReturnType<typeof adminApi>>;
type Row = { id: number; active?: boolean; gallery?: unknown[] } & Record<string, unknown>;

let settings: Record<string, unknown>;
let testimonials: Row[] = [];
let products: Row[] = [];

const withoutVersion = ({ version: _version, updatedAt: _updatedAt, ...rest }: Record<string, unknown>) => rest;

test.beforeEach(async ({ request }) => {
  const api = await adminApi(request);
  settings = await api.get('/api/admin/settings');
  // The seed's contact details and booking choice, which a fresh site has.
  const { phone, email, bookingUrl } = DEFAULT_SITE_SETTINGS;
  await api.update('/api/admin/settings', { ...withoutVersion(settings), phone, email, bookingUrl, bookingMode: 'site', streetAddress: null, addressNote: null });
  // A fresh site has no testimonial: any another spec left active is set aside for the walk.
  testimonials = ((await api.get('/api/admin/testimonials')) as Row[]).filter((row) => row.active);
  for (const { id } of testimonials) await api.update(`/api/admin/testimonials/${id}`, { ...withoutVersion(await api.get(`/api/admin/testimonials/${id}`)), active: false });
  products = [];
});

test.afterEach(async ({ request }) => {
  const api = await adminApi(request);
  const now = await api.get('/api/admin/settings');
  await api.update('/api/admin/settings', { ...withoutVersion(settings), version: now.version });
  for (const { id } of testimonials) await api.update(`/api/admin/testimonials/${id}`, { ...withoutVersion(await api.get(`/api/admin/testimonials/${id}`)), active: true });
  for (const { id } of (await api.get('/api/admin/testimonials')) as Row[]) if (!testimonials.some((kept) => kept.id === id) && (await api.get(`/api/admin/testimonials/${id}`)).quote === QUOTE) await api.remove(`/api/admin/testimonials/${id}`);
  for (const product of products) {
    const current = await api.get(`/api/admin/products/${product.id}`);
    await api.update(`/api/admin/products/${product.id}`, { ...withoutVersion(current), gallery: product.gallery });
  }
});

const QUOTE = 'Ruth found the rug that made our buyers stop in the doorway.';

const checklist = (page: Page) => page.getByRole('list', { name: /^Before launch/ });
const item = (page: Page, title: string | RegExp) => checklist(page).getByRole('listitem').filter({ has: page.getByText(title, { exact: typeof title === 'string' }) }).first();

async function openDashboard(page: Page) {
  await openAdmin(page, '/admin/dashboard', 'Admin Dashboard');
  await expect(checklist(page)).toBeVisible();
}

/** Follows an item's link and answers the field it focused. */
async function follow(page: Page, title: string | RegExp, link: string | RegExp) {
  await item(page, title).getByRole('link', { name: link }).click();
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Success', 'Site settings updated successfully');
}

const shot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

test('each item shows while its cause is there, links to its fix, and goes once fixed', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const api: Api = await adminApi(request);
  await openDashboard(page);
  for (const title of [
    'The Privacy Policy page still says Coming Soon',
    'The Terms of Service page still says Coming Soon',
    'The Accessibility page still says Coming Soon',
    `The phone number ${DEFAULT_SITE_SETTINGS.phone} is a 555 number`,
    'No street address, and no note such as “By appointment only”',
    'No testimonials yet',
    'About names no one',
    /rugs? shows? only a drawing$/,
  ])
    await expect(item(page, title), String(title)).toBeVisible();
  await shot(page, testInfo, 'launch-checklist');

  // The phone: Settings opens on its field, focused.
  await follow(page, /is a 555 number$/, 'Change the phone in Settings');
  await expect(field(page, 'Phone')).toBeFocused();
  await field(page, 'Phone').fill('(312) 874-2210');
  await saveSettings(page);
  // No address: a note is enough.
  await openDashboard(page);
  await follow(page, /^No street address/, 'Add the address or a note in Settings');
  await expect(field(page, 'Street address')).toBeFocused();
  await field(page, 'Visits').fill('By appointment only');
  await saveSettings(page);
  await openDashboard(page);
  await expect(item(page, /is a 555 number$/)).toHaveCount(0);
  await expect(item(page, /^No street address/)).toHaveCount(0);

  // An example email, and the seeded booking link once Book buttons lead to it, come and go the same way.
  await api.update('/api/admin/settings', { ...withoutVersion(await api.get('/api/admin/settings')), email: 'hello@example.com', bookingMode: 'external' });
  await openDashboard(page);
  await follow(page, 'The email hello@example.com is an example address', 'Change the email in Settings');
  await expect(field(page, 'Email')).toBeFocused();
  await field(page, 'Email').fill('ruth@jacobsrugconsultancy.com');
  await field(page, 'Booking link').fill('https://cal.com/jacobs-rugs/consultation');
  await saveSettings(page);
  await openDashboard(page);
  await expect(item(page, /example address$/)).toHaveCount(0);
  await expect(item(page, 'Book buttons lead to the seeded booking link')).toHaveCount(0);

  // The privacy policy, from its template.
  await follow(page, 'The Privacy Policy page still says Coming Soon', 'Write the Privacy Policy page (Start from a template)');
  await expect(page.getByRole('heading', { level: 2, name: /Edit Page: Privacy Policy/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start from a template' }).click();
  await expect(page.getByText(/The template is in the search details and sections below/)).toBeVisible();
  await savePage(page);
  await openDashboard(page);
  await expect(item(page, /Privacy Policy page/)).toHaveCount(0);
  await expect(item(page, 'The Terms of Service page still says Coming Soon')).toBeVisible();

  // A page whose words changed under its seeded search text: the search title's field, focused.
  const home = await api.get('/api/admin/pages/home');
  const sections = (home.content.sections as Record<string, unknown>[]).map((section, index) => (index === 0 ? { ...section, title: 'Rugs that sell Chicago homes' } : section));
  await api.update('/api/admin/pages/home', { ...withoutVersion(home), content: { sections }, version: home.version });
  await openDashboard(page);
  await follow(page, 'Homepage: its words changed, its search title and description did not', 'Rewrite the search title and description of Homepage');
  await expect(field(page, 'SEO title')).toBeFocused();
  await field(page, 'SEO title').fill('Rugs That Sell Chicago Homes | Jacobs Rug Consultancy');
  await field(page, 'SEO description').fill('A Chicago rug consultancy whose rugs help homes sell faster and live better.');
  await savePage(page);
  await openDashboard(page);
  await expect(item(page, /^Homepage: its words changed/)).toHaveCount(0);

  // The team, a testimonial and the rugs' photographs.
  await follow(page, 'About names no one', 'Add a Team section to About');
  await expect(page.getByRole('heading', { level: 2, name: /Edit Page: About/ })).toBeVisible();
  const about = await api.get('/api/admin/pages/about');
  const team = { id: 'team', kind: 'team', title: 'Who you will work with', members: [{ name: 'Ruth Jacobs', role: 'Founder and lead consultant' }] };
  await api.update('/api/admin/pages/about', { ...withoutVersion(about), content: { sections: [...about.content.sections, team] }, version: about.version });
  await openDashboard(page);
  await follow(page, 'No testimonials yet', 'Add a testimonial');
  await expect(page).toHaveURL(/\/admin\/testimonials/);
  await api.create('/api/admin/testimonials', { quote: QUOTE, name: 'Dana R.', place: 'Lincoln Park', role: 'Homeowner', imageUrl: null, imageAlt: null, active: true, displayOrder: 1 });
  await openDashboard(page);
  const drawn = item(page, /only a drawing$/);
  const rugLinks = drawn.getByRole('link');
  const first = await rugLinks.first().textContent();
  await rugLinks.first().click();
  await expect(page.getByRole('heading', { level: 2, name: /^Edit Product/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ }).first()).toHaveValue(String(first));
  for (const { id } of (await api.get('/api/admin/products')) as Row[]) {
    const product = await api.get(`/api/admin/products/${id}`);
    if (!product.active) continue;
    products.push({ id, gallery: product.gallery });
    await api.update(`/api/admin/products/${id}`, { ...withoutVersion(product), gallery: [{ url: `https://photos.jacobsrugconsultancy.com/rug-${id}.jpg`, alt: 'The rug on an oak floor' }, ...product.gallery] });
  }
  await openDashboard(page);
  for (const title of ['About names no one', 'No testimonials yet']) await expect(item(page, title)).toHaveCount(0);
  await expect(item(page, /only a drawing$/)).toHaveCount(0);
  await expect(item(page, 'The Terms of Service page still says Coming Soon')).toBeVisible();
  await shot(page, testInfo, 'launch-checklist-fixed');
});

test('Start from a template fills the privacy policy with what this site collects; a visitor reads it once saved', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/pages?id=privacy', 'Pages');
  await expect(page.getByRole('heading', { level: 2, name: /Edit Page: Privacy Policy/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start from a template' }).click();
  await expect(field(page, 'SEO title')).toHaveValue('Privacy Policy: What We Collect and How Long We Keep It');
  await savePage(page);

  await page.goto('/jacobs/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'What we collect, and how long we keep it' })).toBeVisible();
  const main = page.getByRole('main');
  for (const words of ['The contact form', 'A room photo from Rug Fit', 'The newsletter', 'A booking', 'Visit counts', 'Messages held for review', 'Only the daily totals are stored, for 25 months', 'one for each of the last 4 weeks'])
    await expect(main, words).toContainText(words);
  await expect(main).not.toContainText('Coming Soon');
  // Each kind of record is a heading of its own, and looks like one: larger than the words under it.
  const fontSize = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const recordHeading = main.getByRole('heading', { level: 3, name: 'The contact form' });
  await expect(recordHeading).toBeVisible();
  expect(await fontSize(recordHeading)).toBeGreaterThan(1.2 * (await fontSize(main.locator('p').filter({ hasText: 'What we keep:' }).first())));
  await shot(page, testInfo, 'privacy-from-template');

  // Once the page says something of its own, the template asks before replacing it.
  await openAdmin(page, '/admin/pages?id=privacy', 'Pages');
  await page.getByRole('button', { name: 'Start from a template' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText("Replace this page's sections?");
});
