// "About: {product name}" on the contact form, when the visitor came from a product's "Contact for
// Inquiry" (decision 126), with a button that takes the product off the message.
import { Flex, Text, chakra } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { Product } from '../../shared/contract/products.ts';
import { RugImage } from './rug-image.tsx';

const THUMB = { width: 56, height: 42 };

export function InquiryAbout({ product, onRemove }: { product: Product; onRemove: () => void }) {
  return (
    <Flex data-testid="inquiry-about" align="center" gap="3" bg="madder.50" borderWidth="1px" borderColor="madder.100" borderRadius="xl" p="2" pe="1.5" maxW="full">
      <chakra.div w="14" flexShrink={0} borderRadius="md" overflow="hidden" bg="ivory.200">
        <RugImage src={product.imageUrl} srcSet={product.imageSrcSet} sizes={`${THUMB.width}px`} alt="" {...THUMB} frame={THUMB} />
      </chakra.div>
      <Text flex="1" minW="0" color="walnut.800" overflowWrap="anywhere">
        About: <chakra.strong color="walnut.900">{product.name}</chakra.strong>
      </Text>
      <chakra.button
        type="button"
        onClick={onRemove}
        aria-label={`Remove product ${product.name}`}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        w="10"
        h="10"
        flexShrink={0}
        borderRadius="full"
        color="madder.700"
        cursor="pointer"
        _hover={{ bg: 'madder.100' }}
        focusVisibleRing="outside"
      >
        <X size={18} aria-hidden />
      </chakra.button>
    </Flex>
  );
}
