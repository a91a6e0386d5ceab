// Shop (docs/product/rules.md#the-shop; decision 090): collection filter in the query string, sorting,
// card rules, loading and empty states, and the shop's pages (24 products each, in the address).
import type { Product } from '../../../shared/contract/products.ts';
import { COLLECTIONS, collectionName, matchesCollection, sortProducts, type SortMode } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { roiPotentialPercent } from '../../../shared/domain/roi.ts';
import { SHOP_PAGE_SIZE } from '../../../shared/domain/shop.ts';
import { adminApi, productData } from '../support/admin-helpers.ts';
import { apiGet, delayRoute, expect, expectAccessible, test } from '../support/public-helpers.ts';
import { openInApp } from './in-app.ts';

/** What the shop's first page of a view shows: the view's products in its order, at most a page of them. */
const firstPage = (products: readonly Product[], sort: SortMode = 'name', collection = 'all') =>
  sortProducts(products.filter((product) => matchesCollection(product.collection, collection)), sort).slice(0, SHOP_PAGE_SIZE);

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

test('the Collection dropdown has the five options and updates the query parameter', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  const select = page.getByTestId('collection-select');
  await expect(select.locator('option')).toHaveText(COLLECTIONS.map((option) => option.name));
  for (const option of COLLECTIONS.filter((candidate) => candidate.id !== 'all')) {
    await select.selectOption(option.id);
    await expect(page).toHaveURL(new RegExp(`/jacobs/shop\\?collection=${option.id}$`));
    const expected = firstPage(products, 'name', option.id);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByTestId('product-card')).toHaveCount(expected.length);
    await expect(page.getByTestId('product-name')).toHaveText(expected.map((product) => product.name));
    await expect(page.getByTestId('product-collection').first()).toHaveText(option.name);
  }
  await select.selectOption('all');
  await expect(page).toHaveURL(/collection=all$/);
  await expect(page.getByTestId('product-card')).toHaveCount(firstPage(products).length);
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
    await sort.selectOption(mode);
    await expect(page).toHaveURL(new RegExp(`/jacobs/shop\\?sort=${mode}$`));
    await expect(page.getByTestId('product-name'), mode).toHaveText(firstPage(products, mode).map((product) => product.name));
  }
  // The sort is in the address: the collection keeps it, and name (the default) leaves it out.
  await page.getByTestId('collection-select').selectOption('heritage');
  await expect(page).toHaveURL(/\/jacobs\/shop\?sort=roi&collection=heritage$/);
  await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'roi', 'heritage').map((product) => product.name));
  await sort.selectOption('name');
  await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage$/);
  await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'name', 'heritage').map((product) => product.name));
  const prices = await page.getByTestId('product-price').allTextContents();
  expect(prices.every((price) => price.startsWith('$'))).toBe(true);
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

test('shows what the shop API answers for the collection, and the empty text for an empty collection', async ({ page }) => {
  // Matching itself (ids and display names) is the server's: see tests/integration/shop-api.test.ts.
  const product = (id: number, name: string, collection: string) => ({
    id, name, slug: name.toLowerCase(), collection, description: 'A rug.', price: 1000 * id,
    fiber: null, origin: null, size: null, petSafeNotes: null, roiMultiplier: null, roiDisclaimer: null,
    imageUrl: null, imageAlt: null, featured: false, updatedAt: '2025-01-01T00:00:00.000Z',
  });
  const asked: string[] = [];
  await page.route('**/api/shop**', (route) => {
    const query = new URL(route.request().url()).searchParams;
    asked.push(query.toString());
    const products = query.get('collection') === 'luxury-wool' ? [product(1, 'Display Name Rug', 'Luxury Wool')] : [];
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ products, total: products.length, page: 1, pageSize: 24, pageCount: 1 }) });
  });
  await openInApp(page, '/jacobs/shop?collection=luxury-wool');
  await expect(page.getByTestId('product-name')).toHaveText(['Display Name Rug']);
  await expect(page.getByTestId('product-collection')).toHaveText('Luxury Wool');
  await expect(page.getByTestId('product-count')).toHaveText('1 rug');
  await expect(page.getByTestId('product-card').locator('img')).toHaveAttribute('src', '/images/rugs/placeholder.svg');
  await page.getByTestId('collection-select').selectOption('neutral-modern');
  await expect(page.getByText('No products found in this collection.')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  expect(asked).toEqual(['collection=luxury-wool&sort=name&page=1', 'collection=neutral-modern&sort=name&page=1']);
});

test('shows Loading products... while the catalogue loads', async ({ page }) => {
  await delayRoute(page, '**/api/shop**', 1500);
  await openInApp(page, '/jacobs/shop');
  await expect(page.getByText('Loading products...')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a broken product image falls back to the placeholder', async ({ page }) => {
  await page.route('**/images/rugs/*.svg', (route) => (route.request().url().endsWith('placeholder.svg') ? route.fallback() : route.fulfill({ status: 404, body: '' })));
  await page.goto('/jacobs/shop');
  const image = page.getByTestId('product-card').first().locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('src', new URL('/images/rugs/placeholder.svg', page.url()).href);
});

test('the site pairs srcset with the same sizes as the contract', async () => {
  const [{ IMAGE_SIZES: contract }, { IMAGE_SIZES: site }] = await Promise.all([
    import('../../../shared/contract/media.ts'),
    import('../../../site/lib/image-sizes.ts'),
  ]);
  expect(site).toEqual(contract);
});

test.describe('more products than one page holds', () => {
  const ADDED = 30;
  let created: number[] = [];
  test.beforeEach(async ({ request }) => {
    const api = await adminApi(request);
    for (let index = 0; index < ADDED; index += 1) {
      const number = String(index).padStart(2, '0');
      created.push((await api.create('/api/admin/products', productData(`Paging Rug ${number}`, { active: true, price: 300 + ((index * 37) % 50) * 10 }))).id);
    }
  });
  test.afterEach(async ({ request }) => {
    const api = await adminApi(request);
    for (const id of created) await api.remove(`/api/admin/products/${id}`);
    created = [];
  });

  test('24 cards, "Page 1 of N", and Next to ?page=2 with the next cards, from the top of the catalogue', async ({ page }) => {
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
    await expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/jacobs/shop?page=2');

    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/jacobs\/shop\?page=2$/);
    await expect(page.getByTestId('product-name')).toHaveText(products.slice(SHOP_PAGE_SIZE, 2 * SHOP_PAGE_SIZE).map((product) => product.name));
    await expect(pagination).toContainText(`Page 2 of ${pageCount}`);
    // Scrolled to the catalogue's top (just under the sticky bar), not left where the bar was.
    const catalogueTop = async () => (await page.getByRole('heading', { level: 2, name: 'All Rugs' }).boundingBox())?.y;
    await expect.poll(catalogueTop).toBeGreaterThan(60);
    await expect.poll(catalogueTop).toBeLessThan(140);
    await expect(page.getByTestId('product-card').first()).toBeInViewport();
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/jacobs/shop');
    await expectAccessible(page);

    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/jacobs\/shop$/);
    await expect(page.getByTestId('product-name').first()).toHaveText(products[0].name);
    // The server-rendered pages hydrated on the same markup.
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
    if (!isMobile) await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', '/jacobs/shop?sort=price-high');

    await page.getByTestId('sort-select').selectOption('price-low');
    await expect(page).toHaveURL(/\/jacobs\/shop\?sort=price-low$/);
    await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'price-low').map((product) => product.name));
    await expect(pagination).toContainText('Page 1 of');

    await page.goto('/jacobs/shop?page=2');
    await page.getByTestId('collection-select').selectOption('heritage');
    await expect(page).toHaveURL(/\/jacobs\/shop\?collection=heritage$/);
    await expect(page.getByTestId('product-name')).toHaveText(firstPage(products, 'name', 'heritage').map((product) => product.name));
  });

  test('a page past the end shows the empty text and leads back to the last page', async ({ page }) => {
    const products = await apiGet<Product[]>(page.request, '/api/products');
    const pageCount = Math.ceil(products.length / SHOP_PAGE_SIZE);
    await page.goto(`/jacobs/shop?page=${pageCount + 5}`);
    await expect(page.getByText('No products found in this collection.')).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/jacobs/shop\\?page=${pageCount}$`));
    await expect(page.getByTestId('product-card')).toHaveCount(products.length - (pageCount - 1) * SHOP_PAGE_SIZE);
  });
});
