// Links to the other pages of a paged list (decision 090). Each is a real address, so a crawler
// follows them and a visitor can share one. Phones get Previous and Next; wider screens also the
// first, last and neighbouring page numbers.
import { Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { pageNumbersAround } from '../../shared/domain/paging.ts';
import { ButtonLink } from './page-parts.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
}

const STEP = { variant: 'outline', colorPalette: 'walnut', borderColor: 'walnut.400', color: 'walnut.800', bg: 'white', size: 'sm', flex: { base: '1', md: 'initial' } } as const;

/** No page that way: shown, so the bar keeps its shape, but plainly out of use. */
const DISABLED = { disabled: true, opacity: 0.45, cursor: 'not-allowed' } as const;

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  // Past the end, Previous leads back to the last page that exists.
  const previous = Math.min(page - 1, pageCount);
  const next = page + 1;
  const numbers = pageNumbersAround(Math.min(page, pageCount), pageCount);

  return (
    <Flex
      as="nav"
      aria-label="Pagination"
      mt={{ base: '10', md: '12' }}
      pt="6"
      borderTopWidth="1px"
      borderColor="border"
      direction={{ base: 'column', md: 'row' }}
      align="center"
      justify="space-between"
      gap="4"
    >
      <Text fontSize="sm" color="fg.muted" data-testid="page-status">
        Page {page} of {pageCount}
      </Text>
      <Flex gap="2" align="center" justify="center" w={{ base: 'full', md: 'auto' }}>
        {previous >= 1 ? (
          <ButtonLink to={hrefOf(previous)} {...STEP}>
            <ChevronLeft size={16} aria-hidden /> Previous
          </ButtonLink>
        ) : (
          <Button {...STEP} {...DISABLED}>
            <ChevronLeft size={16} aria-hidden /> Previous
          </Button>
        )}
        <Flex display={{ base: 'none', md: 'flex' }} gap="1" align="center" mx="2">
          {numbers.map((number, index) => (
            <Fragment key={number}>
              {index > 0 && number - numbers[index - 1] > 1 ? (
                <Text as="span" color="fg.muted" px="1" aria-hidden>
                  …
                </Text>
              ) : null}
              {number === page ? (
                <Flex as="span" aria-current="page" minW="9" h="9" px="2" align="center" justify="center" borderRadius="md" bg="madder.700" color="ivory.50" fontSize="sm" fontWeight="700">
                  <VisuallyHidden>Page </VisuallyHidden>
                  {number}
                </Flex>
              ) : (
                <ButtonLink to={hrefOf(number)} variant="ghost" colorPalette="walnut" color="walnut.800" size="sm" minW="9" px="2">
                  <VisuallyHidden>Page </VisuallyHidden>
                  {number}
                </ButtonLink>
              )}
            </Fragment>
          ))}
        </Flex>
        {next <= pageCount ? (
          <ButtonLink to={hrefOf(next)} {...STEP}>
            Next <ChevronRight size={16} aria-hidden />
          </ButtonLink>
        ) : (
          <Button {...STEP} {...DISABLED}>
            Next <ChevronRight size={16} aria-hidden />
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
