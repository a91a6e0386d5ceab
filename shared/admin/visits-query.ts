// The owner's visit figures of a period (GET /api/admin/visits): read by the Visits screen and the
// dashboard's summary, one cache entry per period, read again each time a screen shows them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VisitPeriod } from '../contract/visit-terms.ts';
import { useApiClient } from './api-client-context.tsx';

export function useVisits(days: VisitPeriod) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'visits', days],
    queryFn: () => client.call('visits', { query: { days } }),
    staleTime: 0,
    refetchOnMount: 'always',
    // Moving to another period keeps the figures shown until its own arrive.
    placeholderData: keepPreviousData,
  });
}
