// Previous and Next through the pages of a list the server pages (the inbox's lists, the bookings),
// with where the owner is: "Page 2 of 5". Nothing when there is one page.
import { Button, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

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
