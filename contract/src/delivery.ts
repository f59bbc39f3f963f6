/**
 * Delivery by zone and weight (decision 067): an order's weight and the fee a zone charges for it.
 * Like order-rules.ts this builds no zod schema, so the storefront's order form can price a delivery
 * without loading zod; the districts are in districts.ts, which the form loads only when needed.
 */

/**
 * What a line weighs when it says nothing: one kilo a piece. Before products had sizes nothing
 * carried a weight, and bookings started at one kilo (decision 035); a line's own `weightGrams`
 * (its size's) replaces it.
 */
export const DEFAULT_LINE_WEIGHT_GRAMS = 1000;

/** A line as far as its weight goes: how many, and what one weighs if known. */
export type WeighedLine = { quantity: number; weightGrams?: number | null | undefined };

/** The order's weight in grams: quantity × weight of each line, a line without one at the default. */
export function orderWeightGrams(lines: readonly WeighedLine[]): number {
  return lines.reduce(
    (sum, line) => sum + line.quantity * (line.weightGrams ?? DEFAULT_LINE_WEIGHT_GRAMS),
    0,
  );
}

/** The kilos a delivery is charged for: every started kilo, and at least one. */
export const chargedKilos = (weightGrams: number): number => Math.max(1, Math.ceil(weightGrams / 1000));

/** One zone of the shop's table: the districts it covers and what a delivery there costs. */
export type DeliveryZone = {
  name: string;
  /** English district names (`DISTRICTS`); a district is in one zone at most. */
  districts: string[];
  /** Whole taka for the first kilo. */
  firstKgFee: number;
  /** Whole taka for each further started kilo. */
  extraKgFee: number;
  /** Lines worth this much or more go free; null: never free. */
  freeFrom: number | null;
};

/** The zone that covers a district, if the shop delivers there. */
export const zoneFor = <Z extends DeliveryZone>(zones: readonly Z[], district: string): Z | undefined =>
  zones.find((zone) => zone.districts.includes(district));

/**
 * What a delivery costs in a zone (decision 067): the first kilo's fee plus the per-kilo fee for
 * every further started kilo, nothing when the lines' sum reaches the zone's free threshold. Whole
 * taka in, whole taka out.
 */
export function deliveryFee(
  zone: Pick<DeliveryZone, 'firstKgFee' | 'extraKgFee' | 'freeFrom'>,
  order: { weightGrams: number; subtotal: number },
): number {
  if (zone.freeFrom !== null && order.subtotal >= zone.freeFrom) return 0;
  return zone.firstKgFee + (chargedKilos(order.weightGrams) - 1) * zone.extraKgFee;
}
