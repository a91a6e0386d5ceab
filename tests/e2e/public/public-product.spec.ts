// Product detail at /jacobs/product/{id} and /jacobs/shop/{id} (docs/product/routes.md, docs/product/copy.md, docs/product/copy.md#constants; docs/product/rules.md#kept-as-the-spec-says).
// The page arrives with its product (its loading state is the server's, decision 190:
// tests/integration/seo/server-rendering.test.ts).
import type { Product } from '../../../shared/contract/products.ts';
import { collectionName } from '../../../shared/domain/collections.ts';
import { formatPrice } from '../../../shared/domain/format.ts';
import { apiGet, expect, expectSingleH1, scriptRequests, test } from '../support/public-helpers.ts';
import { adminApi, unique } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';

async function productWith(request: import('@playwright/test').APIRequestContext, predicate: (product: Product) => boolean): Promise<Product> {
  const products = await apiGet<Product[]>(request, '/api/products');
  const found = products.find(predicate);
  expect(found, 'a seeded product of this kind').toBeTruthy();
  return found!;
}

for (const route of ['product', 'shop'] as const) {
  test(`/jacobs/${route}/{id} shows the product with its details and investment block`, async ({ page }) => {
    const product = await productWith(page.request, (candidate) => Boolean(candidate.roiMultiplier && candidate.fiber && candidate.origin && candidate.size));
    await page.goto(`/jacobs/${route}/${product.id}`);
    await expectSingleH1(page, product.name);
    const main = page.getByRole('main');
    await expect(main).toContainText(collectionName(product.collection));
    await expect(main.getByTestId('product-price')).toHaveText(formatPrice(product.price));
    await expect(main.getByTestId('product-price')).toContainText('$');
    if (product.description) await expect(main).toContainText(product.description);
    await expect(main).toContainText(product.fiber!);
    await expect(main).toContainText(product.origin!);
    await expect(main).toContainText(product.size!);
    await expect(main.getByTestId('roi-multiplier')).toHaveText(`${product.roiMultiplier}x`);
    await expect(main.getByTestId('return-potential')).toHaveText(`${Math.round((product.roiMultiplier! - 1) * 100)}%`);
    if (product.roiDisclaimer) await expect(main.getByTestId('roi-disclaimer')).toHaveText(product.roiDisclaimer);
    // The inquiry goes to /jacobs/contact, the booking to /jacobs/book: both carry the product.
    await expect(main.getByRole('link', { name: 'Contact for Inquiry' })).toHaveAttribute('href', `/jacobs/contact?product=${product.id}`);
    await expect(main.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', `/jacobs/book?product=${product.id}`);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/jacobs/product/${product.id}`);
    await expect(page).toHaveTitle(`${product.name} | Jacobs Rug Consultancy`);
  });
}

test('pet-safe notes show when present; no investment block without a multiplier', async ({ page }) => {
  const product = await productWith(page.request, (candidate) => Boolean(candidate.petSafeNotes) && !candidate.roiMultiplier);
  await page.goto(`/jacobs/product/${product.id}`);
  await expect(page.getByRole('main')).toContainText(product.petSafeNotes!);
  await expect(page.getByTestId('investment-block')).toHaveCount(0);
});

test('a card in the shop opens the product page', async ({ page }) => {
  await page.goto('/jacobs/shop');
  const card = page.getByTestId('product-card').first();
  const name = await card.getByTestId('product-name').textContent();
  await card.click();
  await expect(page).toHaveURL(/\/jacobs\/product\/\d+$/);
  await expectSingleH1(page, name!);
  await page.getByRole('link', { name: 'Contact for Inquiry' }).click();
  await expect(page).toHaveURL(/\/jacobs\/contact\?product=\d+$/);
  await expect(page.getByTestId('inquiry-about')).toHaveText(`About: ${name}`);
});

test('arrives with the product: the browser reads nothing and runs no script', async ({ page }) => {
  const [product] = await apiGet<Product[]>(page.request, '/api/products');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/content/')) reads.push(url.pathname + url.search);
  });
  const scripts = scriptRequests(page);
  await page.goto(`/jacobs/product/${product.id}`);
  await expectSingleH1(page, product.name);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(scripts).toEqual([]);
});

test('a product made inactive is not found at its address', async ({ page, request }) => {
  const api = await adminApi(request);
  const product = await api.create('/api/admin/products', hiddenProduct(unique('Soon Gone Rug'), { active: true }));
  try {
    await page.goto(`/jacobs/product/${product.id}`);
    await expectSingleH1(page, product.name as string);
    await api.update(`/api/admin/products/${product.id}`, { ...hiddenProduct(product.name as string), active: false });
    const response = await page.goto(`/jacobs/product/${product.id}`);
    expect(response?.status()).toBe(404);
    await expectSingleH1(page, 'Product Not Found');
  } finally {
    await api.remove(`/api/admin/products/${product.id}`);
  }
});

for (const path of ['/jacobs/product/999999', '/jacobs/shop/999999', '/jacobs/shop/not-a-number']) {
  test(`${path} shows Product Not Found with Back to Shop`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectSingleH1(page, 'Product Not Found');
    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL(/\/jacobs\/shop$/);
  });
}
