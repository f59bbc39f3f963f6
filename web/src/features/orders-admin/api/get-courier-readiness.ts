import { type CourierReadiness, routes } from '@haat/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryTags } from '@/lib/query-client';

/** GET /courier/readiness (staff): which couriers have their account saved and can take parcels. */
export const getCourierReadiness = (signal?: AbortSignal): Promise<CourierReadiness> =>
  call(routes.courierBooking.readiness, { signal });

// Under the integrations tag: it changes when the owner saves a courier's account.
export const courierReadinessQueryOptions = () =>
  queryOptions({
    queryKey: [queryTags.integrations, 'courier-readiness'],
    queryFn: ({ signal }) => getCourierReadiness(signal),
    // Back from the Connections page, where a courier may just have been set up.
    refetchOnMount: true,
  });

/** `enabled: false` until the booking is offered: the list asks only when its bulk action opens. */
export const useCourierReadiness = (enabled = true) =>
  useQuery({ ...courierReadinessQueryOptions(), enabled });
