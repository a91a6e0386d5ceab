// Shop (spec sections 2, 4 and 9): collection filter in the query string, sorting, card rules,
// loading and empty states, and both product-detail routes.
import type { Product } from '../../../shared/contract/products.ts';
import { COLLECTIONS, collectionName, matchesCollection, sortProducts, type SortMode } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { roiPotentialPercent } from '../../../shared/domain/roi.ts';
import { apiGet, delayRoute, expect, test } from '../support/public-helpers.ts';
import { openInApp } from './in-app.ts';


test('lists every product by name by default, each card linking to /jacobs/product/{id}', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  await expect(page.getByTestId('collection-select')).toHaveValue('all');
  await expect(page.getByTestId('sort-select')).toHaveValue('name');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(products.length);
  const expected = sortProducts(products, 'name');
  await expect(page.getByTestId('product-name')).toHaveText(expected.map((product) => product.name));
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
    const expected = sortProducts(products.filter((product) => matchesCollection(product.collection, option.id)), 'name');
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByTestId('product-card')).toHaveCount(expected.length);
    await expect(page.getByTestId('product-name')).toHaveText(expected.map((product) => product.name));
    await expect(page.getByTestId('product-collection').first()).toHaveText(option.name);
  }
  await select.selectOption('all');
  await expect(page).toHaveURL(/collection=all$/);
  await expect(page.getByTestId('product-card')).toHaveCount(products.length);
});

test('reads the collection from the address', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop?collection=pet-safe');
  await expect(page.getByTestId('collection-select')).toHaveValue('pet-safe');
  await expect(page.getByTestId('product-card')).toHaveCount(products.filter((product) => matchesCollection(product.collection, 'pet-safe')).length);
});

test('Sort By orders by name, price low to high, price high to low and ROI', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  const sort = page.getByTestId('sort-select');
  await expect(sort.locator('option')).toHaveText(['Name', 'Price: Low to High', 'Price: High to Low', 'ROI Potential']);
  await expect(page.getByTestId('product-card')).toHaveCount(products.length);
  expect(await sort.locator('option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value))).toEqual(['name', 'price-low', 'price-high', 'roi']);
  for (const mode of ['price-low', 'price-high', 'roi', 'name'] as SortMode[]) {
    await sort.selectOption(mode);
    await expect(page.getByTestId('product-name'), mode).toHaveText(sortProducts(products, mode).map((product) => product.name));
  }
  const prices = await page.getByTestId('product-price').allTextContents();
  expect(prices.every((price) => price.startsWith('$'))).toBe(true);
});

test('cards show collection, price, a Pet-Safe badge only with notes and ROI potential only with a multiplier', async ({ page }) => {
  const products = await apiGet<Product[]>(page.request, '/api/products');
  await page.goto('/jacobs/shop');
  const cards = page.getByTestId('product-card');
  for (const [index, product] of sortProducts(products, 'name').entries()) {
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

test('matches collections given as display names and shows the empty text for an empty collection', async ({ page }) => {
  const product = (id: number, name: string, collection: string) => ({
    id, name, slug: name.toLowerCase(), collection, description: 'A rug.', price: 1000 * id,
    fiber: null, origin: null, size: null, petSafeNotes: null, roiMultiplier: null, roiDisclaimer: null,
    imageUrl: null, imageAlt: null, featured: false, updatedAt: '2025-01-01T00:00:00.000Z',
  });
  await page.route('**/api/products', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify([product(1, 'Display Name Rug', 'Luxury Wool'), product(2, 'Id Rug', 'heritage')]) }),
  );
  await openInApp(page, '/jacobs/shop?collection=luxury-wool');
  await expect(page.getByTestId('product-name')).toHaveText(['Display Name Rug']);
  await expect(page.getByTestId('product-card').locator('img')).toHaveAttribute('src', '/images/rugs/placeholder.svg');
  await page.getByTestId('collection-select').selectOption('neutral-modern');
  await expect(page.getByText('No products found in this collection.')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
});

test('shows Loading products... while the catalogue loads', async ({ page }) => {
  await delayRoute(page, '**/api/products', 1500);
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
