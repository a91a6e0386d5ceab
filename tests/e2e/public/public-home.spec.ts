// Home page (docs/product/routes.md#public-pages): hero, feature cards, callout, closing call to action, the
// "no online sales" statement and the LocalBusiness structured data.
import type { PageContent } from '../../../shared/contract/pages.ts';
import type { ServiceArea } from '../../../shared/contract/service-areas.ts';
import type { SiteSettings } from '../../../shared/contract/settings.ts';
import { adminApi } from '../support/admin-helpers.ts';
import { SPEC_AREAS, apiGet, expect, expectSingleH1, readJsonLd, test } from '../support/public-helpers.ts';

/** The first section of a kind on the home page, as the API serves it. */
const sectionOf = (home: PageContent, kind: string) => home.content.sections.find((section) => section.kind === kind)!;

test('the hero shows the title, a subtitle linking to the service areas and the two buttons', async ({ page }) => {
  const home = await apiGet<PageContent>(page.request, '/api/pages/home');
  await page.goto('/jacobs');
  await expectSingleH1(page, String(sectionOf(home, 'hero').title));
  const hero = page.locator('main section, main > div').first();
  const areasLink = page.getByRole('main').getByRole('link', { name: /17 Chicagoland/ });
  await expect(areasLink).toHaveAttribute('href', '/jacobs/service-areas');
  await expect(hero).toBeVisible();

  const explore = page.getByRole('link', { name: 'Explore Our Services' });
  await expect(explore).toHaveAttribute('href', '/jacobs/services');
  const book = page.getByRole('main').getByRole('link', { name: 'Book Consultation', exact: true });
  await expect(book).toHaveAttribute('href', '/jacobs/book');

  await explore.click();
  await expect(page).toHaveURL(/\/jacobs\/services$/);
});

test('the hero image has a reserved size and never shows broken', async ({ page }) => {
  await page.goto('/jacobs');
  const image = page.getByRole('img', { name: /Hand-knotted, woven and natural-fiber rugs/ });
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("three feature cards link to ROI, health & pets and contact; the matching card's text to Rug Fit", async ({ page }) => {
  await page.goto('/jacobs');
  const cards = [
    ['Measurable ROI', '/jacobs/proof-roi'],
    ['Pet-Safe Material Reviews', '/jacobs/health-pets'],
    ['AI-Powered Matching', '/jacobs/contact'],
  ] as const;
  for (const [title, href] of cards) {
    const heading = page.getByRole('heading', { level: 3, name: title });
    await expect(heading).toBeVisible();
    const card = heading.locator('..');
    // Each card ends with its call to action.
    await expect(card.getByRole('link').last()).toHaveAttribute('href', href);
  }
  const matching = page.getByRole('heading', { level: 3, name: 'AI-Powered Matching' }).locator('..');
  await expect(matching.getByRole('link')).toHaveCount(2);
  await expect(matching.getByRole('link').first()).toHaveAttribute('href', '/jacobs/rug-fit');
});

test('the callout shows the stats, the service list and that rugs are not sold online', async ({ page }) => {
  await page.goto('/jacobs');
  const main = page.getByRole('main');
  await expect(main).toContainText("We don't sell rugs online. We offer consultancy only");
  for (const stat of ['73%', '47+', '$1.8M', '18 days', '240%', '2-4%', '15-20', '100%']) {
    await expect(main.getByText(stat, { exact: true }).first()).toBeVisible();
  }
  const list = page.getByRole('heading', { name: 'What we do' }).locator('..').getByRole('listitem');
  await expect(list).toHaveCount(7);
  await expect(list.first()).toContainText('Home staging with ROI projections');
});

test('the closing call to action uses the page content and leads to booking', async ({ page }) => {
  const home = await apiGet<PageContent>(page.request, '/api/pages/home');
  await page.goto('/jacobs');
  const { title, text } = sectionOf(home, 'callToAction');
  const cta = page.getByRole('region', { name: String(title) });
  await expect(cta).toContainText(String(text));
  await cta.getByRole('link', { name: 'Book Your Consultation' }).click();
  await expect(page).toHaveURL(/\/jacobs\/book$/);
});

test('LocalBusiness structured data lists the served areas, hours, price range and offer catalog', async ({ page }) => {
  const areas = await apiGet<ServiceArea[]>(page.request, '/api/service-areas');
  const settings = await apiGet<SiteSettings>(page.request, '/api/settings');
  await page.goto('/jacobs');
  const [data] = await readJsonLd(page);
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('LocalBusiness');
  expect(data.name).toBe(settings.companyName);
  expect(data.telephone).toBe(settings.phone);
  expect(data.email).toBe(settings.email);
  expect(data.priceRange).toBe('$$$$');
  expect(data.openingHours).toBe('Mo-Fr 09:00-18:00');
  expect(data.openingHoursSpecification).toMatchObject({
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  });
  const served = data.areaServed as { name: string }[];
  expect(served).toHaveLength(areas.length);
  expect(served.length).toBeGreaterThanOrEqual(17);
  for (const name of SPEC_AREAS) {
    expect(served.some((area) => area.name.startsWith(`${name},`)), name).toBe(true);
  }
  const catalog = data.hasOfferCatalog as { '@type': string; itemListElement: unknown[] };
  expect(catalog['@type']).toBe('OfferCatalog');
  expect(catalog.itemListElement.length).toBeGreaterThan(3);
});

test('page content edits reach the home page', async ({ page }) => {
  const api = await adminApi(page.request);
  const saved = (await api.get('/api/admin/pages/home')) as PageContent & { version: number };
  const edited = {
    ...saved,
    seoTitle: 'Edited Home Title',
    seoDescription: 'Edited description for the home page of the consultancy.',
    content: {
      sections: saved.content.sections.map((section) =>
        section.kind === 'hero' ? { ...section, title: 'An Edited Hero Title' } : section.kind === 'callToAction' ? { ...section, title: 'Edited CTA', text: 'Edited CTA text.' } : section,
      ),
    },
  };
  const { version } = await api.update('/api/admin/pages/home', edited);
  try {
    await page.goto('/jacobs');
    await expectSingleH1(page, 'An Edited Hero Title');
    await expect(page).toHaveTitle('Edited Home Title | Jacobs Rug Consultancy');
    // The subtitle is the owner's Markdown, its link to the areas with it.
    await expect(page.getByRole('main').getByRole('link', { name: /17 Chicagoland/ })).toHaveAttribute('href', '/jacobs/service-areas');
    await expect(page.getByRole('heading', { name: 'Edited CTA' })).toBeVisible();
  } finally {
    await api.update('/api/admin/pages/home', { ...saved, version });
  }
  await page.goto('/jacobs');
  await expectSingleH1(page, String(sectionOf(saved, 'hero').title));
});
