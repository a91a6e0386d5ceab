// The shop (docs/product/routes.md; decision 090): the owner's sections (its hero and words), and
// where its rugs section stands, one page of a view of the catalog, chosen with the Collection and
// Sort By dropdowns of a plain GET form (decision 191: it filters and sorts without script; where
// script runs, a few hundred bytes inline apply a choice at once, shared/apply-on-change.ts), with
// links to the view's other pages.
import { Badge, Box, Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { PawPrint, TrendingUp } from 'lucide-react';
import { APPLY_ON_CHANGE_ATTRIBUTE, APPLY_ON_CHANGE_SCRIPT } from '../../shared/apply-on-change.ts';
import { IMAGE_SIZES } from '../../shared/contract/media.ts';
import { PRODUCT_FRAME, imageSize } from '../lib/image-sizes.ts';
import type { Product } from '../../shared/contract/products.ts';
import { COLLECTIONS, SORT_MODES, collectionName } from '../../shared/domain/collections.ts';
import { formatCount, formatPrice } from '../../shared/domain/format.ts';
import { roiPotentialPercent } from '../../shared/domain/roi.ts';
import { shopViewOf } from '../../shared/domain/shop.ts';
import { href, paths } from '../../shared/paths.ts';
import { dataOf } from '../../shared/public-routes.ts';
import { Section, StateMessage } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { FormField, SelectInput } from '../components/form-controls.tsx';
import { formStyles } from '../components/form-styles.ts';
import { Pagination } from '../components/pagination.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { PageStyles } from '../lib/page-styles.tsx';
import { useFieldMarking, useFieldMarks } from '../sections/field-marks.tsx';
import { SectionList } from '../sections/section-list.tsx';
import type { PageProps } from './page-props.ts';
import { CardGrid } from '../components/card-grid.tsx';

/** Where the catalog starts: a chosen view and each page of it open there, below the hero. */
const CATALOG_ID = 'catalog';

const shopStyles = { '& .shop-filter': { minW: { sm: '56' } } };

export default function ShopPage({ data, query, sections, settings }: PageProps<'shop'>) {
  return (
    <>
      <PageStyles styles={[formStyles, shopStyles]} />
      <SectionList sections={sections?.sections ?? []} context={{ settings, rugCatalog: (section) => <Catalog data={data} query={query} showButton={section.showButton} /> }} />
    </>
  );
}

function Catalog({ data, query, showButton }: Pick<PageProps<'shop'>, 'data' | 'query'> & { showButton: string }) {
  const view = shopViewOf(query);
  const shop = dataOf(data.shop);
  const mark = useFieldMarks();
  const pageView = useFieldMarking();
  const products = shop?.products ?? [];
  const knownCollection = COLLECTIONS.some((option) => option.id === view.collection);

  /** A page of this view: its collection and sort as the address gives them, and the page number. */
  const pageHref = (page: number) => {
    const next = new URLSearchParams(query);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return `${search ? `${paths.shop}?${search}` : paths.shop}#${CATALOG_ID}`;
  };

  return (
    <Section labelledBy="catalog-title">
      <Flex
        id={CATALOG_ID}
        scrollMarginTop={{ base: '20', lg: '24' }}
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        mb="8"
        pb="6"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <Box>
          <Heading as="h2" id="catalog-title" fontSize={{ base: '2xl', md: '3xl' }}>
            {knownCollection ? collectionName(view.collection) : 'All Rugs'}
          </Heading>
          {shop ? (
            <Text color="fg.muted" fontSize="sm" data-testid="product-count">
              {formatCount(shop.total, 'rug')}
            </Text>
          ) : null}
        </Box>
        {/* Choosing a view loads its first page: another collection or sort starts again at page 1. Where script runs, a choice applies at once (the script after it). */}
        <chakra.form method="get" action={`${paths.shop}#${CATALOG_ID}`} aria-label="Choose rugs" {...{ [APPLY_ON_CHANGE_ATTRIBUTE]: '' }} display="flex" gap="4" flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ sm: 'flex-end' }}>
          <FormField label="Collection" className="shop-filter">
            <SelectInput name="collection" defaultValue={knownCollection ? view.collection : 'all'} data-testid="collection-select">
              {COLLECTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <FormField label="Sort By" className="shop-filter">
            <SelectInput name="sort" defaultValue={view.sort} data-testid="sort-select">
              {SORT_MODES.map((mode) => (
                <option key={mode.id} value={mode.id}>
                  {mode.name}
                </option>
              ))}
            </SelectInput>
          </FormField>
          <Button type="submit" colorPalette="madder" flexShrink={0} {...mark('showButton')}>
            {showButton}
          </Button>
        </chakra.form>
        {/* The page view is drawn without script: the form there is only shown. */}
        {pageView ? null : <script dangerouslySetInnerHTML={{ __html: APPLY_ON_CHANGE_SCRIPT }} />}
      </Flex>

      {data.shop === undefined ? (
        <StateMessage>Loading products...</StateMessage>
      ) : products.length === 0 ? (
        <StateMessage>No products found in this collection.</StateMessage>
      ) : (
        <CardGrid columns={3} data-testid="product-grid">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} first={index === 0} />
          ))}
        </CardGrid>
      )}
      {shop && shop.pageCount > 1 ? <Pagination page={shop.page} pageCount={shop.pageCount} hrefOf={pageHref} /> : null}
    </Section>
  );
}

/** `first`: the first card's image is the page's largest paint on a phone, so it loads at once. */
function ProductCard({ product, first }: { product: Product; first: boolean }) {
  return (
    <chakra.div asChild {...cardStyles} overflow="hidden" display="flex" flexDirection="column" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }}>
      <a href={href.product(product.id)} data-testid="product-card">
        <Box position="relative" bg="ivory.200">
          <RugImage src={product.imageUrl} srcSet={product.imageSrcSet} sizes={IMAGE_SIZES.card} alt={product.imageAlt || product.name} {...imageSize(product, PRODUCT_FRAME)} frame={PRODUCT_FRAME} {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})} />
          {product.petSafeNotes ? (
            <Badge position="absolute" top="3" left="3" colorPalette="sage" variant="solid" borderRadius="full" px="2.5" gap="1" data-testid="pet-safe-badge">
              <PawPrint size={12} aria-hidden /> Pet-Safe
            </Badge>
          ) : null}
        </Box>
        <Stack p="5" gap="2" flex="1">
          <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="0.16em" color="madder.700" data-testid="product-collection">
            {collectionName(product.collection)}
          </Text>
          <Heading as="h3" fontSize="2xl" lineHeight="1.2" data-testid="product-name">
            {product.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp={2} data-testid="product-description">
            {product.description}
          </Text>
          <Flex justify="space-between" align="center" pt="3" mt="auto" gap="3" wrap="wrap">
            <Text fontFamily="heading" fontSize="2xl" fontWeight="700" color="walnut.900" data-testid="product-price">
              {formatPrice(product.price)}
            </Text>
            {product.roiMultiplier ? (
              <Flex align="center" gap="1" fontSize="xs" fontWeight="600" color="sage.700" bg="sage.50" borderRadius="full" px="2.5" py="1" data-testid="product-roi">
                <TrendingUp size={12} aria-hidden /> ROI potential: +{roiPotentialPercent(product.roiMultiplier)}%
              </Flex>
            ) : null}
          </Flex>
        </Stack>
      </a>
    </chakra.div>
  );
}
