import { type Product, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /product/{id}: one product, for its edit page. */
export const getProduct = (id: string, signal?: AbortSignal): Promise<Product> =>
  call(routes.products.get, { params: { ref: id }, signal });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.product, 'admin', 'single', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    refetchOnMount: true,
    // A missing product stays missing; asking again only delays the message.
    retry: false,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
