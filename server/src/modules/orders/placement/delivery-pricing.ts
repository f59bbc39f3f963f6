import {
  type DeliveryZone,
  defaultDeliveryZones,
  deliveryFee,
  findDistrict,
  formatTaka,
  orderTotals,
  orderWeightGrams,
  type WeighedLine,
  zoneFor,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';

/**
 * What an order's delivery is priced from: the settings' two fees (staff orders and edits still
 * choose between them) and the delivery table; without `zones`, the table drawn from the two fees.
 */
export type ShopFees = { insideDhaka: number; outsideDhaka: number; zones?: readonly DeliveryZone[] };

export const deliveryMessages = {
  notDelivered: (district: string) =>
    `${findDistrict(district)?.bn ?? district} জেলায় এখন ডেলিভারি হয় না; দোকানে ফোন করুন`,
  feeChanged: (fee: number) => `ডেলিভারি চার্জ এখন ${formatTaka(fee)}। আবার দেখে অর্ডার করুন।`,
  oneOfFees: (fees: readonly number[]) =>
    `এই অর্ডারের ডেলিভারি চার্জ ${fees.map(formatTaka).join(' অথবা ')} হতে হবে; আপনার জেলা বেছে নিন`,
};

type PricedForDelivery = WeighedLine & { price: number; discountPrice: number };

/**
 * What a delivery to a district costs for these lines, from the table (the one the two fees make
 * without `zones`); undefined when no zone covers it. The server's form asks this before placing
 * an order, so it charges what the app's form would (decision 069).
 */
export function districtFee(
  district: string,
  lines: readonly PricedForDelivery[],
  fees: ShopFees,
): number | undefined {
  const zone = zoneFor(fees.zones ?? defaultDeliveryZones(fees), district);
  if (!zone) return undefined;
  return deliveryFee(zone, {
    weightGrams: orderWeightGrams(lines),
    subtotal: orderTotals(lines, 0).subtotal,
  });
}

/**
 * The delivery fee an order placed on the page is stored with (decision 067), from the server's own
 * table and the order's weight:
 * - with a district, the fee of its zone; a `shipping` that differs is a 409 naming the fee now (the
 *   table changed while the form was open), a district in no zone a 400;
 * - without one (a client from before zones), `shipping` stands when some zone charges exactly that
 *   for this order, and is a 400 naming those fees otherwise. With the default table that is one of
 *   the two settings fees, as before.
 */
export function priceDelivery(
  input: { district?: string | undefined; shipping: number },
  lines: readonly PricedForDelivery[],
  fees: ShopFees,
): number {
  const zones = fees.zones ?? defaultDeliveryZones(fees);
  const order = { weightGrams: orderWeightGrams(lines), subtotal: orderTotals(lines, 0).subtotal };
  if (input.district !== undefined) {
    const fee = districtFee(input.district, lines, fees);
    if (fee === undefined) {
      const message = deliveryMessages.notDelivered(input.district);
      throw AppError.badRequest(message, [{ path: 'district', message }]);
    }
    if (input.shipping !== fee) {
      const message = deliveryMessages.feeChanged(fee);
      throw AppError.conflict(message, [{ path: 'shipping', message }]);
    }
    return fee;
  }
  const charged = [...new Set(zones.map((zone) => deliveryFee(zone, order)))];
  if (charged.includes(input.shipping)) return input.shipping;
  const message = deliveryMessages.oneOfFees(charged);
  throw AppError.badRequest(message, [{ path: 'shipping', message }]);
}
