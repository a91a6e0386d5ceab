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

/** A record with a change not yet accepted by the server (the studio's offline outbox marks it `pendingSync`). */
export const isPendingSync = (record: unknown): boolean => Boolean((record as { pendingSync?: boolean } | null)?.pendingSync);

export function PendingSyncBadge({ record }: { record: unknown }) {
  if (!isPendingSync(record)) return null;
  return (
    <Badge colorPalette="orange" variant="outline" mt="1" data-testid="pending-sync-badge">
      Not synced yet
    </Badge>
  );
}
