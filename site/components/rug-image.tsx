// A record's image (a rug, a post's picture), in a box the layout reserves before it arrives. A
// missing or broken file shows the placeholder rug instead, without script: the site's global
// styles (site/theme/system.ts) draw it over a broken [data-rug-image], which only a broken image
// renders (an image that loads has no ::after).
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { PLACEHOLDER_IMAGE } from '../lib/image-sizes.ts';

interface RugImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'width' | 'height' | 'srcSet'> {
  src: string | null | undefined;
  /** Resized copies of an uploaded image (the API's imageSrcSet), paired with `sizes`. */
  srcSet?: string | null;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the image arrives. */
  width: number;
  height: number;
  /** A fixed shape for the box (cards in a grid), the image cropped to it; else the image's own. */
  frame?: { width: number; height: number };
}

export function RugImage({ src, alt, width, height, frame, srcSet, sizes, ...props }: RugImageProps) {
  return (
    <chakra.img
      src={src || PLACEHOLDER_IMAGE}
      srcSet={src && srcSet ? srcSet : undefined}
      sizes={src && srcSet ? sizes : undefined}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      aspectRatio={frame ? `${frame.width} / ${frame.height}` : `${width} / ${height}`}
      objectFit="cover"
      display="block"
      w="full"
      h="auto"
      loading="lazy"
      decoding="async"
      data-rug-image=""
      {...props}
    />
  );
}
