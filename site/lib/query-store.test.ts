// The public site's read cache: one fetch per key, errors kept and retried, and the hand-over
// from the server renderer to the browser.
import { describe, expect, it } from 'vitest';
import { QueryStore, type QueryKey } from './query-store.ts';

function storeAnswering(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const store = new QueryStore(async (key: QueryKey) => {
    const path = key.join('/');
    asked.push(path);
    if (!(path in answers)) throw new Error(`404: ${path}`);
    return answers[path];
  });
  return { store, asked };
}

describe('QueryStore', () => {
  it('fetches a key once however many components ask, and tells each subscriber', async () => {
    const { store, asked } = storeAnswering({ 'api/products': [{ id: 1 }] });
    let heard = 0;
    store.subscribe(['api', 'products'], () => (heard += 1));
    await Promise.all([store.fetch(['api', 'products']), store.fetch(['api', 'products'])]);
    await store.fetch(['api', 'products']);
    expect(asked).toEqual(['api/products']);
    expect(heard).toBe(1);
    expect(store.snapshot(['api', 'products'])).toEqual({ status: 'success', data: [{ id: 1 }], error: undefined });
    // The same object until it changes, as React's useSyncExternalStore requires.
    expect(store.snapshot(['api', 'products'])).toBe(store.snapshot(['api', 'products']));
  });

  it('keeps a failure as an error and asks again on the next fetch', async () => {
    const answers: Record<string, unknown> = {};
    const { store, asked } = storeAnswering(answers);
    await store.fetch(['api', 'products', '7']);
    const failed = store.snapshot(['api', 'products', '7']);
    expect(failed.status).toBe('error');
    expect(String(failed.error)).toContain('404');
    answers['api/products/7'] = { id: 7 };
    await store.fetch(['api', 'products', '7']);
    expect(store.snapshot(['api', 'products', '7']).data).toEqual({ id: 7 });
    expect(asked).toHaveLength(2);
  });

  it('lists the keys a render wanted that have no answer yet', async () => {
    const { store } = storeAnswering({ 'api/settings': { companyName: 'Jacobs' } });
    store.want(['api', 'settings']);
    store.want(['api', 'missing']);
    store.snapshot(['api', 'not-wanted']);
    expect(store.waiting()).toEqual([['api', 'settings'], ['api', 'missing']]);
    await Promise.all(store.waiting().map((key) => store.fetch(key)));
    expect(store.waiting()).toEqual([]);
  });

  it('hands its answers (not its errors) to another store, which then asks for nothing', async () => {
    const { store: server } = storeAnswering({ 'api/blog': [{ slug: 'a' }] });
    await server.fetch(['api', 'blog']);
    await server.fetch(['api', 'gone']);
    const state = JSON.parse(JSON.stringify(server.dehydrate()));
    expect(state).toEqual({ queries: [{ queryKey: ['api', 'blog'], data: [{ slug: 'a' }] }] });

    const { store: browser, asked } = storeAnswering({});
    browser.hydrate(state);
    await browser.fetch(['api', 'blog']);
    expect(asked).toEqual([]);
    expect(browser.snapshot(['api', 'blog']).data).toEqual([{ slug: 'a' }]);
  });
});

describe('QueryStore refusals', () => {
  it('hands a refusal with a status (not other failures) to the browser, revived as its own error', async () => {
    const server = new QueryStore(async (key) => {
      if (key[2] === '404') throw Object.assign(new Error('404: Not found'), { status: 404 });
      throw new Error('database is locked');
    });
    await server.fetch(['api', 'products', '404']);
    await server.fetch(['api', 'products', 'fault']);
    const state = JSON.parse(JSON.stringify(server.dehydrate()));
    expect(state).toEqual({ queries: [{ queryKey: ['api', 'products', '404'], error: { status: 404 } }] });

    const browser = new QueryStore(async () => ({ id: 1 }));
    browser.hydrate(state, ({ status }) => ({ revived: status }));
    expect(browser.snapshot(['api', 'products', '404'])).toEqual({ status: 'error', data: undefined, error: { revived: 404 } });
  });
});
