import { routes } from '@haat/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /delivery-zones: the shop's delivery table, which the form prices with (decision 067). */
export const deliveryZonesQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery-zones'],
    queryFn: () => call(routes.deliveryZones.get),
  });
