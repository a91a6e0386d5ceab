// The browser's read cache: a read of the public API is a GET of the address the endpoint table
// builds for it (shared/contract/public-endpoints.ts).
import { request, type FetchLike } from '../../shared/api-client/http.ts';
import { readUrl } from '../../shared/contract/public-endpoints.ts';
import { QueryStore } from './query-store.ts';

/** JSON answers are parsed; anything else (the rendered article HTML) is returned as text. */
export function createQueryStore(fetchImpl: FetchLike = (input, init) => fetch(input, init), baseUrl = ''): QueryStore {
  return new QueryStore(async (read) => {
    const response = await request(fetchImpl, baseUrl, 'GET', readUrl(read));
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? response.json() : response.text();
  });
}
