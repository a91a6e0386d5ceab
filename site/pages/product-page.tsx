import { Badge, Box, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Globe, Layers, PawPrint, Ruler, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { collectionName } from '../../shared/domain/collections.ts';
import { formatPrice } from '../../shared/domain/format.ts';
import { bookLink } from '../../shared/booking-link.ts';
import { paths } from '../../shared/paths.ts';
import { contactAboutProduct, dataOf } from '../../shared/public-routes.ts';
import { PRODUCT_NOT_FOUND_META } from '../../shared/seo/page-meta.ts';
import { ButtonLink, NotFoundState, StateMessage } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { ProductGallery } from '../components/product-gallery.tsx';
import type { PageProps } from './page-props.ts';

/**
 * One product (decision 090), its pictures as a gallery that works without script (decision 191), as the API answers it for the address's id: not found when the API
 * refuses it (an unknown or inactive product, an id that is not one), loading while the server
 * could not read it (it answers 503, decision 190).
 */
export default function ProductPage({ data, settings }: PageProps<'product'>) {
  if (data.product === undefined) return <StateMessage>Loading product...</StateMessage>;
  const product = dataOf(data.product);
  if (!product) {
    return (
      <NotFoundState meta={PRODUCT_NOT_FOUND_META} back={{ to: paths.shop, label: 'Back to Shop' }}>
        This rug may have been sold or removed from our catalog.
      </NotFoundState>
    );
  }

  const multiplier = product.roiMultiplier;
  const returnPotential = multiplier ? Math.round((multiplier - 1) * 100) : null;

  return (
    <>
      <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '8', md: '14' }}>
        <ButtonLink to={paths.shop} variant="plain" colorPalette="walnut" color="walnut.700" px="0" size="sm" mb="6">
          <ArrowLeft size={16} aria-hidden /> Back to Shop
        </ButtonLink>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="start">
          <Box position={{ lg: 'sticky' }} top={{ lg: '28' }} minW="0">
            <ProductGallery pictures={product.gallery} name={product.name} />
          </Box>
          <Stack gap="5">
            <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="0.18em" color="madder.700">
              {collectionName(product.collection)}
            </Text>
            <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1.05">
              {product.name}
            </Heading>
            <Text fontFamily="heading" fontSize="4xl" fontWeight="700" color="walnut.900" data-testid="product-price">
              {formatPrice(product.price)}
            </Text>
            {product.description ? (
              <Text color="fg.muted" fontSize="lg">
                {product.description}
              </Text>
            ) : null}

            {product.fiber || product.origin || product.size ? (
              <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3" as="dl">
                {product.fiber ? <Spec icon={<Layers size={16} aria-hidden />} label="Fiber" value={product.fiber} /> : null}
                {product.origin ? <Spec icon={<Globe size={16} aria-hidden />} label="Origin" value={product.origin} /> : null}
                {product.size ? <Spec icon={<Ruler size={16} aria-hidden />} label="Size" value={product.size} /> : null}
              </Grid>
            ) : null}

            {product.petSafeNotes ? (
              <Box bg="sage.50" borderWidth="1px" borderColor="sage.100" borderRadius="xl" p="5">
                <Flex align="center" gap="2" mb="1" color="sage.700">
                  <PawPrint size={18} aria-hidden />
                  <Heading as="h2" fontSize="lg" fontFamily="body" fontWeight="700" color="sage.700">
                    Pet-safe notes
                  </Heading>
                </Flex>
                <Text color="walnut.800">{product.petSafeNotes}</Text>
              </Box>
            ) : null}

            {multiplier ? (
              <Box {...cardStyles} bg="indigo.800" borderColor="indigo.800" color="ivory.50" p="6" data-testid="investment-block">
                <Flex align="center" gap="2" color="saffron.300" mb="4">
                  <TrendingUp size={18} aria-hidden />
                  <Heading as="h2" fontSize="lg" fontFamily="body" fontWeight="700" color="saffron.300">
                    Investment potential
                  </Heading>
                </Flex>
                <Grid templateColumns="1fr 1fr" gap="4">
                  <Box>
                    <Text fontSize="sm" color="ivory.200">
                      ROI multiplier
                    </Text>
                    <Text fontFamily="heading" fontSize="4xl" fontWeight="700" data-testid="roi-multiplier">
                      {multiplier}x
                    </Text>
                  </Box>
                  <Box>
                    <Text fontSize="sm" color="ivory.200">
                      Return potential
                    </Text>
                    <Text fontFamily="heading" fontSize="4xl" fontWeight="700" data-testid="return-potential">
                      {returnPotential}%
                    </Text>
                  </Box>
                </Grid>
                {product.roiDisclaimer ? (
                  <Text fontSize="xs" color="ivory.300" mt="4" data-testid="roi-disclaimer">
                    {product.roiDisclaimer}
                  </Text>
                ) : null}
              </Box>
            ) : null}

            <Flex gap="3" wrap="wrap" pt="2">
              <ButtonLink to={contactAboutProduct(product.id)} colorPalette="madder" size="lg" flex={{ base: '1 1 auto', sm: 'initial' }}>
                Contact for Inquiry
              </ButtonLink>
              <ButtonLink {...bookLink(settings, { productId: product.id })} variant="outline" colorPalette="indigo" borderColor="indigo.600" color="indigo.700" size="lg" flex={{ base: '1 1 auto', sm: 'initial' }}>
                Book Consultation
              </ButtonLink>
            </Flex>
            <Badge alignSelf="flex-start" colorPalette="saffron" variant="subtle" borderRadius="full" px="3" py="1">
              Free consultancy with every rug order
            </Badge>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

function Spec({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Box {...cardStyles} p="4">
      <Flex as="dt" align="center" gap="1.5" fontSize="xs" textTransform="uppercase" letterSpacing="0.14em" color="fg.muted" fontWeight="600">
        {icon} {label}
      </Flex>
      <Text as="dd" fontWeight="600" mt="1">
        {value}
      </Text>
    </Box>
  );
}
