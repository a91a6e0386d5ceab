// The product editor's palette (Rug Fit, decision 210): the colours the server made from the saved
// picture (the gallery's first, the shop card's), which Rug Fit ranks the rug by, and Recompute,
// which makes them again. The palette is the server's: it follows the picture at each save and is
// never typed in.
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '../../contract/products.ts';
import { useApiClient } from '../api-client-context.tsx';
import { errorText } from '../errors.ts';
import { PaletteSwatches } from '../palette-swatches.tsx';
import { useNotify } from '../toaster.tsx';
import { recordSource } from '../editor/record-source.ts';

interface ProductPaletteProps {
  /** The product as saved; undefined for a new one. */
  saved: AdminProduct | undefined;
  /** The gallery's first picture in the form, saved or not ('' when there is none). */
  imageUrl: string;
}

export function ProductPalette({ saved, imageUrl }: ProductPaletteProps) {
  const client = useApiClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const keys = recordSource(client, 'products').keys;
  const recompute = useMutation({
    mutationFn: (id: number) => client.call('productPalette', { params: { id } }),
    onSuccess: (product) => {
      queryClient.setQueryData([...keys, product.id], product);
      void queryClient.invalidateQueries({ queryKey: keys, exact: true });
      notify.success({ title: 'Palette made again', description: `From the picture of ${product.name}.` });
    },
    onError: (error) => notify.error({ title: 'Error', description: errorText(error, 'Failed to make the palette') }),
  });

  const pictureChanged = saved !== undefined && (saved.imageUrl ?? '') !== imageUrl;
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderColor="border" rounded="md" p="4" bg="white" data-testid="product-palette">
      <chakra.legend fontWeight="medium" px="1">
        Palette
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted">
        The colors of the gallery&apos;s first picture, which Rug Fit matches to a visitor&apos;s room. Made from the middle of that picture each time the product is saved.
      </Text>
      {saved?.palette ? (
        <PaletteSwatches palette={saved.palette} label={`Palette of ${saved.name}`} />
      ) : (
        <Text fontSize="sm">
          {saved
            ? 'No palette: the picture is missing or on another site. Rug Fit ranks this rug by its collection’s usual colours.'
            : 'Made from the picture when the product is first saved.'}
        </Text>
      )}
      {pictureChanged && (
        <Text fontSize="sm" color="fg.muted" role="status">
          The first picture has changed: its palette is made when you save.
        </Text>
      )}
      {saved && (
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          colorPalette="ink"
          loading={recompute.isPending}
          loadingText="Recomputing…"
          disabled={pictureChanged || !saved.imageUrl}
          onClick={() => recompute.mutate(saved.id)}
        >
          <RefreshCw aria-hidden /> Recompute
        </Button>
      )}
    </Stack>
  );
}
