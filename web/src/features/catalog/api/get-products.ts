import { type Product, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /product/all: every product of the shop, for the grid. */
export const getProducts = async (): Promise<Product[]> => call(routes.products.list);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: [queryTags.product, 'all'], queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());
