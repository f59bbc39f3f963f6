import { routes, type User } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /user/all (admin): every administrator. */
export const getAdministrators = (signal?: AbortSignal): Promise<User[]> =>
  call(routes.users.list, { signal });

export const administratorsQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.user, 'all'],
    queryFn: ({ signal }) => getAdministrators(signal),
    refetchOnMount: true,
  });

export const useAdministrators = () => useQuery(administratorsQueryOptions());
