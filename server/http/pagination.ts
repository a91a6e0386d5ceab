import type { LIST_PAGE_PARAMS, QueryValue } from '../../shared/contract/public-endpoints.ts';
import { ValidationError } from './errors.ts';

export const MAX_PAGE_SIZE = 500;

export interface Page {
  /** Undefined = the whole list (the spec's answer). */
  limit?: number;
  offset?: number;
}

/** Optional `?limit=&offset=` of a public list; without them the list is answered whole. */
export function parsePage(query: { readonly [name in (typeof LIST_PAGE_PARAMS)[number]]?: QueryValue }): Page {
  const read = (name: (typeof LIST_PAGE_PARAMS)[number], min: number, max: number): number | undefined => {
    const raw = query[name];
    if (raw === undefined) return undefined;
    const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= min && value <= max)) throw new ValidationError({ [name]: `Must be a whole number from ${min} to ${max}` });
    return value;
  };
  const limit = read('limit', 1, MAX_PAGE_SIZE);
  const offset = read('offset', 0, 1_000_000_000);
  return offset !== undefined && limit === undefined ? { limit: -1, offset } : { limit, offset };
}
