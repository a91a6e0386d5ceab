// One QueryClient setup for the browser (and later the server renderer): a query key's parts,
// joined with slashes, are the path of a GET (spec section 7), e.g. ['api', 'products'].
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { request, type FetchLike } from '../../shared/api-client/http.ts';

export function pathOfKey(queryKey: readonly unknown[]): string {
  return `/${queryKey.map((part) => String(part)).join('/')}`;
}

/** JSON answers are parsed; anything else (the rendered article HTML) is returned as text. */
export function createQueryFn(fetchImpl: FetchLike, baseUrl = ''): QueryFunction {
  return async ({ queryKey, signal }) => {
    const response = await request((input, init) => fetchImpl(input, { ...init, signal }), baseUrl, 'GET', pathOfKey(queryKey));
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? response.json() : response.text();
  };
}

export function createQueryClient(fetchImpl: FetchLike = (input, init) => fetch(input, init), baseUrl = ''): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createQueryFn(fetchImpl, baseUrl),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
