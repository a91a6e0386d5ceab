import { Badge } from '@chakra-ui/react';

/** A record with a change the client kept to send later (the studio's outbox): ApiClient.queuedKeys. */
export function PendingSyncBadge({ queued }: { queued: boolean }) {
  if (!queued) return null;
  return (
    <Badge colorPalette="orange" variant="outline" mt="1" data-testid="pending-sync-badge">
      Not synced yet
    </Badge>
  );
}
