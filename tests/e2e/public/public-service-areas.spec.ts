// Service Areas page (docs/product/routes.md#public-pages): the active areas from the server grouped into
// neighborhoods then suburbs, contact details from the settings, and LocalBusiness data.
import type { ServiceArea } from '../../../shared/contract/service-areas.ts';
import type { SiteSettings } from '../../../shared/contract/settings.ts';
import { adminApi } from '../support/admin-helpers.ts';
import { SPEC_AREAS, apiGet, expect, expectSingleH1, readJsonLd, test } from '../support/public-helpers.ts';

test('lists the areas from the server, neighborhoods first, each with description and three highlights', async ({ page }) => {
  const areas = await apiGet<ServiceArea[]>(page.request, '/api/service-areas');
  const neighborhoods = areas.filter((area) => area.type === 'neighborhood');
  const suburbs = areas.filter((area) => area.type === 'suburb');
  for (const name of SPEC_AREAS) expect(areas.map((area) => area.name)).toContain(name);

  await page.goto('/jacobs/service-areas');
  await expectSingleH1(page, 'Chicago Service Areas');
  const groupHeadings = page.getByRole('heading', { level: 2, name: /^(Neighborhoods|Suburbs)$/ });
  await expect(groupHeadings).toHaveText(['Neighborhoods', 'Suburbs']);

  for (const [type, members] of [['neighborhood', neighborhoods], ['suburb', suburbs]] as const) {
    const cards = page.getByTestId(`area-group-${type}`).getByTestId('area-card');
    await expect(cards).toHaveCount(members.length);
    for (const [index, area] of members.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(area.name);
      if (area.description) await expect(card).toContainText(area.description);
      await expect(card.getByRole('listitem')).toHaveText(area.highlights.slice(0, 3));
    }
  }
  expect(neighborhoods.every((area) => area.highlights.length === 3)).toBe(true);
});

test('shows the phone and email from the settings and a Book a Free Consultation button', async ({ page }) => {
  const settings = await apiGet<SiteSettings>(page.request, '/api/settings');
  await page.goto('/jacobs/service-areas');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:/);
  await expect(main.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
  const book = main.getByRole('link', { name: 'Book a Free Consultation' });
  await expect(book.first()).toHaveAttribute('href', '/jacobs/book');
  await book.first().click();
  await expect(page).toHaveURL(/\/jacobs\/book$/);
});

test('an area made inactive on the server disappears from the page', async ({ page }) => {
  const api = await adminApi(page.request);
  const areas = (await api.get('/api/admin/service-areas')) as { id: number; name: string; active: boolean }[];
  const oakPark = areas.find((area) => area.name === 'Oak Park')!;
  const shown = await apiGet<ServiceArea[]>(page.request, '/api/service-areas');
  const { version } = await api.update(`/api/admin/service-areas/${oakPark.id}`, { ...oakPark, active: false });
  try {
    await page.goto('/jacobs/service-areas');
    await expect(page.getByTestId('area-card')).toHaveCount(shown.length - 1);
    await expect(page.getByRole('heading', { level: 3, name: 'Oak Park' })).toHaveCount(0);
  } finally {
    await api.update(`/api/admin/service-areas/${oakPark.id}`, { ...oakPark, active: true, version });
  }
  await page.goto('/jacobs/service-areas');
  await expect(page.getByRole('heading', { level: 3, name: 'Oak Park' })).toHaveCount(1);
});

test('carries LocalBusiness structured data with every served area', async ({ page }) => {
  const areas = await apiGet<ServiceArea[]>(page.request, '/api/service-areas');
  await page.goto('/jacobs/service-areas');
  const [data] = await readJsonLd(page);
  expect(data['@type']).toBe('LocalBusiness');
  expect((data.areaServed as unknown[]).length).toBe(areas.length);
  expect(data.priceRange).toBe('$$$$');
});
