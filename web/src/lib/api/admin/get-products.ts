import { type Product, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /product/all: every product, in the grid's order. */
export const getProducts = (signal?: AbortSignal): Promise<Product[]> =>
  call(routes.products.list, { signal });

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.product, 'admin', 'all'],
    queryFn: ({ signal }) => getProducts(signal),
    // The back office always shows what the shop shows now, not what it showed a minute ago.
    refetchOnMount: true,
  });

export const useProducts = () => useQuery(productsQueryOptions());
