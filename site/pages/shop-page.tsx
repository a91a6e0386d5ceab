import { Badge, Box, Field, Flex, Heading, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { PawPrint, TrendingUp } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from '../lib/router.tsx';
import { IMAGE_SIZES, PRODUCT_FRAME, imageSize } from '../lib/image-sizes.ts';
import type { Product } from '../../shared/contract/products.ts';
import { COLLECTIONS, SORT_MODES, collectionName, isSortMode, matchesCollection, sortProducts, type SortMode } from '../../shared/domain/collections.ts';
import { formatPrice } from '../../shared/domain/format.ts';
import { roiPotentialPercent } from '../../shared/domain/roi.ts';
import { href, paths } from '../../shared/paths.ts';
import { PageHero, Section, StateMessage, cardStyles } from '../components/page-parts.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { RugCollage } from '../components/rug-collage.tsx';
import { StaticPageSeo } from '../components/static-page-seo.tsx';
import { shopTitle, STATIC_PAGE_META } from '../../shared/seo/page-meta.ts';
import { useProducts } from '../lib/queries.ts';
import { useState } from 'react';

export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const collection = params.get('collection') || 'all';
  const [sort, setSort] = useState<SortMode>('name');
  const { data: products, isPending } = useProducts();
  const visible = products ? sortProducts(products.filter((product) => matchesCollection(product.collection, collection)), sort) : [];
  const knownCollection = COLLECTIONS.some((option) => option.id === collection);

  const onCollection = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('collection', value);
    setParams(next);
  };

  return (
    <>
      <StaticPageSeo path={paths.shop} title={shopTitle(params.get('collection'), STATIC_PAGE_META[paths.shop].title)} />
      <PageHero
        eyebrow="The collection"
        title="Shop Our Rugs"
        subtitle="A curated catalogue of rugs we know and trust, from undyed wool for homes with pets to antique Heriz for collectors. Ask us about any piece."
        aside={<RugCollage rugs={['/images/rugs/gold-coast-bordered-wool.svg', '/images/rugs/vintage-oushak.svg', '/images/rugs/organic-cotton-dhurrie.svg']} />}
      />
      <Section labelledBy="catalogue-title">
        <Flex
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
            <Heading as="h2" id="catalogue-title" fontSize={{ base: '2xl', md: '3xl' }}>
              {knownCollection ? collectionName(collection) : 'All Rugs'}
            </Heading>
            {products ? (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {visible.length} {visible.length === 1 ? 'rug' : 'rugs'}
              </Text>
            ) : null}
          </Box>
          <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root minW={{ sm: '56' }}>
              <Field.Label>Collection</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={knownCollection ? collection : 'all'} onChange={(event) => onCollection(event.currentTarget.value)} bg="white" data-testid="collection-select">
                  {COLLECTIONS.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root minW={{ sm: '56' }}>
              <Field.Label>Sort By</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={sort} onChange={(event) => isSortMode(event.currentTarget.value) && setSort(event.currentTarget.value)} bg="white" data-testid="sort-select">
                  {SORT_MODES.map((mode) => (
                    <option key={mode.id} value={mode.id}>
                      {mode.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>
        </Flex>

        {isPending ? (
          <StateMessage>Loading products...</StateMessage>
        ) : visible.length === 0 ? (
          <StateMessage>No products found in this collection.</StateMessage>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '5', md: '6' }} data-testid="product-grid">
            {visible.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}
      </Section>
    </>
  );
}

function ProductCard({ product }: { product: Product }) {
  return (
    <chakra.div asChild {...cardStyles} overflow="hidden" display="flex" flexDirection="column" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }}>
      <RouterLink to={href.product(product.id)} data-testid="product-card">
        <Box position="relative" bg="ivory.200">
          <RugImage src={product.imageUrl} srcSet={product.imageSrcSet} sizes={IMAGE_SIZES.card} alt={product.imageAlt || product.name} {...imageSize(product, PRODUCT_FRAME)} frame={PRODUCT_FRAME} />
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
