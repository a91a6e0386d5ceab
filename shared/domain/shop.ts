// The shop's pages (decision 090): one page of a view of the catalogue (a collection, a sort mode
// and a page number), cut from the active products after the spec's matching and sorting rules.
import { isSortMode, matchesCollection, sortProducts, type SortMode } from './collections.ts';
import { pageFromAddress, pageOf, type ListPage } from './paging.ts';

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

/** Whether a view is the whole catalogue in the shop's own order (any page of it), not a collection or another sort. */
export const isWholeCatalogue = (view: ShopView): boolean => view.collection === DEFAULT_SHOP_VIEW.collection && view.sort === DEFAULT_SHOP_VIEW.sort;

/** The view an address asks for: `collection` as given, and a sort or page it cannot mean read as the default. */
export function shopViewOf(params: URLSearchParams): ShopView {
  const sort = params.get('sort') ?? '';
  return {
    collection: params.get('collection') || DEFAULT_SHOP_VIEW.collection,
    sort: isSortMode(sort) ? sort : DEFAULT_SHOP_VIEW.sort,
    page: pageFromAddress(params.get('page')),
  };
}

/** One page of a view: its products, and where the page sits among the view's pages. */
export type CataloguePage<T> = Omit<ListPage<T>, 'items'> & { products: T[] };

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
  const { items, ...where } = pageOf(sortProducts(matching, view.sort), view.page, pageSize);
  return { products: items, ...where };
}

