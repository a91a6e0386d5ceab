// The featured-rugs kind: the products marked Featured (handed in by the page, in the catalogue's
// order) as cards linking to their pages. With none featured, the section shows nothing.
import { Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { Product } from '../../shared/contract/products.ts';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { collectionName } from '../../shared/domain/collections.ts';
import { formatPrice } from '../../shared/domain/format.ts';
import { href } from '../../shared/paths.ts';
import { Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { RugImage } from '../components/rug-image.tsx';
import { IMAGE_SIZES } from '../../shared/contract/media.ts';
import { PRODUCT_FRAME } from '../lib/image-sizes.ts';
import { SectionButtons, SectionHeader, headingId } from './section-parts.tsx';
import { CardGrid } from '../components/card-grid.tsx';

export function FeaturedRugsSection({ section, products }: { section: SectionOf<'featuredRugs'>; products: readonly Product[] }) {
  const shown = products.slice(0, section.limit);
  if (shown.length === 0) return null;
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <SectionHeader section={section} />
      <CardGrid columns={3}>
        {shown.map((product) => (
          <chakra.div key={product.id} asChild {...cardStyles} display="flex" flexDirection="column" overflow="hidden" h="full" _hover={{ boxShadow: 'lg' }}>
              <a href={href.product(product.id)}>
                <RugImage src={product.imageUrl} srcSet={product.imageSrcSet} sizes={IMAGE_SIZES.card} alt={product.imageAlt || product.name} {...PRODUCT_FRAME} frame={PRODUCT_FRAME} loading="lazy" />
                <Stack gap="1" p="5">
                  <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="0.14em" color="madder.700">
                    {collectionName(product.collection)}
                  </Text>
                  <Heading as="h3" fontSize="xl">
                    {product.name}
                  </Heading>
                  <Text fontWeight="700" color="indigo.700">
                    {formatPrice(product.price)}
                  </Text>
                </Stack>
              </a>
            </chakra.div>
        ))}
      </CardGrid>
      <SectionButtons buttons={section.buttons} ground="light" pt="8" />
    </Section>
  );
}
