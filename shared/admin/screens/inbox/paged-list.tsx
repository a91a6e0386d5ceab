// A list the server sends a page at a time: the page shown (the controls that move between pages
// are the admin's one Pager, shared/admin/pager.tsx).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';

/**
 * One page of a list, and the page shown: back to the last page when the one shown no longer
 * exists (its last row was deleted).
 */
export function usePagedList<Page extends { pageCount: number }>(queryKey: readonly unknown[], load: (page: number) => Promise<Page>) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: [...queryKey, page], queryFn: () => load(page) });
  const pageCount = query.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  return { query, page, setPage };
}
