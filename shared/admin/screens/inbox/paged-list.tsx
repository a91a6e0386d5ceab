// A list the server sends a page at a time: the page shown, and the controls that move between pages.
import { useEffect, useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
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

/** Previous / "Page X of Y" / Next, when there is more than one page. */
export function Pager({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage(page: number): void }) {
  if (pageCount <= 1) return null;
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" pt="4">
      <Button size="sm" variant="outline" colorPalette="ink" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button size="sm" variant="outline" colorPalette="ink" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </Flex>
  );
}
