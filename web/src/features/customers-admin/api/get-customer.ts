import { type Customer, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /customer/{phone} (owners and order staff): everything this number ordered. */
export const getCustomer = (phone: string, signal?: AbortSignal): Promise<Customer> =>
  call(routes.customers.get, { params: { phone }, signal });

// Under the order tag: a status change or an edit invalidates it with the list.
export const customerQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: [queryTags.order, 'customer', phone],
    queryFn: ({ signal }) => getCustomer(phone, signal),
    refetchOnMount: true,
    retry: false,
  });

export const useCustomer = (phone: string) => useQuery(customerQueryOptions(phone));
