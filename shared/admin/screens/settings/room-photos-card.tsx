// The Settings screen's room photos card: the photos Rug Fit sends brought, against the most they
// may take (ROOM_PHOTOS_MAX_MB), and what happens past it (server/inbox/photo-storage.ts).
import { Card, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client-context.tsx';
import { RecordStatus } from '../../editor/record-status.tsx';
import { errorText } from '../../errors.ts';
import { formatBytes } from '../../format-bytes.ts';
import { notificationsQuery } from './notifications-card.tsx';

const TITLE_ID = 'room-photos-title';

export function RoomPhotosCard() {
  const status = useQuery(notificationsQuery(useApiClient()));
  const photos = status.data?.roomPhotos;
  const share = photos && photos.maxBytes > 0 ? Math.min(100, Math.round((photos.bytes / photos.maxBytes) * 100)) : 0;
  return (
    <Card.Root as="section" aria-labelledby={TITLE_ID} variant="outline" bg="white">
      <Card.Header>
        <Card.Title as="h2" id={TITLE_ID} fontFamily="heading" fontSize="2xl">
          Room photos
        </Card.Title>
        <Card.Description>The photos visitors send with a Rug Fit request, kept with their messages.</Card.Description>
      </Card.Header>
      {photos ? (
        <Card.Body>
          <Stack gap="3">
            <Progress.Root value={share} size="sm" colorPalette={share >= 90 ? 'red' : 'brand'} aria-label="Room photo storage used">
              <Progress.Label fontSize="sm" mb="1">
                {photos.count === 1 ? '1 photo' : `${photos.count} photos`} kept: {formatBytes(photos.bytes)} of {formatBytes(photos.maxBytes)}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" color="fg.muted">
              When they reach that, a new photo takes the place of those of messages held for review, the oldest first; a delivered message keeps its photo, and a photo with no room is not kept (its message says so). The server&apos;s ROOM_PHOTOS_MAX_MB sets the size.
            </Text>
          </Stack>
        </Card.Body>
      ) : (
        <RecordStatus failed={status.isError} failedText={errorText(status.error, 'Error loading room photos')} />
      )}
    </Card.Root>
  );
}
