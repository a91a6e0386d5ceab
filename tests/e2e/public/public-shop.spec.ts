// Shop (docs/product/routes.md, docs/product/rules.md#states-and-transitions, docs/product/copy.md#constants; decisions 090 and 191): the collection and sort chosen with a
// plain GET form (they work with JavaScript off, and the page loads no script), card rules, the
// empty state, and the shop's pages (24 products each, in the address). The loading state is the
// server's (decision 190: tests/integration/seo/server-rendering.test.ts).
import type { Page } from '@playwright/test';
import type { Product } from '../../../shared/contract/products.ts';
import { COLLECTIONS, collectionName, matchesCollection, sortProducts, type SortMode } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { roiPotentialPercent } from '../../../shared/domain/roi.ts';
import { SHOP_PAGE_SIZE } from '../../../shared/domain/shop.ts';
import { adminApi } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';
import { apiGet, expect, expectAccessible, scriptRequests, test } from '../support/public-helpers.ts';

/** What the shop's first page of a view shows: the view's products in its order, at most a page of them. */
const firstPage = (products: readonly Product[], sort: SortMode = 'name', collection = 'all') =>
  sortProducts(products.filter((product) => matchesCollection(product.collection, collection)), sort).slice(0, SHOP_PAGE_SIZE);

/**
 * Chooses a view as a visitor does (a GET form: the address holds the view): with script, each
 * dropdown applies its choice as it is made; without, the dropdowns, then Show Rugs.
 */
async function showRugs(page: Page, view: { collection?: string; sort?: SortMode }, { javaScript = true } = {}): Promise<void> {
  for (const [param, value] of [['collection', view.collection], ['sort', view.sort]] as const) {
    if (!value) continue;
    const select = page.getByTestId(`${param}-select`);
    if (javaScript) await Promise.all([page.waitForURL((url) => url.searchParams.get(param) === value), select.selectOption(value)]);
    else await select.selectOption(value);
  }
  if (!javaScript) await page.getByRole('button', { name: 'Show Rugs' }).click();
}

test('lists every product by name by default, each card linking to /jacobs/product/{id}', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  await expect(page.getByTestId('collection-select')).toHaveValue('all');
  await expect(page.getByTestId('sort-select')).toHaveValue('name');
  const cards = page.getByTestId('product-card');
  const expected = firstPage(products);
  await expect(cards).toHaveCount(expected.length);
  await expect(page.getByTestId('product-name')).toHaveText(expected.map((product) => product.name));
  await expect(page.getByTestId('product-count')).toHaveText(`${products.length.toLocaleString('en-US')} rugs`);
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(expected.map((product) => `/jacobs/product/${product.id}`));
});

test('the Collection dropdown has the five options and sets the query parameter', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  const scripts = scriptRequests(page);
  await page.goto('/jacobs/shop');
  const select = page.getByTestId('collection-select');
  await expect(select.locator('option')).toHaveText(COLLECTIONS.map((option) => option.name));
  for (const option of COLLECTIONS.filter((candidate) => candidate.id !== 'all')) {
    await showRugs(page, { collection: option.id });
    await expect(page).toHaveURL(new RegExp(`/jacobs/shop\\?collection=${option.id}&sort=name#catalog$`));
    await expect(page.getByTestId('collection-select')).toHaveValue(option.id);
    const expected = firstPage(products, 'name', option.id);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByTestId('product-card')).toHaveCount(expected.length);
    await expect(page.getByTestId('product-name')).toHaveText(expected.map((product) => product.name));
    await expect(page.getByTestId('product-collection').first()).toHaveText(option.name);
    // The catalog, not the hero, is in view.
    await expect(page.getByRole('heading', { level: 2, name: option.name })).toBeInViewport();
  }
  await showRugs(page, { collection: 'all' });
  await expect(page).toHaveURL(/collection=all&sort=name#catalog$/);
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage(products).length);
  expect(scripts, 'the shop loads no script').toEqual([]);
});

test('reads the collection from the address', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop?collection=pet-safe');
  await expect(page.getByTestId('collection-select')).toHaveValue('pet-safe');
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage(products, 'name', 'pet-safe').length);
});

test('an unknown collection in the address shows All Rugs, matched by the same rule (nothing here)', async ({ page }) => {
  await page.goto('/jacobs/shop?collection=Luxury%20Wool');
  await expect(page.getByRole('heading', { level: 2, name: 'All Rugs' })).toBeVisible();
  await expect(page.getByTestId('collection-select')).toHaveValue('all');
  await expect(page.getByText('No products found in this collection.')).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText('0 rugs');
});

test('Sort By orders by name, price low to high, price high to low and ROI', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  const sort = page.getByTestId('sort-select');
  await expect(sort.locator('option')).toHaveText(['Name', 'Price: Low to High', 'Price: High to Low', 'ROI Potential']);
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage(products).length);
  expect(await sort.locator('option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value))).toEqual(['name', 'price-low', 'price-high', 'roi']);
  for (const mode of ['price-low', 'price-high', 'roi'] as SortMode[]) {
    await showRugs(page, { sort: mode });
    await expect(page).toHaveURL(new RegExp(`/jacobs/shop\\?collection=all&sort=${mode}#catalog$`));
    await expect(page.getByTestId('product-name'), mode).toHaveText(firstPage(products, mode).map((product) => product.name));
  }
  // The sort is in the address: choosing a collection keeps it.
  await showRugs(page, { collection: 'heritage' });
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage&sort=roi#catalog$/);
  await expect(sort).toHaveValue('roi');
  await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'roi', 'heritage').map((product) => product.name));
  await showRugs(page, { sort: 'name' });
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage&sort=name#catalog$/);
  await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'name', 'heritage').map((product) => product.name));
  const prices = await page.getByTestId('product-price').allTextContents();
  expect(prices.every((price) => price.startsWith('$'))).toBe(true);
});

test('with JavaScript a sort applies as it is chosen, without Show Rugs; arrow keys on a closed dropdown wait for it', async ({ page, isMobile }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  await page.getByTestId('sort-select').selectOption('price-high');
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=all&sort=price-high#catalog$/);
  await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'price-high').map((product) => product.name));
  await expect(page.getByTestId('sort-select')).toHaveValue('price-high');
  await expect(page.getByRole('heading', { level: 2, name: 'All Rugs' })).toBeInViewport();
  if (isMobile) return;

  // A keyboard user walking the options with the arrow keys is not moved to a new page on every key.
  const sort = page.getByTestId('sort-select');
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('roi');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/sort=price-high#catalog$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show Rugs' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=all&sort=roi#catalog$/);
  await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'roi').map((product) => product.name));
});

test('cards show collection, price, a Pet-Safe badge only with notes and ROI potential only with a multiplier', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  const cards = page.getByTestId('product-card');
  for (const [index, product] of firstPage(products).entries()) {
    const card = cards.nth(index);
    await expect(card.getByTestId('product-collection')).toHaveText(collectionName(product.collection));
    await expect(card.getByTestId('product-price')).toHaveText(formatPrice(product.price));
    await expect(card.getByTestId('pet-safe-badge')).toHaveCount(product.petSafeNotes ? 1 : 0);
    if (product.roiMultiplier) await expect(card.getByTestId('product-roi')).toHaveText(`ROI potential: +${roiPotentialPercent(product.roiMultiplier)}%`);
    else await expect(card.getByTestId('product-roi')).toHaveCount(0);
    await expect(card.locator('img')).toHaveAttribute('width', /\d+/);
  }
  const description = cards.first().getByTestId('product-description');
  await expect(description).toHaveCSS('-webkit-line-clamp', '2');
});

test('a product of a collection shows on its card with the collection\'s name; one without an image shows the placeholder rug', async ({ page }) => {
  // Matching itself (ids and display names) is the server's: see tests/integration/shop-api.test.ts.
  const api = await adminApi(page.request);
  const { id } = await api.create('/api/admin/products', hiddenProduct('Display Name Rug', { active: true, collection: 'luxury-wool', imageUrl: null }));
  try {
    await page.goto('/jacobs/shop?collection=luxury-wool');
    const card = page.getByTestId('product-card').filter({ hasText: 'Display Name Rug' });
    await expect(card.getByTestId('product-collection')).toHaveText('Luxury Wool');
    await expect(card.locator('img')).toHaveAttribute('src', '/images/rugs/placeholder.svg');
  } finally {
    await api.remove(`/api/admin/products/${id}`);
  }
});

test('a broken product image shows the placeholder rug, drawn without script', async ({ page }) => {
  const api = await adminApi(page.request);
  const broken = await api.create('/api/admin/products', hiddenProduct('AAA Broken Image Rug', { active: true, imageUrl: '/images/rugs/no-such-rug.svg' }));
  const plain = await api.create('/api/admin/products', hiddenProduct('AAB Placeholder Rug', { active: true, imageUrl: null }));
  try {
    await page.goto('/jacobs/shop');
    const brokenImage = page.getByTestId('product-card').filter({ hasText: 'AAA Broken Image Rug' }).locator('img');
    const placeholderImage = page.getByTestId('product-card').filter({ hasText: 'AAB Placeholder Rug' }).locator('img');
    await brokenImage.scrollIntoViewIfNeeded();
    await expect.poll(() => brokenImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    await expect.poll(() => placeholderImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // What covers the broken image is the placeholder rug (site/theme/system.ts's global styles), over
    // its alt text: its box holds the rug's art (a broken image's alt text on a flat ground would
    // compress to a small fraction of it), the same size as the placeholder's own.
    expect(await brokenImage.evaluate((img) => getComputedStyle(img, '::after').backgroundImage)).toMatch(/\/images\/rugs\/placeholder\.svg/);
    const [seen, placeholder] = [await brokenImage.screenshot(), await placeholderImage.screenshot()];
    expect(await brokenImage.boundingBox()).toMatchObject({ width: (await placeholderImage.boundingBox())!.width, height: (await placeholderImage.boundingBox())!.height });
    expect(seen.length, 'the broken image shows the rug art').toBeGreaterThan(placeholder.length * 0.8);
  } finally {
    await api.remove(`/api/admin/products/${broken.id}`);
    await api.remove(`/api/admin/products/${plain.id}`);
  }
});

test.describe('more products than one page holds', () => {
  const ADDED = 30;
  let created: number[] = [];
  test.beforeEach(async ({ request }) => {
    const api = await adminApi(request);
    for (let index = 0; index < ADDED; index += 1) {
      const number = String(index).padStart(2, '0');
      created.push((await api.create('/api/admin/products', hiddenProduct(`Paging Rug ${number}`, { active: true, price: 300 + ((index * 37) % 50) * 10 }))).id);
    }
  });
  test.afterEach(async ({ request }) => {
    const api = await adminApi(request);
    for (const id of created) await api.remove(`/api/admin/products/${id}`);
    created = [];
  });

  test('24 cards, "Page 1 of N", and Next to ?page=2 with the next cards, from the top of the catalog', async ({ page }) => {
    const products = sortProducts(await apiGet<Product[]>(page.request, '/api/products'), 'name');
    const pageCount = Math.ceil(products.length / SHOP_PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(1);
    const consoleProblems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
    });
    await page.goto('/jacobs/shop');
    await expect(page.getByTestId('product-card')).toHaveCount(SHOP_PAGE_SIZE);
    await expect(page.getByTestId('product-name')).toHaveText(products.slice(0, SHOP_PAGE_SIZE).map((product) => product.name));
    await expect(page.getByTestId('product-count')).toHaveText(`${products.length} rugs`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText(`Page 1 of ${pageCount}`);
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/jacobs/shop?page=2#catalog');

    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/jacobs\/shop\?page=2#catalog$/);
    await expect(page.getByTestId('product-name')).toHaveText(products.slice(SHOP_PAGE_SIZE, 2 * SHOP_PAGE_SIZE).map((product) => product.name));
    await expect(pagination).toContainText(`Page 2 of ${pageCount}`);
    // Opened at the catalog's top (just under the sticky bar), not at the hero.
    const catalogTop = async () => (await page.getByRole('heading', { level: 2, name: 'All Rugs' }).boundingBox())?.y;
    await expect.poll(catalogTop).toBeGreaterThan(60);
    await expect.poll(catalogTop).toBeLessThan(140);
    await expect(page.getByTestId('product-card').first()).toBeInViewport();
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/jacobs/shop#catalog');
    await expectAccessible(page);

    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/jacobs\/shop#catalog$/);
    await expect(page.getByTestId('product-name').first()).toHaveText(products[0].name);
    expect(consoleProblems).toEqual([]);
  });

  test('a page address is shareable, and a new sort or collection starts again at page 1', async ({ page, isMobile }) => {
    const products = await apiGet<Product[]>(page.request, '/api/products');
    const byPrice = sortProducts(products, 'price-high');
    await page.goto('/jacobs/shop?sort=price-high&page=2');
    await expect(page.getByTestId('sort-select')).toHaveValue('price-high');
    await expect(page.getByTestId('product-name')).toHaveText(byPrice.slice(SHOP_PAGE_SIZE, 2 * SHOP_PAGE_SIZE).map((product) => product.name));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText(`Page 2 of ${Math.ceil(products.length / SHOP_PAGE_SIZE)}`);
    // The numbered links (wider screens) keep the view too.
    if (!isMobile) await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', '/jacobs/shop?sort=price-high#catalog');

    await showRugs(page, { sort: 'price-low' });
    await expect(page).toHaveURL(/\/jacobs\/shop\?collection=all&sort=price-low#catalog$/);
    await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'price-low').map((product) => product.name));
    await expect(pagination).toContainText('Page 1 of');

    await page.goto('/jacobs/shop?page=2');
    await showRugs(page, { collection: 'heritage' });
    await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage&sort=name#catalog$/);
    await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'name', 'heritage').map((product) => product.name));
  });

  test('a page past the end shows the empty text and leads back to the last page', async ({ page }) => {
    const products = await apiGet<Product[]>(page.request, '/api/products');
    const pageCount = Math.ceil(products.length / SHOP_PAGE_SIZE);
    await page.goto(`/jacobs/shop?page=${pageCount + 5}`);
    await expect(page.getByText('No products found in this collection.')).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/jacobs/shop\\?page=${pageCount}#catalog$`));
    await expect(page.getByTestId('product-card')).toHaveCount(products.length - (pageCount - 1) * SHOP_PAGE_SIZE);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the collection and the sort are chosen with the form, and the catalog follows', async ({ page }) => {
    const products = await apiGet<Product[]>(page.request, '/api/products');
    await page.goto('/jacobs/shop');
    await showRugs(page, { collection: 'heritage', sort: 'price-high' }, { javaScript: false });
    await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage&sort=price-high#catalog$/);
    await expect(page.getByTestId('collection-select')).toHaveValue('heritage');
    await expect(page.getByTestId('sort-select')).toHaveValue('price-high');
    await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'price-high', 'heritage').map((product) => product.name));
    await expect(page.getByRole('heading', { level: 2, name: 'Heritage Collection' })).toBeInViewport();
  });
});
