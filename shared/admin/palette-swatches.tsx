// A palette as the admin shows it (Rug Fit, decision 210): each colour as a chip with its name and
// its share of the picture, largest first. The product editor shows a rug's; the inbox a room's.
import { Box, Flex, Text } from '@chakra-ui/react';
import { colourName } from '../domain/rug-fit/colour-names.ts';
import type { Palette } from '../domain/rug-fit/palette.ts';

export const sharePercent = (share: number) => `${Math.round(share * 100)}%`;

export function PaletteSwatches({ palette, label }: { palette: Palette; label: string }) {
  return (
    <Flex as="ul" aria-label={label} wrap="wrap" gap="2" listStyleType="none" m="0" p="0" data-testid="palette-swatches">
      {palette.map((swatch) => (
        <Flex as="li" key={swatch.color} align="center" gap="2" borderWidth="1px" rounded="md" bg="white" pe="2" overflow="hidden" data-color={swatch.color}>
          <Box w="8" h="8" flexShrink={0} bg={swatch.color} borderEndWidth="1px" aria-hidden />
          <Text fontSize="sm">
            {colourName(swatch.color)}{' '}
            <Text as="span" color="fg.muted">
              {sharePercent(swatch.share)} · {swatch.color}
            </Text>
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
