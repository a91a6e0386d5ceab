// The dashboard's figures (GET /api/admin/dashboard): read by the dashboard and by the header's
// inbox badge, from one cache entry. Opening the dashboard reads them again; every admin write
// refreshes them too (admin-root.tsx), since marking or deleting a message changes the badge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client/api-client.ts';
import { useApiClient } from './api-client-context.tsx';

export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

export const dashboardQuery = (client: ApiClient) => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: () => client.call('dashboard') });

/** `fresh`: read again on mount; `enabled: false` reads nothing yet (the header's badge, until the session is confirmed). */
export function useDashboardFigures({ fresh = false, enabled = true }: { fresh?: boolean; enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...dashboardQuery(client), enabled, ...(fresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}) });
}
