// A public list cut into pages (the shop and the blog, decision 090): a page number read
// from an address, one page of a list with where it sits, and the numbers a pagination bar links.

/** The page an address's `page` parameter asks for: a whole number from 1, else the first page. */
export function pageFromAddress(value: string | null): number {
  return value && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The address of page `page` of the list at `path`: the first page is the list's own address. */
export function listPageAddress(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

export interface ListPage<T> {
  items: T[];
  /** How many items the list holds over all its pages. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list is "page 1 of 1". */
  pageCount: number;
}

/**
 * One page of `pageSize` items, already cut (by SQL, for one), from a list of `total` items. A page
 * past the end holds no items but still says the list's total and page count, so the page can link
 * back to a page that exists.
 */
export function listPage<T>(items: T[], total: number, page: number, pageSize: number): ListPage<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** How many items come before page `page` (1-based): where SQL's OFFSET or a slice starts. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** The items of one page of the whole `list`. */
export function pageOf<T>(list: readonly T[], page: number, pageSize: number): ListPage<T> {
  const start = pageOffset(page, pageSize);
  return listPage(list.slice(start, start + pageSize), list.length, page, pageSize);
}

/** The pages a pagination bar links by number: the first, the last and the current one's neighbours, in order. */
export function pageNumbersAround(page: number, pageCount: number): number[] {
  const wanted = [1, page - 1, page, page + 1, pageCount].filter((value) => value >= 1 && value <= pageCount);
  return [...new Set(wanted)].sort((a, b) => a - b);
}
