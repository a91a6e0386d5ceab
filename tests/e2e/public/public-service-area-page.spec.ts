// A page per neighborhood (decision 190): a visitor goes from a card of the Service
// Areas grid to the area's page (its description, highlights and SEO title), on to another area,
// and to the contact form with the area in the link; the page passes axe. Runs at desktop and phone sizes.
import type { ServiceArea } from '../../../shared/contract/service-areas.ts';
import { apiGet, expect, expectAccessible, expectPageMeta, expectSingleH1, readJsonLd, test } from '../support/public-helpers.ts';

test('from the grid to an area page, to another area, and to booking with the area in the link', async ({ page }) => {
  const areas = await apiGet<ServiceArea[]>(page.request, '/api/service-areas');
  const lincolnPark = areas.find((area) => area.slug === 'lincoln-park')!;

  await page.goto('/jacobs/service-areas');
  await page.getByTestId('area-card').getByRole('link', { name: 'Lincoln Park', exact: true }).click();
  await expect(page).toHaveURL(/\/jacobs\/service-areas\/lincoln-park$/);
  await expectSingleH1(page, 'Rug consultancy for Lincoln Park homes');
  await expectPageMeta(page, { title: lincolnPark.seoTitle!, path: '/jacobs/service-areas/lincoln-park', description: lincolnPark.seoDescription! });
  const main = page.getByRole('main');
  await expect(main).toContainText(lincolnPark.description!);
  for (const highlight of lincolnPark.highlights) await expect(main.getByRole('listitem').filter({ hasText: highlight })).toHaveCount(1);
  const business = (await readJsonLd(page)).find((data) => data['@type'] === 'LocalBusiness')!;
  expect(business.areaServed).toEqual([{ '@type': 'Place', name: 'Lincoln Park, Chicago, IL' }]);

  await main.getByRole('link', { name: 'Gold Coast' }).click();
  await expect(page).toHaveURL(/\/jacobs\/service-areas\/gold-coast$/);
  await expectSingleH1(page, 'Rug consultancy for Gold Coast homes');

  await main.getByRole('link', { name: 'Book a Free Consultation' }).first().click();
  await expect(page).toHaveURL(/\/jacobs\/book\?utm_source=service-areas&utm_medium=gold-coast$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an area page is accessible (no serious axe violations) and fits the screen', async ({ page }) => {
  await page.goto('/jacobs/service-areas/evanston');
  await expectSingleH1(page, 'Rug consultancy for Evanston homes');
  await expect(page.getByRole('main').getByRole('link', { name: 'Oak Park' })).toBeVisible();
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an unknown area shows the not-found page', async ({ page }) => {
  const response = await page.goto('/jacobs/service-areas/atlantis');
  expect(response?.status()).toBe(404);
  await expectSingleH1(page, '404 Page Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
