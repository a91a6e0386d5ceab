// The static education and company pages: Health & Pets and About (docs/product/routes.md#public-pages).
import { expect, expectSingleH1, test } from '../support/public-helpers.ts';

test('Health & Pets: natural fibres, certification guide, Do Choose / Avoid, risks, science and references', async ({ page }) => {
  await page.goto('/jacobs/health-pets');
  await expectSingleH1(page, 'Synthetic Rugs & Pet Health');
  const main = page.getByRole('main');
  for (const fibre of ['Wool', 'Organic cotton', 'Jute & sisal']) {
    await expect(main.getByRole('heading', { level: 3, name: fibre, exact: true })).toBeVisible();
  }
  for (const certification of ['OEKO-TEX Standard 100', 'GOTS', 'Made Safe']) {
    await expect(main.getByRole('heading', { level: 3, name: certification, exact: true })).toBeVisible();
  }
  const consultancy = main.getByRole('link', { name: 'Pet-Safe Consultancy' });
  await expect(consultancy).toHaveAttribute('href', '/jacobs/services');

  for (const list of ['Do Choose', 'Avoid']) {
    const card = main.getByRole('heading', { level: 3, name: list, exact: true }).locator('../..');
    expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  }

  // The risks are a section of cards, named by its heading.
  const risks = main.getByRole('region', { name: 'What synthetic rugs can bring into the home' });
  await expect(risks.getByRole('heading', { level: 3 })).toHaveText(['PFAS', 'VOC off-gassing', 'Microplastic ingestion']);
  await expect(risks).toContainText('137,000-240,000');

  await expect(main.getByRole('heading', { level: 2, name: 'What we know, in plain language' })).toBeVisible();
  const references = page.getByTestId('references').getByRole('listitem');
  await expect(references).toHaveCount(4);
  for (const link of await references.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await consultancy.click();
  await expect(page).toHaveURL(/\/jacobs\/services$/);
});

test('About: the story, three stat cards and links to areas, ROI, health & pets and contact', async ({ page }) => {
  await page.goto('/jacobs/about');
  await expectSingleH1(page, /.+/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Rugs are the first thing a buyer walks on' })).toBeVisible();
  const stats = page.getByTestId('stat-card');
  await expect(stats).toHaveCount(3);
  await expect(stats.nth(0)).toContainText('47+');
  await expect(stats.nth(0)).toContainText('Properties Staged');
  await expect(stats.nth(1)).toContainText('$1.8M');
  await expect(stats.nth(1)).toContainText('Avg Client ROI Increase');
  await expect(stats.nth(2)).toContainText('18 Days');
  await expect(stats.nth(2)).toContainText('Avg Market Time Reduction');
  const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of ['/jacobs/service-areas', '/jacobs/proof-roi', '/jacobs/health-pets', '/jacobs/contact']) expect(hrefs).toContain(href);
  await main.getByRole('link', { name: /Proof & ROI/ }).click();
  await expect(page).toHaveURL(/\/jacobs\/proof-roi$/);
});
