import type { Request } from 'express';
import { ValidationError } from './errors.ts';

export const MAX_PAGE_SIZE = 500;

/** The query parameters of a public list (the public cache keys these lists by them). */
export const LIST_PAGE_PARAMS = ['limit', 'offset'] as const;

export interface Page {
  /** Undefined = the whole list (the spec's answer). */
  limit?: number;
  offset?: number;
}

/** Optional `?limit=&offset=` of a public list; without them the list is answered whole. */
export function parsePage(req: Request): Page {
  const read = (name: (typeof LIST_PAGE_PARAMS)[number], min: number, max: number): number | undefined => {
    const raw = req.query[name];
    if (raw === undefined) return undefined;
    const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= min && value <= max)) throw new ValidationError({ [name]: `Must be a whole number from ${min} to ${max}` });
    return value;
  };
  const limit = read('limit', 1, MAX_PAGE_SIZE);
  const offset = read('offset', 0, 1_000_000_000);
  return offset !== undefined && limit === undefined ? { limit: -1, offset } : { limit, offset };
}
