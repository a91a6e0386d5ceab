// The blog list's pages (decision 090): the published posts, newest first, BLOG_PAGE_SIZE to a page,
// so the list stays one screenful of cards however many posts the owner writes.
import { pageFromAddress } from './paging.ts';

export const BLOG_PAGE_SIZE = 12;

/** The query parameters of a blog list page (GET /api/blog-list and /jacobs/blog). */
export const BLOG_LIST_QUERY_PARAMS = ['page'] as const;

/** The page of the list an address asks for (1 for anything but a whole number from 1). */
export const blogListPageOf = (params: URLSearchParams): number => pageFromAddress(params.get('page'));
