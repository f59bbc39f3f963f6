import { type Logo, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /logo/all: the header logo (the first item is used). */
export const getLogo = async (): Promise<Logo | null> => (await call(routes.logo.list))[0] ?? null;

export const logoQueryOptions = () => queryOptions({ queryKey: [queryTags.logo, 'all'], queryFn: getLogo });

export const useLogo = () => useQuery(logoQueryOptions());
