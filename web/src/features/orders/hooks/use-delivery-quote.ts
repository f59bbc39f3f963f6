import {
  chargedKilos,
  deliveryFee,
  type KnownDistrict,
  orderTotals,
  orderWeightGrams,
  type WeighedLine,
  zoneFor,
} from '@haat/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deliveryZonesQueryOptions } from '../api/get-delivery-zones';

type DistrictList = typeof import('../district-list');

/** Where the quote stands: nothing typed yet, a district not on the list, not delivered to, or priced. */
export type DeliveryQuote =
  | { state: 'empty' | 'unknown' | 'loading' | 'failed' }
  | { state: 'unserved'; district: KnownDistrict }
  | { state: 'priced'; district: KnownDistrict; fee: number; kilos: number };

type QuotedLine = WeighedLine & { price: number; discountPrice: number };

/**
 * The delivery fee for the district typed in the city field (decision 067): the shop's table and
 * `deliveryFee`, the same function the server prices the order with, on the basket's weight and sum.
 * The district list and the table load once `active` (the customer reached the field).
 */
export function useDeliveryQuote(
  items: readonly QuotedLine[],
  city: string,
  active: boolean,
): { quote: DeliveryQuote; districts: readonly KnownDistrict[] | null } {
  const [list, setList] = useState<DistrictList | null>(null);
  const [listFailed, setListFailed] = useState(false);
  useEffect(() => {
    if (!active || list) return;
    import('../district-list').then(setList, () => setListFailed(true));
  }, [active, list]);
  const zones = useQuery({ ...deliveryZonesQueryOptions(), enabled: active });

  const quote = ((): DeliveryQuote => {
    if (city.trim() === '') return { state: 'empty' };
    if (listFailed || zones.isError) return { state: 'failed' };
    if (!list || !zones.data) return { state: 'loading' };
    const district = list.findDistrict(city);
    if (!district) return { state: 'unknown' };
    const zone = zoneFor(zones.data.zones, district.en);
    if (!zone) return { state: 'unserved', district };
    const weightGrams = orderWeightGrams(items);
    const fee = deliveryFee(zone, { weightGrams, subtotal: orderTotals(items, 0).subtotal });
    return { state: 'priced', district, fee, kilos: chargedKilos(weightGrams) };
  })();
  return { quote, districts: list?.DISTRICTS ?? null };
}
