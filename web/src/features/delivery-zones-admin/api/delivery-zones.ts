import { type DeliveryZonesInput, routes } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// The storefront's order form reads the same endpoint under the same key.
const zonesKey = ['delivery-zones'] as const;

/** GET /delivery-zones: the table as the order form prices with it (decision 067). */
export const useDeliveryZones = () =>
  useQuery(
    queryOptions({
      queryKey: zonesKey,
      queryFn: ({ signal }) => call(routes.deliveryZones.get, { signal }),
      refetchOnMount: true,
    }),
  );

/** PUT /delivery-zones (owners): the next order is priced with what this saves. */
export function useSaveDeliveryZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryZonesInput) => call(routes.deliveryZones.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(zonesKey, saved),
  });
}
