// GET /api/shop (decision 090): one page of the shop, matched and sorted by the spec's rules
// (section 8) on top of the active products in the shop's order, validated, and served from the
// public cache until an admin write.
import { beforeAll, describe, expect, it } from 'vitest';
import { productResource, publicProduct, shopPage, type Product, type ShopPage } from '../../shared/contract/products.ts';
import { matchesCollection, SORT_MODES, sortProducts } from '../../shared/domain/collections.ts';
import { SHOP_PAGE_SIZE } from '../../shared/domain/shop.ts';
import { recordTableOf } from '../../server/db/record-table.ts';
import type { ValuesOf } from '../../server/records/record-service.ts';
import type { HttpClient } from './support/http-client.ts';
import { validProduct } from '../support/record-data.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let visitor: HttpClient;
useTestServer((started) => {
  ({ server, admin } = started);
  visitor = server.client();
});

const ADDED = 40;
let hiddenId: number;
let displayNamedId: number;

beforeAll(async () => {
  // With the seeded catalogue the shop spans three pages; prices, ROI and collections vary.
  for (let index = 0; index < ADDED; index += 1) {
    const created = await admin.post('/api/admin/products', {
      ...validProduct(),
      name: `Paging Rug ${String(index).padStart(2, '0')}`,
      price: 500 + ((index * 7919) % 4000),
      roiMultiplier: index % 3 === 0 ? null : 1 + (index % 9) / 10,
      collection: index % 2 ? 'heritage' : 'neutral-modern',
      displayOrder: 100 - index,
    });
    expect(created.status).toBe(201);
  }
  hiddenId = (await admin.post('/api/admin/products', { ...validProduct(), name: 'Aaa Hidden Rug', active: false })).body.id;
  // Stored as a display name, as older data may hold it (the admin API stores the id).
  displayNamedId = recordTableOf<ValuesOf<'products'>>(server.db, productResource).insert({
    ...validProduct(),
    name: 'Display Named Rug',
    slug: 'display-named-rug',
    collection: 'Luxury Wool',
    price: 0.01,
    imageAlt: null,
    gallery: [{ url: validProduct().imageUrl, alt: null }],
  }).id;
});

const catalogue = async (): Promise<Product[]> => (await visitor.get('/api/products')).body;
const ids = (products: readonly { id: number }[]) => products.map((product) => product.id);

async function shop(query: string): Promise<ShopPage> {
  const response = await visitor.get(`/api/shop${query}`);
  expect(response.status, query).toBe(200);
  return shopPage.parse(response.body);
}

/** Every page of a view, in order. */
async function allPages(query: string): Promise<ShopPage[]> {
  const first = await shop(query);
  const rest = [];
  for (let page = 2; page <= first.pageCount; page += 1) rest.push(await shop(`${query}${query ? '&' : '?'}page=${page}`));
  return [first, ...rest];
}

describe('GET /api/shop', () => {
  it('answers the first page of every active product by name, with the paging figures', async () => {
    const products = await catalogue();
    expect(products.length).toBeGreaterThan(2 * SHOP_PAGE_SIZE);
    const response = await visitor.get('/api/shop');
    expect(response.status).toBe(200);
    const first = shopPage.parse(response.body);
    expect(first).toMatchObject({ total: products.length, page: 1, pageSize: SHOP_PAGE_SIZE, pageCount: Math.ceil(products.length / SHOP_PAGE_SIZE) });
    expect(first.products).toEqual(sortProducts(products, 'name').slice(0, SHOP_PAGE_SIZE));
    for (const product of response.body.products) expect(Object.keys(product).sort()).toEqual(Object.keys(publicProduct.shape).sort());
  });

  it('page 2 holds the next products; the pages together hold each product once', async () => {
    const expected = sortProducts(await catalogue(), 'name');
    const second = await shop('?page=2');
    expect(second.page).toBe(2);
    expect(ids(second.products)).toEqual(ids(expected.slice(SHOP_PAGE_SIZE, 2 * SHOP_PAGE_SIZE)));
    const pages = await allPages('');
    expect(pages.map((page) => page.products.length)).toEqual([...pages.slice(1).map(() => SHOP_PAGE_SIZE), expected.length - (pages.length - 1) * SHOP_PAGE_SIZE]);
    expect(ids(pages.flatMap((page) => page.products))).toEqual(ids(expected));
  });

  it('a page past the end is empty and still says the total and page count', async () => {
    const total = (await catalogue()).length;
    const pageCount = Math.ceil(total / SHOP_PAGE_SIZE);
    expect(await shop(`?page=${pageCount + 1}`)).toEqual({ products: [], total, page: pageCount + 1, pageSize: SHOP_PAGE_SIZE, pageCount });
    expect(await shop('?collection=plastic&page=3')).toEqual({ products: [], total: 0, page: 3, pageSize: SHOP_PAGE_SIZE, pageCount: 1 });
  });

  it.each(SORT_MODES.map((mode) => mode.id))('sorts by %s over every page, on top of the shop order', async (sort) => {
    const expected = sortProducts(await catalogue(), sort);
    const pages = await allPages(`?sort=${sort}`);
    expect(ids(pages.flatMap((page) => page.products))).toEqual(ids(expected));
  });

  it('filters by collection id, also matching products stored under the display name', async () => {
    const products = await catalogue();
    for (const collection of ['heritage', 'neutral-modern', 'luxury-wool', 'pet-safe']) {
      const expected = sortProducts(products.filter((product) => matchesCollection(product.collection, collection)), 'price-low');
      const pages = await allPages(`?collection=${collection}&sort=price-low`);
      expect(pages[0].total, collection).toBe(expected.length);
      expect(ids(pages.flatMap((page) => page.products)), collection).toEqual(ids(expected));
    }
    const luxury = await shop('?collection=luxury-wool&sort=price-low');
    expect(luxury.products[0]).toMatchObject({ id: displayNamedId, collection: 'Luxury Wool', price: 0.01 });
  });

  it('reads the collection as the shop page does: empty is all, anything else by the matching rule', async () => {
    const total = (await catalogue()).length;
    expect((await shop('?collection=')).total).toBe(total);
    expect((await shop('?collection=all')).total).toBe(total);
    // The selected value is compared as given: a display name or unknown value matches nothing here.
    expect((await shop(`?collection=${encodeURIComponent('Heritage Collection')}`)).total).toBe(0);
    expect((await shop('?collection=plastic')).total).toBe(0);
  });

  it('never lists an inactive product', async () => {
    const pages = await allPages('');
    expect(ids(pages.flatMap((page) => page.products))).not.toContain(hiddenId);
    expect(pages[0].total).toBe((await catalogue()).length);
  });

  it.each([
    ['?sort=cheapest', 'sort', 'Must be one of name, price-low, price-high, roi'],
    ['?sort=name&sort=roi', 'sort', 'Must be one of name, price-low, price-high, roi'],
    ['?page=0', 'page', 'Must be a whole number from 1'],
    ['?page=-1', 'page', 'Must be a whole number from 1'],
    ['?page=1.5', 'page', 'Must be a whole number from 1'],
    ['?page=abc', 'page', 'Must be a whole number from 1'],
    ['?page=', 'page', 'Must be a whole number from 1'],
    ['?page=1&page=2', 'page', 'Must be a whole number from 1'],
    ['?collection=heritage&collection=pet-safe', 'collection', 'Must be text'],
  ])('%s answers 400 naming %s', async (query, field, message) => {
    const response = await visitor.get(`/api/shop${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Invalid request', fields: { [field]: message } });
  });

  it('is served from the public cache, which an admin product write empties', async () => {
    const first = await visitor.get('/api/shop?collection=heritage&sort=price-high');
    const again = await visitor.get('/api/shop?collection=heritage&sort=price-high', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const [top] = first.body.products as Product[];
    const renamed = await admin.put(`/api/admin/products/${top.id}`, { ...(await admin.get(`/api/admin/products/${top.id}`)).body, name: 'Renamed After Caching' });
    expect(renamed.status).toBe(200);
    const after = await shop('?collection=heritage&sort=price-high');
    expect(after.products[0]).toMatchObject({ id: top.id, name: 'Renamed After Caching' });
    const hidden = await admin.put(`/api/admin/products/${top.id}`, { ...renamed.body, active: false });
    expect(hidden.status).toBe(200);
    const withoutIt = await shop('?collection=heritage&sort=price-high');
    expect(ids(withoutIt.products)).not.toContain(top.id);
    expect(withoutIt.total).toBe(first.body.total - 1);
  });
});
