import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/images/rugs/placeholder.svg';

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

function showPlaceholder(img: HTMLImageElement) {
  if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}

/** An image that falls back to the placeholder rug, so a missing file never shows as broken. */
export function RugImage({ src, alt, width, height, frame, srcSet, sizes, ...props }: RugImageProps) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => showPlaceholder(event.currentTarget);
  // A server-rendered image may have failed before the page started (no onError then): checked
  // once React takes the element over.
  const onMount = (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img);
  };
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
      onError={onError}
      ref={onMount}
      {...props}
    />
  );
}
