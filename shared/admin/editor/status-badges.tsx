import { Badge } from '@chakra-ui/react';

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge colorPalette="green" variant="subtle">
      Active
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Inactive
    </Badge>
  );
}

/** A record with a change the client kept to send later (the studio's outbox): ApiClient.queuedKeys. */
export function PendingSyncBadge({ queued }: { queued: boolean }) {
  if (!queued) return null;
  return (
    <Badge colorPalette="orange" variant="outline" mt="1" data-testid="pending-sync-badge">
      Not synced yet
    </Badge>
  );
}
