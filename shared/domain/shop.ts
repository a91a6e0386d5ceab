// The shop's pages (decision 090): one page of a view of the catalogue (a collection, a sort mode
// and a page number), cut from the active products after the spec's matching and sorting rules.
import { isSortMode, matchesCollection, sortProducts, type SortMode } from './collections.ts';

export const SHOP_PAGE_SIZE = 24;

export interface ShopView {
  /** A collection id or display name as the address gives it; "all" matches everything. */
  collection: string;
  sort: SortMode;
  /** 1-based. */
  page: number;
}

/** The query parameters of a shop view, in the order its addresses write them (GET /api/shop and /jacobs/shop). */
export const SHOP_QUERY_PARAMS = ['collection', 'sort', 'page'] as const;

export const DEFAULT_SHOP_VIEW: ShopView = { collection: 'all', sort: 'name', page: 1 };

/** The view an address asks for: `collection` as given, and a sort or page it cannot mean read as the default. */
export function shopViewOf(params: URLSearchParams): ShopView {
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  return {
    collection: params.get('collection') || DEFAULT_SHOP_VIEW.collection,
    sort: isSortMode(sort) ? sort : DEFAULT_SHOP_VIEW.sort,
    page: /^\d{1,9}$/.test(page) && Number(page) >= 1 ? Number(page) : DEFAULT_SHOP_VIEW.page,
  };
}

export interface CataloguePage<T> {
  products: T[];
  /** How many products the view holds over all its pages. */
  total: number;
  page: number;
  pageSize: number;
  /** At least 1, so an empty view is "page 1 of 1". */
  pageCount: number;
}

interface Listed {
  collection: string;
  name: string;
  price: number;
  roiMultiplier?: number | null;
}

/**
 * The products of one page. A page past the end holds no products but still says the view's total
 * and page count, so the shop can link back to a page that exists.
 */
export function cataloguePage<T extends Listed>(catalogue: readonly T[], view: ShopView, pageSize = SHOP_PAGE_SIZE): CataloguePage<T> {
  const matching = catalogue.filter((product) => matchesCollection(product.collection, view.collection));
  const start = (view.page - 1) * pageSize;
  return {
    products: sortProducts(matching, view.sort).slice(start, start + pageSize),
    total: matching.length,
    page: view.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
  };
}

/** The pages a pagination bar links by number: the first, the last and the current one's neighbours, in order. */
export function pageNumbersAround(page: number, pageCount: number): number[] {
  const wanted = [1, page - 1, page, page + 1, pageCount].filter((value) => value >= 1 && value <= pageCount);
  return [...new Set(wanted)].sort((a, b) => a - b);
}
