// A product's pictures (decision 191), with no script: the pictures side by side
// in a track that scrolls sideways and snaps to each one (swipe on a phone; the arrow keys once the
// track has focus; a trackpad or the scroll bar elsewhere), and below it a thumbnail per picture,
// each a link to its picture's anchor, which scrolls the track there. Responsive sizes from each
// upload's srcset. One picture is shown alone, as before; none shows the placeholder rug.
import type { ReactNode } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { PublicGalleryImage } from '../../shared/contract/products.ts';
import { IMAGE_SIZES } from '../../shared/contract/media.ts';
import { PRODUCT_FRAME, type Frame } from '../lib/image-sizes.ts';
import { RugImage } from './rug-image.tsx';

export interface ProductGalleryProps {
  pictures: readonly PublicGalleryImage[];
  /** The product's name: the alt text of a picture without a description, and the gallery's label. */
  name: string;
  /** The anchors' prefix ("picture" -> #picture-2), unique on the page. */
  anchor?: string;
}

const THUMBNAIL_WIDTH = 88;
const sizeOf = (picture: PublicGalleryImage, fallback: Frame): Frame => (picture.width && picture.height ? { width: picture.width, height: picture.height } : fallback);
const altOf = (picture: PublicGalleryImage, name: string, position: number, count: number) => picture.alt || (count > 1 ? `${name}, picture ${position} of ${count}` : name);

export function ProductGallery({ pictures, name, anchor = 'picture' }: ProductGalleryProps) {
  if (pictures.length <= 1) {
    const [picture] = pictures;
    return (
      <PictureFrame>
        <RugImage
          src={picture?.url}
          srcSet={picture?.srcSet}
          sizes={IMAGE_SIZES.detail}
          alt={picture ? altOf(picture, name, 1, 1) : name}
          {...(picture ? sizeOf(picture, PRODUCT_FRAME) : PRODUCT_FRAME)}
          loading="eager"
        />
      </PictureFrame>
    );
  }
  const count = pictures.length;
  return (
    <Box as="section" aria-label={`Pictures of ${name}`} data-testid="product-gallery">
      <PictureFrame>
        <chakra.ul
          listStyleType="none"
          m="0"
          p="0"
          display="flex"
          overflowX="auto"
          overscrollBehaviorX="contain"
          scrollSnapType="x mandatory"
          scrollBehavior={{ _motionSafe: 'smooth' }}
          tabIndex={0}
          aria-label={`${count} pictures: swipe, or use the arrow keys`}
          css={{ scrollbarWidth: 'thin', '&:focus-visible': { outline: '3px solid', outlineColor: 'madder.600', outlineOffset: '-3px' } }}
          data-testid="gallery-track"
        >
          {pictures.map((picture, index) => (
            <chakra.li key={picture.url} id={`${anchor}-${index + 1}`} flex="0 0 100%" scrollSnapAlign="start" scrollSnapStop="always" scrollMarginTop="28" position="relative">
              <RugImage
                src={picture.url}
                srcSet={picture.srcSet}
                sizes={IMAGE_SIZES.detail}
                alt={altOf(picture, name, index + 1, count)}
                {...sizeOf(picture, PRODUCT_FRAME)}
                frame={PRODUCT_FRAME}
                objectFit="contain"
                loading={index === 0 ? 'eager' : 'lazy'}
              />
              <Text position="absolute" bottom="3" right="3" px="2.5" py="0.5" borderRadius="full" bg="blackAlpha.700" color="ivory.50" fontSize="xs" fontWeight="600" aria-hidden="true">
                {index + 1} / {count}
              </Text>
            </chakra.li>
          ))}
        </chakra.ul>
      </PictureFrame>
      <Flex as="ol" listStyleType="none" m="0" p="0" mt="3" gap="2" overflowX="auto" aria-label="Go to a picture" data-testid="gallery-thumbnails">
        {pictures.map((picture, index) => (
          <chakra.li key={picture.url} flexShrink={0}>
            <chakra.a
              href={`#${anchor}-${index + 1}`}
              aria-label={`Picture ${index + 1}: ${altOf(picture, name, index + 1, count)}`}
              display="block"
              w={`${THUMBNAIL_WIDTH}px`}
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor="border"
              bg="ivory.200"
              _hover={{ borderColor: 'madder.600' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'madder.600', outlineOffset: '2px' }}
            >
              <RugImage src={picture.url} srcSet={picture.srcSet} sizes={`${THUMBNAIL_WIDTH}px`} alt="" {...sizeOf(picture, PRODUCT_FRAME)} frame={PRODUCT_FRAME} />
            </chakra.a>
          </chakra.li>
        ))}
      </Flex>
    </Box>
  );
}

/** The framed box the product page shows its picture in. */
function PictureFrame({ children }: { children: ReactNode }) {
  return (
    <Box borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="border" boxShadow="lg" bg="ivory.200">
      {children}
    </Box>
  );
}
