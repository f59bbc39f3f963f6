import { COURIER_NAMES, type Courier, MIN_PARCEL_WEIGHT_KG, toBengaliDigits } from '@haat/contract';

/**
 * The heaviest parcel each courier takes, in kilos (decision 068): Pathao's merchant API takes
 * `item_weight` from 0.5 to 10 kg; Steadfast's create call carries no weight at all, so Haat knows
 * no limit of its own to hold a parcel to.
 */
export const COURIER_MAX_WEIGHT_KG: Record<Courier, number | null> = { pathao: 10, steadfast: null };

export const parcelWeightMessages = {
  tooHeavy: (courier: Courier, weightKg: number, maxKg: number) =>
    `পার্সেলের ওজন ${toBengaliDigits(weightKg)} কেজি; ${COURIER_NAMES[courier]} ${toBengaliDigits(maxKg)} কেজির বেশি নেয় না। অর্ডারের পাতায় «দুই পার্সেলে ভাগ করুন» দিয়ে ভাগ করুন, বা অন্য কুরিয়ার বেছে নিন।`,
};

/**
 * The weight a courier is asked to carry, in kilos, or why it cannot (decision 068). A parcel
 * lighter than the smallest weight a courier takes is declared at that weight; one over its
 * limit is refused before anything is asked of the courier.
 */
export function courierParcelWeight(
  courier: Courier,
  weightGrams: number,
): { ok: true; weightKg: number } | { ok: false; message: string } {
  const weightKg = Math.round(weightGrams) / 1000;
  const maxKg = COURIER_MAX_WEIGHT_KG[courier];
  if (maxKg !== null && weightKg > maxKg)
    return { ok: false, message: parcelWeightMessages.tooHeavy(courier, weightKg, maxKg) };
  return { ok: true, weightKg: Math.max(MIN_PARCEL_WEIGHT_KG, weightKg) };
}
