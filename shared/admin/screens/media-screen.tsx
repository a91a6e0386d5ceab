// Uploaded images: each with its size and the records that use it. An image nothing uses any
// more can be deleted (the server refuses while a record still points at it).
import { useState } from 'react';
import { Badge, Box, Button, Card, chakra, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaItem } from '../../contract/media.ts';
import { RESOURCE_ADDRESSES } from '../../contract/resource-addresses.ts';
import { paths } from '../../paths.ts';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { onContentServer } from '../content-server-url.ts';
import { mediaQueryKey } from '../editor/media-query.ts';
import { errorText } from '../errors.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { useNotify } from '../toaster.tsx';
import { recordAddress } from '../record-address.ts';
import { formatBytes } from '../format-bytes.ts';


function thumbnailOf(item: MediaItem): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? item.url;
}

function UsedBy({ item }: { item: MediaItem }) {
  if (item.usedBy.length === 0) {
    return (
      <Badge colorPalette="gray" variant="subtle" alignSelf="flex-start">
        Not used
      </Badge>
    );
  }
  return (
    <Box fontSize="sm">
      <Text color="fg.muted">Used by</Text>
      <chakra.ul listStyleType="none" m="0" p="0">
        {item.usedBy.map((usage) => (
          <li key={`${usage.resource}-${usage.id}`}>
            <RouterLink to={recordAddress(paths.admin[usage.resource], usage.id)}>
              {RESOURCE_ADDRESSES[usage.resource].noun}: {usage.name}
            </RouterLink>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}

export function MediaScreen() {
  const client = useApiClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<MediaItem | null>(null);
  const media = useQuery({ queryKey: mediaQueryKey, queryFn: () => client.media.list() });

  const remove = useMutation({
    mutationFn: (item: MediaItem) => client.media.remove(item.id),
    onSuccess: (_result, item) => {
      setPending(null);
      notify.success({ title: 'Image deleted', description: `${item.fileName} has been deleted.` });
      void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
    },
    onError: (error) => {
      setPending(null);
      notify.error({ title: 'Error', description: errorText(error, 'Failed to delete image') });
      void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
    },
  });

  const live = client.liveSiteUrl();
  return (
    <>
      <AdminPageMeta title="Media" />
      <ScreenHeading title="Media" description="Uploaded images. An image no product or post uses any more can be deleted." />
      {media.isPending && (
        <HStack role="status" gap="2">
          <Spinner size="sm" /> <Text>Loading images…</Text>
        </HStack>
      )}
      {media.isError && <Text role="alert">{errorText(media.error, 'Failed to load images')}</Text>}
      {media.data && media.data.length === 0 && <Text color="fg.muted">No images yet. Upload one from a product or blog post.</Text>}
      {media.data && media.data.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label="Uploaded images">
          {media.data.map((item) => (
            <Card.Root as="li" key={item.id} variant="outline" bg="white" overflow="hidden" data-testid="media-item">
              <chakra.img
                src={client.media.previewUrl?.(item.url) ?? onContentServer(thumbnailOf(item), live)}
                alt={item.alt ?? ''}
                htmlWidth={item.width}
                htmlHeight={item.height}
                w="full"
                h="auto"
                aspectRatio="4 / 3"
                objectFit="cover"
                bg="bg.muted"
                loading="lazy"
              />
              <Card.Body gap="2">
                <Text fontWeight="semibold" wordBreak="break-all">
                  {item.fileName}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.width} × {item.height} px · {formatBytes(item.bytes)} · {new Date(item.createdAt).toLocaleDateString()}
                </Text>
                <UsedBy item={item} />
              </Card.Body>
              <Card.Footer>
                <Stack gap="1">
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={item.usedBy.length > 0}
                    aria-label={`Delete ${item.fileName}`}
                    onClick={() => setPending(item)}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                  {item.usedBy.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      In use: change those records first.
                    </Text>
                  )}
                </Stack>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Delete Image"
        message={pending ? `${pending.fileName} and its resized copies will be permanently deleted. This action cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
