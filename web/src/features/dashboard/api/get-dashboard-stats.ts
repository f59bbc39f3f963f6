import { type DashboardStats, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /dashboard/stats (admin): today, the last 7 and 30 shop days, the daily series, the latest orders. */
export const getDashboardStats = (signal?: AbortSignal): Promise<DashboardStats> =>
  call(routes.dashboard.stats, { signal });

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    // Under the order tag: every order change (status, delete) refetches the figures too.
    queryKey: [queryTags.order, 'dashboard'],
    queryFn: ({ signal }) => getDashboardStats(signal),
    staleTime: 10_000,
    refetchOnMount: true,
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
