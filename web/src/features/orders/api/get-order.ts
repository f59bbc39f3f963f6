import { type Order, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';
import { placedOrder } from '../placed-orders';

/** GET /order/single/{id}: one order, by its unguessable id (the success page). */
export const getOrder = (id: string): Promise<Order> => call(routes.orders.single, { params: { id } });

/** A wrong or unknown id is answered 400 or 404: asking again cannot change that. */
export const isMissingOrder = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [queryTags.order, 'single', id],
    queryFn: () => getOrder(id),
    retry: (failures, error) => !isMissingOrder(error) && failures < 1,
    // An order this browser placed is shown from its own copy: the link stops working for anyone
    // after a few days, and the confirmation is about the moment it was placed.
    initialData: () => placedOrder(id),
    staleTime: () => (placedOrder(id) ? Number.POSITIVE_INFINITY : 0),
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
