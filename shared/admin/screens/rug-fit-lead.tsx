// What a Rug Fit send carries, under its message in the inbox (decision 210): the mode, the room's
// palette as the visitor kept it, the rugs they were shown (a link to each record still in the
// catalogue; the name it had then otherwise) and the room photo, when they chose to send it.
import { useEffect, useState } from 'react';
import { Badge, Box, Button, chakra, Flex, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { linkRecipe } from '../../chakra-theme.js';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { RugFitLead } from '../../contract/rug-fit.ts';
import { ROOM_PHOTO_NOT_KEPT } from '../../contract/rug-fit-send.ts';
import { fitModeLabel } from '../../domain/rug-fit/fit-modes.ts';
import { paths } from '../../paths.ts';
import { useApiClient } from '../api-client-context.tsx';
import { errorText } from '../errors.ts';
import { PaletteSwatches } from '../palette-swatches.tsx';
import { recordAddress } from '../record-address.ts';

function RugList({ rugs }: { rugs: RugFitLead['rugs'] }) {
  if (rugs.length === 0) return <Text fontSize="sm">None.</Text>;
  return (
    <Flex as="ul" wrap="wrap" columnGap="4" rowGap="1" listStyleType="none" m="0" p="0" fontSize="sm" aria-label="Rugs shown">
      {rugs.map((rug) => (
        <li key={rug.id}>
          {rug.exists ? (
            <Link recipe={linkRecipe} asChild variant="underline" color="ink.fg" fontWeight="semibold">
              <RouterLink to={recordAddress(paths.admin.products, rug.id)}>{rug.name ?? `Product #${rug.id}`}</RouterLink>
            </Link>
          ) : (
            <>
              <Text as="span" fontWeight="semibold">
                {rug.name ?? `Product #${rug.id}`}
              </Text>{' '}
              <Text as="span" color="fg.muted">
                (not in the catalog)
              </Text>
            </>
          )}
        </li>
      ))}
    </Flex>
  );
}

/** The photo, read through the API client (it is the admin's only) and shown from memory. */
function RoomPhoto({ messageId, sender, photo }: { messageId: number; sender: string; photo: NonNullable<RugFitLead['photo']> }) {
  const client = useApiClient();
  const [large, setLarge] = useState(false);
  const loaded = useQuery({ queryKey: ['admin', 'inbox', 'room-photo', messageId], queryFn: () => client.call('roomPhoto', { params: { id: messageId } }), staleTime: Number.POSITIVE_INFINITY });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded.data) return undefined;
    const url = URL.createObjectURL(loaded.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [loaded.data]);

  if (loaded.isError) return <Text fontSize="sm" color="fg.error">{errorText(loaded.error, 'Could not load the room photo')}</Text>;
  return (
    <Stack gap="1" align="flex-start">
      <Box aspectRatio={`${photo.width} / ${photo.height}`} w="full" maxW={large ? 'full' : '64'} bg="bg.muted" rounded="md" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
        {src ? <chakra.img src={src} alt={`Room photo sent by ${sender}`} w="full" h="full" objectFit="cover" /> : <Spinner size="sm" color="brand.solid" />}
      </Box>
      <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>
          {photo.width} × {photo.height} px, sent with the visitor&apos;s consent
        </Text>
        <Button size="xs" variant="ghost" colorPalette="ink" onClick={() => setLarge(!large)} disabled={!src}>
          {large ? 'Show smaller' : 'Show larger'}
        </Button>
      </HStack>
    </Stack>
  );
}

export function RugFitDetails({ messageId, sender, rugFit }: { messageId: number; sender: string; rugFit: RugFitLead }) {
  return (
    <Stack as="section" aria-label="Rug Fit" gap="2" borderWidth="1px" rounded="md" p="3" bg="bg.subtle" data-testid="rug-fit-lead">
      <HStack gap="2">
        <Badge colorPalette="purple" variant="solid">
          Rug Fit
        </Badge>
        <Text fontSize="sm" fontWeight="medium">
          {fitModeLabel(rugFit.mode)}
        </Text>
      </HStack>
      <Text fontSize="sm" fontWeight="semibold">
        Room palette
      </Text>
      <PaletteSwatches palette={rugFit.palette} label="Room palette" />
      <Text fontSize="sm" fontWeight="semibold">
        Rugs shown
      </Text>
      <RugList rugs={rugFit.rugs} />
      {rugFit.photo ? (
        <RoomPhoto messageId={messageId} sender={sender} photo={rugFit.photo} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {rugFit.photoNotKept ? ROOM_PHOTO_NOT_KEPT : 'No room photo: the visitor kept it on their device.'}
        </Text>
      )}
    </Stack>
  );
}
