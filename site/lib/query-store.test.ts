// The public site's read cache: one fetch per read, errors kept and retried, and the hand-over
// from the server renderer to the browser (only the reads the render made).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-client/http.ts';
import { read, readUrl, type PublicRead } from '../../shared/contract/public-endpoints.ts';
import { QueryStore } from './query-store.ts';

/** A store whose fetch answers from `answers`, by the read's URL. */
function storeAnswering(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const store = new QueryStore(async (request: PublicRead) => {
    const url = readUrl(request);
    asked.push(url);
    if (!(url in answers)) throw new Error(`404: ${url}`);
    return answers[url];
  });
  return { store, asked };
}

const products = read('products');

describe('QueryStore', () => {
  it('fetches a read once however many components make it, and tells each subscriber', async () => {
    const { store, asked } = storeAnswering({ '/api/products': [{ id: 1 }] });
    let heard = 0;
    store.subscribe(read('products'), () => (heard += 1));
    await Promise.all([store.fetch(products), store.fetch(read('products'))]);
    await store.fetch(products);
    expect(asked).toEqual(['/api/products']);
    expect(heard).toBe(1);
    expect(store.snapshot(products)).toEqual({ status: 'success', data: [{ id: 1 }], error: undefined });
    // The same object until it changes, as React's useSyncExternalStore requires.
    expect(store.snapshot(products)).toBe(store.snapshot(read('products')));
  });

  it('is the same read whether a parameter is given as a number or as text, in any order', async () => {
    const { store, asked } = storeAnswering({ '/api/shop?collection=heritage&sort=roi&page=2': { page: 2 } });
    await store.fetch(read('shop', { page: 2, sort: 'roi', collection: 'heritage' }));
    expect(store.snapshot(read('shop', { collection: 'heritage', sort: 'roi', page: '2' })).data).toEqual({ page: 2 });
    expect(asked).toEqual(['/api/shop?collection=heritage&sort=roi&page=2']);
  });

  it('keeps a failure as an error and asks again on the next fetch', async () => {
    const answers: Record<string, unknown> = {};
    const { store, asked } = storeAnswering(answers);
    await store.fetch(read('product', { id: 7 }));
    const failed = store.snapshot(read('product', { id: 7 }));
    expect(failed.status).toBe('error');
    expect(String(failed.error)).toContain('404');
    answers['/api/products/7'] = { id: 7 };
    await store.fetch(read('product', { id: 7 }));
    expect(store.snapshot(read('product', { id: 7 })).data).toEqual({ id: 7 });
    expect(asked).toHaveLength(2);
  });

  it('lists the reads a render made that have no answer yet', async () => {
    const { store } = storeAnswering({ '/api/settings': { companyName: 'Jacobs' }, '/api/service-areas': [] });
    store.want(read('settings'));
    store.want(read('serviceAreas'));
    store.snapshot(read('coreServices'));
    expect(store.waiting()).toEqual([read('settings'), read('serviceAreas')]);
    await Promise.all(store.waiting().map((request) => store.fetch(request)));
    expect(store.waiting()).toEqual([]);
  });

  it('hands the reads a render made (with answers or refusals with a status) to another store, which then asks for nothing', async () => {
    const { store: server } = storeAnswering({});
    server.hydrate({
      reads: [
        { read: read('blogPosts'), data: [{ slug: 'a' }] },
        { read: read('product', { id: 404 }), error: { status: 404 } },
        { read: read('coreServices'), data: [] },
      ],
    });
    server.want(read('blogPosts'));
    server.want(read('product', { id: 404 }));
    const state = JSON.parse(JSON.stringify(server.dehydrate()));
    expect(state).toEqual({
      reads: [
        { read: { endpoint: 'blogPosts', params: {} }, data: [{ slug: 'a' }] },
        { read: { endpoint: 'product', params: { id: '404' } }, error: { status: 404 } },
      ],
    });

    const { store: browser, asked } = storeAnswering({});
    browser.hydrate(state);
    await browser.fetch(read('blogPosts'));
    expect(asked).toEqual([]);
    expect(browser.snapshot(read('blogPosts')).data).toEqual([{ slug: 'a' }]);
    const refused = browser.snapshot(read('product', { id: '404' }));
    expect(refused.status).toBe('error');
    expect(refused.error).toBeInstanceOf(ApiError);
    expect((refused.error as ApiError).status).toBe(404);
  });

  it('hands over no failure without a status', async () => {
    const server = new QueryStore(async () => {
      throw new Error('database is locked');
    });
    server.want(read('settings'));
    await server.fetch(read('settings'));
    expect(server.dehydrate()).toEqual({ reads: [] });
  });
});
