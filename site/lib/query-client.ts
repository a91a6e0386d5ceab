// One read cache setup for the browser: a query key's parts, joined with slashes, are the path of
// a GET (spec section 7), e.g. ['api', 'products'] is GET /api/products.
import { request, type FetchLike } from '../../shared/api-client/http.ts';
import { QueryStore, type QueryKey } from './query-store.ts';

export function pathOfKey(queryKey: QueryKey): string {
  return `/${queryKey.map((part) => String(part)).join('/')}`;
}

/** JSON answers are parsed; anything else (the rendered article HTML) is returned as text. */
export function createQueryStore(fetchImpl: FetchLike = (input, init) => fetch(input, init), baseUrl = ''): QueryStore {
  return new QueryStore(async (queryKey) => {
    const response = await request(fetchImpl, baseUrl, 'GET', pathOfKey(queryKey));
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? response.json() : response.text();
  });
}
