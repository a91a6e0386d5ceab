// ROI calculator (docs/product/rules.md#the-roi-model): three labelled sliders, live results that match the
// shared model, a fill level clamped to 0-100%, and the carrying-rate composition.
import type { Page } from '@playwright/test';
import { formatDollars } from '../../../shared/domain/format.ts';
import { ROI_SLIDERS, calculateRoi, type RoiInputs } from '../../../shared/domain/roi.ts';
import { expect, expectSingleH1, test } from '../support/public-helpers.ts';

async function expectResults(page: Page, inputs: RoiInputs) {
  const result = calculateRoi(inputs);
  await expect(page.getByTestId('roi-percentage')).toHaveText(`${result.roiPercentage}%`);
  await expect(page.getByTestId('roi-net-return')).toHaveText(formatDollars(result.netReturn));
  await expect(page.getByTestId('roi-price-increase')).toHaveText(formatDollars(result.priceIncrease));
  await expect(page.getByTestId('roi-carrying-savings')).toHaveText(formatDollars(result.carryingCostSavings));
  await expect(page.getByTestId('roi-total-return')).toHaveText(formatDollars(result.totalReturn));
  await expect(page.getByTestId('roi-days-saved')).toHaveText(String(result.daysSaved));
}

const fill = (page: Page) => page.getByTestId('roi-fill').evaluate((node) => Number(node.getAttribute('data-fill')));

test('three labelled sliders with the spec ranges, steps and defaults', async ({ page }) => {
  await page.goto('/jacobs/proof-roi');
  await expectSingleH1(page, 'Proof & ROI');
  const sliders = [
    ['List price', ROI_SLIDERS.listPrice],
    ['Rug spend', ROI_SLIDERS.rugSpend],
    ['Expected days to sale', ROI_SLIDERS.daysToSale],
  ] as const;
  for (const [label, range] of sliders) {
    const slider = page.getByRole('slider', { name: label });
    await expect(slider).toHaveAttribute('min', String(range.min));
    await expect(slider).toHaveAttribute('max', String(range.max));
    await expect(slider).toHaveAttribute('step', String(range.step));
    await expect(slider).toHaveValue(String(range.defaultValue));
  }
  await expect(page.getByTestId('slider-listPrice-value')).toHaveText('$450,000');
  await expect(page.getByTestId('slider-rugSpend-value')).toHaveText('$5,000');
  await expect(page.getByTestId('slider-daysToSale-value')).toHaveText('15 days');
  await expectResults(page, { listPrice: 450_000, rugSpend: 5_000, daysToSale: 15 });
  await expect(page.getByTestId('roi-percentage')).toHaveText('207%');
});

test('arrow keys move the sliders one step and the results recompute live', async ({ page }) => {
  await page.goto('/jacobs/proof-roi');
  const listPrice = page.getByRole('slider', { name: 'List price' });
  await listPrice.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(listPrice).toHaveValue('500000');
  await expect(page.getByTestId('slider-listPrice-value')).toHaveText('$500,000');
  await expectResults(page, { listPrice: 500_000, rugSpend: 5_000, daysToSale: 15 });

  const spend = page.getByRole('slider', { name: 'Rug spend' });
  await spend.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(spend).toHaveValue('4500');
  await expectResults(page, { listPrice: 500_000, rugSpend: 4_500, daysToSale: 15 });

  const days = page.getByRole('slider', { name: 'Expected days to sale' });
  await days.focus();
  await page.keyboard.press('End');
  await expect(days).toHaveValue('60');
  await expectResults(page, { listPrice: 500_000, rugSpend: 4_500, daysToSale: 60 });
  await expect(page.getByTestId('roi-days-saved')).toHaveText('0');
});

test('the fill level is clamped between 0 and 100 percent', async ({ page }) => {
  await page.goto('/jacobs/proof-roi');
  await page.getByRole('slider', { name: 'List price' }).fill('100000');
  await page.getByRole('slider', { name: 'Rug spend' }).fill('25000');
  await page.getByRole('slider', { name: 'Expected days to sale' }).fill('60');
  await expectResults(page, { listPrice: 100_000, rugSpend: 25_000, daysToSale: 60 });
  expect(calculateRoi({ listPrice: 100_000, rugSpend: 25_000, daysToSale: 60 }).roiPercentage).toBeLessThan(0);
  expect(await fill(page)).toBe(0);

  await page.getByRole('slider', { name: 'List price' }).fill('2000000');
  await page.getByRole('slider', { name: 'Rug spend' }).fill('1000');
  await page.getByRole('slider', { name: 'Expected days to sale' }).fill('5');
  await expectResults(page, { listPrice: 2_000_000, rugSpend: 1_000, daysToSale: 5 });
  expect(await fill(page)).toBe(100);
  const [outer, inner] = await Promise.all([
    page.getByRole('meter', { name: 'ROI scale' }).boundingBox(),
    page.getByTestId('roi-fill').boundingBox(),
  ]);
  expect(inner!.width).toBeLessThanOrEqual(outer!.width + 0.5);
});

test('explains the 5% carrying rate composition', async ({ page }) => {
  await page.goto('/jacobs/proof-roi');
  const main = page.getByRole('main');
  for (const [label, value] of [['Mortgage interest', '4%'], ['Insurance', '0.5%'], ['Utilities', '0.3%'], ['Maintenance', '0.2%']]) {
    // A table in the method's card (Markdown the owner edits).
    const row = main.getByRole('row').filter({ hasText: label });
    await expect(row).toContainText(value);
  }
  await expect(main).toContainText('Total carrying rate');
  await expect(main.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/jacobs/book');
});

// A screen reader announces each figure with its column's header, so the header row must name the
// columns (not be the first cost), in <thead>, each cell scope="col"; and on a phone the table fits its card.
test('the carrying-rate table names its columns in a header row and fits the screen', async ({ page }) => {
  await page.goto('/jacobs/proof-roi');
  const table = page.getByRole('main').getByRole('table');
  await expect(table).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row:
          - columnheader "Carrying cost component"
          - columnheader "Annual rate (share of list price)"
      - rowgroup:
        - row:
          - cell "Mortgage interest"
          - cell "4%"
        - row:
          - cell "Insurance"
          - cell "0.5%"
        - row:
          - cell "Utilities"
          - cell "0.3%"
        - row:
          - cell "Maintenance"
          - cell "0.2%"
        - row:
          - cell "Total carrying rate"
          - cell "5% a year"
  `);
  const headers = table.locator('thead th');
  await expect(headers).toHaveText(['Carrying cost component', 'Annual rate (share of list price)']);
  for (const header of await headers.all()) await expect(header).toHaveAttribute('scope', 'col');
  await expect(table.locator('tbody th')).toHaveCount(0);
  // The header row is set apart from the rows it heads.
  const weight = (cell: string) => table.locator(cell).first().evaluate((element) => Number(getComputedStyle(element).fontWeight));
  expect(await weight('thead th')).toBeGreaterThan(await weight('tbody td'));

  await table.scrollIntoViewIfNeeded();
  const card = table.locator('xpath=..');
  const [tableBox, cardBox] = [(await table.boundingBox())!, (await card.boundingBox())!];
  expect(tableBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('one day saved reads "1 day", not "1 days"', async ({ page }) => {
  await page.goto('/jacobs/proof-roi');
  await page.getByRole('slider', { name: 'Expected days to sale' }).fill('44');
  await expect(page.getByTestId('roi-days-saved')).toHaveText('1');
  const main = page.getByRole('main');
  await expect(main.getByText('1 day at 5% a year', { exact: true })).toBeVisible();
  await expect(main).not.toContainText('1 days');
});

// On a phone the results are below the sliders, so a compact result stays in view
// while a slider moves; at desktop width the results are beside the sliders and it is not shown.
test('a compact result stays in view while a slider moves on a phone', async ({ page }, testInfo) => {
  await page.goto('/jacobs/proof-roi');
  const compact = page.getByTestId('roi-compact');
  if (testInfo.project.name !== 'phone') {
    await expect(compact).toBeHidden();
    return;
  }
  const slider = page.getByRole('slider', { name: 'List price' });
  await slider.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('roi-percentage')).not.toBeInViewport();
  await slider.focus();
  await page.keyboard.press('End');
  const result = calculateRoi({ listPrice: ROI_SLIDERS.listPrice.max, rugSpend: 5_000, daysToSale: 15 });
  await expect(compact).toBeInViewport();
  await expect(compact).toHaveText(`${result.roiPercentage}% ROINet return ${formatDollars(result.netReturn)}`);
  await expect(slider).toBeInViewport();
});
