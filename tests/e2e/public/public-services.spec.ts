// Services page and the five static service pages (docs/product/routes.md#public-pages).
import type { CoreService } from '../../../shared/contract/core-services.ts';
import { ICON_NAMES } from '../../../shared/contract/core-services.ts';
import { adminApi, unique } from '../support/admin-helpers.ts';
import { apiGet, expect, expectSingleH1, test } from '../support/public-helpers.ts';

test('each core service from the server is a card with icon, title, badge, description and features', async ({ page }) => {
  const services = await apiGet<CoreService[]>(page.request, '/api/core-services');
  expect(services.length).toBeGreaterThan(0);
  await page.goto('/jacobs/services');
  const cards = page.getByTestId('service-card');
  await expect(cards).toHaveCount(services.length);
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
    await expect(card).toContainText(service.description);
    await expect(card.getByText('Free Service', { exact: true })).toHaveCount(service.isFree ? 1 : 0);
    const expectedIcon = service.iconName && (ICON_NAMES as readonly string[]).includes(service.iconName) ? service.iconName : 'Sparkles';
    await expect(card.getByTestId('service-icon')).toHaveAttribute('data-icon', expectedIcon);
    await expect(card.getByTestId('service-icon').locator('svg')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(service.features);
  }
});

test('an unknown or missing icon name falls back to Sparkles', async ({ page }) => {
  const api = await adminApi(page.request);
  const base = { description: 'A description.', isFree: false, features: ['One feature'], active: true, displayOrder: 900 };
  const created = [];
  for (const [title, iconName] of [
    [unique('Known Icon'), 'Palette'],
    [unique('Unknown Icon'), 'NoSuchIcon'],
    [unique('No Icon'), null],
    [unique('Prototype Name'), 'toString'],
  ] as const) {
    created.push(await api.create('/api/admin/core-services', { ...base, title, iconName }));
  }
  try {
    await page.goto('/jacobs/services');
    const icons = [];
    for (const service of created) {
      // exact: "Known Icon …" is also part of "Unknown Icon …" when both got the same suffix.
      const card = page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name: service.title as string, exact: true }) });
      await expect(card.getByText('Free Service', { exact: true })).toHaveCount(0);
      icons.push(await card.getByTestId('service-icon').getAttribute('data-icon'));
    }
    expect(icons).toEqual(['Palette', 'Sparkles', 'Sparkles', 'Sparkles']);
  } finally {
    for (const service of created) await api.remove(`/api/admin/core-services/${service.id}`);
  }
});

test('the free-services banner, four premium cards and calls to action to booking and contact', async ({ page }) => {
  await page.goto('/jacobs/services');
  // The banner is a section of its own, named by its line.
  await expect(page.getByRole('region', { name: 'Our consultancy services are free' })).toContainText('Designer rugs included');
  const premium = page.getByRole('region', { name: 'For collectors, designers and commercial spaces' }).getByRole('link');
  await expect(premium).toHaveCount(4);
  expect(await premium.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/jacobs/services/antique-sourcing',
    '/jacobs/services/rugshift-bespoke',
    '/jacobs/services/rug-intelligence',
    '/jacobs/services/commercial-spaces',
  ]);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/jacobs/book');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/jacobs/contact');
  await premium.nth(1).click();
  await expect(page).toHaveURL(/\/jacobs\/services\/rugshift-bespoke$/);
});

const SUB_PAGES = [
  { slug: 'antique-sourcing', h1: 'Antique Rug Sourcing', facts: ['condition report', 'provenance'] },
  { slug: 'rugshift-bespoke', h1: 'RugShift Bespoke', facts: ['90-120', '200-400', 'knots per square inch'] },
  { slug: 'rug-intelligence', h1: 'Rug Intelligence', facts: ['AI room-matching', 'palette'] },
  { slug: 'commercial-spaces', h1: 'Commercial Spaces', facts: ['NRC 0.30-0.50', '0.40-0.50', 'dense wool', 'Class 33'] },
  { slug: 'designer-rugs-included', h1: 'Designer Rugs Included', facts: ['minimum supplier prices'] },
];

for (const sub of SUB_PAGES) {
  test(`/jacobs/services/${sub.slug}: copy and contact links carry utm_source=services&utm_medium=${sub.slug}`, async ({ page }) => {
    await page.goto(`/jacobs/services/${sub.slug}`);
    await expectSingleH1(page, sub.h1);
    const main = page.getByRole('main');
    for (const fact of sub.facts) await expect(main).toContainText(fact);
    const contactLinks = main.locator('a[href^="/jacobs/contact"]');
    expect(await contactLinks.count()).toBeGreaterThanOrEqual(2);
    for (const href of await contactLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const url = new URL(href, 'http://x');
      expect(url.searchParams.get('utm_source')).toBe('services');
      expect(url.searchParams.get('utm_medium')).toBe(sub.slug);
    }
    await contactLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/jacobs/contact\\?utm_source=services&utm_medium=${sub.slug}$`));
    await expectSingleH1(page, 'Contact Us');
  });
}

test('the rug-intelligence Download Brief button adds type=brief and pre-fills the contact form', async ({ page }) => {
  await page.goto('/jacobs/services/rug-intelligence');
  const brief = page.getByRole('link', { name: 'Download Brief' }).first();
  await expect(brief).toHaveAttribute('href', '/jacobs/contact?utm_source=services&utm_medium=rug-intelligence&type=brief');
  await brief.click();
  await expect(page).toHaveURL(/type=brief$/);
  const form = page.getByRole('form', { name: 'Tell us about your rooms' });
  await expect(form.getByLabel('Service interest')).toHaveValue('ai-matching');
  await expect(form.getByLabel('Message')).toHaveValue(/Rug Intelligence brief/);
});

test('the designer-rugs-included page is reachable from the services banner', async ({ page }) => {
  await page.goto('/jacobs/services');
  await page.getByRole('link', { name: /Designer rugs included/ }).click();
  await expectSingleH1(page, 'Designer Rugs Included');
});
