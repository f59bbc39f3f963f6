/**
 * A parcel with a courier (decision 035): which couriers the shop books with and
 * what a booking is prefilled with. Like order-rules.ts this builds no zod schema, so the order list
 * and the order's page can read it without loading zod.
 */
import { toBengaliDigits } from './digits.js';

/** The couriers Haat books with, behind one courier interface on the server. */
export const COURIERS = ['steadfast', 'pathao'] as const;
export type Courier = (typeof COURIERS)[number];
export const COURIER_NAMES: Record<Courier, string> = { steadfast: 'Steadfast', pathao: 'Pathao' };

/**
 * Where a booking stands: asked for and waiting for the courier's answer (`booking`), taken by the
 * courier (`booked`), or refused or given up (`failed`, with the reason; it may be asked again).
 */
export const PARCEL_STATES = ['booking', 'booked', 'failed'] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];
export const PARCEL_STATE_NAMES: Record<ParcelState, string> = {
  booking: 'কুরিয়ারে পাঠানো হচ্ছে',
  booked: 'কুরিয়ার নিয়েছে',
  failed: 'কুরিয়ার নেয়নি',
};

/**
 * A parcel the courier has but whose ids the shop does not know yet (its answer was lost; decision
 * 058), shown instead of an empty consignment id until a webhook, a check or staff bring them.
 */
export const PARCEL_WAITING_FOR_IDS = 'বুক হয়েছে — কুরিয়ারের আইডির অপেক্ষায়';

/** The longest consignment id or tracking code staff may type (Steadfast's and Pathao's are far shorter). */
export const MAX_COURIER_CODE_LENGTH = 40;
export const PARCEL_ID_FORMAT_MESSAGE = 'কুরিয়ারের পোর্টালে যেমন আছে তেমন লিখুন: শুধু ইংরেজি অক্ষর, অঙ্ক ও ড্যাশ';

/** Pathao takes 0.5 to 10 kg (research §2); Steadfast takes no weight. */
export const MIN_PARCEL_WEIGHT_KG = 0.5;
export const MAX_PARCEL_WEIGHT_KG = 10;
/** Products carry no weight, so a booking starts at one kilo and staff change it (decision 035). */
export const DEFAULT_PARCEL_WEIGHT_KG = 1;
/** Pathao's item description and Steadfast's are free text; this keeps both well inside their limits. */
export const MAX_PARCEL_DESCRIPTION_LENGTH = 200;
/** Steadfast's note and Pathao's special instruction. */
export const MAX_PARCEL_NOTE_LENGTH = 250;
/** Steadfast's bulk call takes at most 500 orders (research §1); a bulk booking asks no more. */
export const MAX_BULK_BOOKING = 500;

/** The order's statuses a parcel may be booked from: those that may move to `shipped` (decision 024). */
export const BOOKABLE_STATUSES = ['pending', 'confirmed'] as const;

/** What the parcel holds, for the courier's item description: "আম ২ কেজি ×২, মধু ×১". */
export function parcelItemDescription(lines: ReadonlyArray<{ title: string; quantity: number }>): string {
  const text = lines.map((line) => `${line.title} ×${toBengaliDigits(line.quantity)}`).join(', ');
  return text.length <= MAX_PARCEL_DESCRIPTION_LENGTH
    ? text
    : `${text.slice(0, MAX_PARCEL_DESCRIPTION_LENGTH - 1)}…`;
}
