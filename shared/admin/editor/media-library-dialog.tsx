// The media library as a picker: the images uploaded before, newest first, each a button that
// puts it (and its stored description, when the field has none yet) into the picture field.
import { useState } from 'react';
import { Box, Button, chakra, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { AdminDialog } from '../admin-dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import type { MediaItem } from '../../contract/media.ts';
import { useApiClient } from '../api-client-context.tsx';
import { onContentServer } from '../content-server-url.ts';
import { errorText } from '../errors.ts';
import { mediaQueryKey } from './media-query.ts';

const thumbnailOf = (item: MediaItem) => item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width)[0]?.url ?? item.url;

export function MediaLibraryButton({ onPick }: { onPick(item: MediaItem): void }) {
  const [open, setOpen] = useState(false);
  const client = useApiClient();
  const media = useQuery({ queryKey: mediaQueryKey, queryFn: () => client.media.list(), enabled: open });
  const pick = (item: MediaItem) => {
    onPick(item);
    setOpen(false);
  };

  return (
    <>
      <Button size="sm" variant="outline" colorPalette="ink" onClick={() => setOpen(true)}>
        <Images aria-hidden /> From the media library…
      </Button>
      <AdminDialog open={open} title="Choose a picture" onClose={() => setOpen(false)} size="lg" fullOnPhone scrollInside testId="media-library">
        {media.isError ? (
          <Text color="red.700">The media library needs the server: {errorText(media.error, 'it cannot be reached right now')}</Text>
        ) : !media.data ? (
          <Box role="status" textAlign="center" py="8">
            <Spinner color="brand.solid" />
            <Text srOnly>Loading…</Text>
          </Box>
        ) : media.data.length === 0 ? (
          <Text color="fg.muted">No images uploaded yet: choose a file instead.</Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 2, sm: 3 }} gap="3" listStyleType="none" m="0" p="0" aria-label="Uploaded images">
            {media.data.map((item) => (
              <li key={item.id}>
                <chakra.button
                  type="button"
                  w="full"
                  textAlign="start"
                  borderWidth="1px"
                  rounded="md"
                  overflow="hidden"
                  bg="white"
                  _hover={{ borderColor: 'brand.solid' }}
                  onClick={() => pick(item)}
                >
                  <chakra.img src={onContentServer(thumbnailOf(item), client.liveSiteUrl())} alt="" w="full" aspectRatio="4 / 3" objectFit="cover" />
                  <Text fontSize="xs" px="2" py="1" truncate>
                    {item.alt || item.fileName}
                  </Text>
                </chakra.button>
              </li>
            ))}
          </SimpleGrid>
        )}
      </AdminDialog>
    </>
  );
}
