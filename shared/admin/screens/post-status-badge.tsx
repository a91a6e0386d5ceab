// A post's status (shared/domain/post-status.ts) as the blog list and editor show it: Published,
// Draft (the spec's badges), or "Scheduled for {date}" while its publish date is ahead, which turns
// into Published at that moment without a reload.
import { useEffect, useState } from 'react';
import { Badge } from '@chakra-ui/react';
import { postStatus } from '../../domain/post-status.ts';
import { formatDateTime } from '../format-date-time.ts';

/** setTimeout's longest wait; a later date is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Renders again when `at` (epoch ms) passes. */
function useRenderAt(at: number | undefined): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (at === undefined) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(Math.max(at - Date.now(), 0) + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at]);
}

export function PostStatusBadge({ published, publishedAt }: { published: boolean; publishedAt: string | null }) {
  const status = postStatus({ published, publishedAt });
  useRenderAt(status.kind === 'scheduled' ? Date.parse(status.at) : undefined);
  if (status.kind === 'scheduled') {
    return (
      <Badge colorPalette="blue" variant="subtle" data-testid="post-status">
        Scheduled for {formatDateTime(status.at)}
      </Badge>
    );
  }
  return status.kind === 'published' ? (
    <Badge colorPalette="green" variant="subtle" data-testid="post-status">
      Published
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle" data-testid="post-status">
      Draft
    </Badge>
  );
}
