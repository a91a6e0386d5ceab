import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { PawPrint, TrendingUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from '../../shared/router/link.tsx';
import { useSearchParams } from '../../shared/router/router.tsx';
import { IMAGE_SIZES, PRODUCT_FRAME, imageSize } from '../lib/image-sizes.ts';
import type { Product } from '../../shared/contract/products.ts';
import { COLLECTIONS, SORT_MODES, collectionName } from '../../shared/domain/collections.ts';
import { formatCount, formatPrice } from '../../shared/domain/format.ts';
import { roiPotentialPercent } from '../../shared/domain/roi.ts';
import { DEFAULT_SHOP_VIEW, SHOP_QUERY_PARAMS, shopViewOf } from '../../shared/domain/shop.ts';
import { href, paths } from '../../shared/paths.ts';
import { PageHero, Section, StateMessage, cardStyles } from '../components/page-parts.tsx';
import { FormField, SelectInput } from '../components/form-controls.tsx';
import { Pagination } from '../components/pagination.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { RugCollage } from '../components/rug-collage.tsx';
import { StaticPageSeo } from '../components/static-page-seo.tsx';
import { shopTitle, STATIC_PAGE_META } from '../../shared/seo/page-meta.ts';
import { useShopPage } from '../lib/queries.ts';
import { WhenHydrated } from '../../shared/when-hydrated.ts';

export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const view = shopViewOf(params);
  const { data, isPending } = useShopPage(view);
  const products = data?.products ?? [];
  const knownCollection = COLLECTIONS.some((option) => option.id === view.collection);

  // A new page of the same view starts at the top of the catalogue, not at the bar that led to it.
  const catalogueTop = useRef<HTMLDivElement>(null);
  const shownPage = useRef(view.page);
  useEffect(() => {
    if (shownPage.current === view.page) return;
    shownPage.current = view.page;
    catalogueTop.current?.scrollIntoView({ block: 'start' });
  }, [view.page]);

  /** The address with these parameters changed; another collection or sort starts again at page 1. */
  const withParams = (changes: Record<string, string | null>): URLSearchParams => {
    // Only the view's own parameters: the address of a view is the same whatever else the visitor arrived with.
    const next = new URLSearchParams();
    for (const name of SHOP_QUERY_PARAMS.filter((param) => param !== 'page')) for (const value of params.getAll(name)) next.append(name, value);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return next;
  };
  const pageHref = (page: number) => {
    const query = withParams({ page: page > 1 ? String(page) : null }).toString();
    return query ? `${paths.shop}?${query}` : paths.shop;
  };

  return (
    <>
      <StaticPageSeo path={paths.shop} title={shopTitle(params.get('collection'), STATIC_PAGE_META[paths.shop].title)} />
      <PageHero
        eyebrow="The collection"
        title="Shop Our Rugs"
        subtitle="A curated catalog of rugs we know and trust, from undyed wool for homes with pets to antique Heriz for collectors. Ask us about any piece."
        aside={<RugCollage rugs={['/images/rugs/gold-coast-bordered-wool.svg', '/images/rugs/vintage-oushak.svg', '/images/rugs/organic-cotton-dhurrie.svg']} />}
      />
      <Section labelledBy="catalog-title">
        <Flex
          ref={catalogueTop}
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
            {data ? (
              <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="product-count">
                {formatCount(data.total, 'rug')}
              </Text>
            ) : null}
          </Box>
          {/* The dropdowns change the address, which needs the page's code: disabled until it runs. */}
          <WhenHydrated>
            {(ready) => (
              <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
                <FormField label="Collection" minW={{ sm: '56' }}>
                  <SelectInput
                    value={knownCollection ? view.collection : 'all'}
                    onChange={(event) => setParams(withParams({ collection: event.currentTarget.value }))}
                    disabled={!ready}
                    bg="white"
                    data-testid="collection-select"
                  >
                    {COLLECTIONS.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </SelectInput>
                </FormField>
                <FormField label="Sort By" minW={{ sm: '56' }}>
                  <SelectInput
                    value={view.sort}
                    onChange={(event) => setParams(withParams({ sort: event.currentTarget.value === DEFAULT_SHOP_VIEW.sort ? null : event.currentTarget.value }))}
                    disabled={!ready}
                    bg="white"
                    data-testid="sort-select"
                  >
                    {SORT_MODES.map((mode) => (
                      <option key={mode.id} value={mode.id}>
                        {mode.name}
                      </option>
                    ))}
                  </SelectInput>
                </FormField>
              </Flex>
            )}
          </WhenHydrated>
        </Flex>

        {isPending ? (
          <StateMessage>Loading products...</StateMessage>
        ) : products.length === 0 ? (
          <StateMessage>No products found in this collection.</StateMessage>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '5', md: '6' }} data-testid="product-grid">
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} first={index === 0} />
            ))}
          </SimpleGrid>
        )}
        {data && data.pageCount > 1 ? <Pagination page={data.page} pageCount={data.pageCount} hrefOf={pageHref} /> : null}
      </Section>
    </>
  );
}

/** `first`: the first card's image is the page's largest paint on a phone, so it loads at once. */
function ProductCard({ product, first }: { product: Product; first: boolean }) {
  return (
    <chakra.div asChild {...cardStyles} overflow="hidden" display="flex" flexDirection="column" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }}>
      <RouterLink to={href.product(product.id)} data-testid="product-card">
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
      </RouterLink>
    </chakra.div>
  );
}
