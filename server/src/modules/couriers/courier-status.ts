import type { Courier, OrderStatus } from '@haat/contract';

/** Where a parcel is, in Haat's words, whatever courier's status word said it. */
export type ParcelProgress =
  | 'delivered'
  | 'partly_delivered'
  | 'returned'
  | 'on_hold'
  | 'awaiting_approval'
  | 'cancelled_before_pickup'
  | 'on_the_way'
  | 'unknown';

export const PARCEL_PROGRESS_NAMES: Record<ParcelProgress, string> = {
  delivered: 'ডেলিভারি হয়েছে',
  partly_delivered: 'আংশিক ডেলিভারি হয়েছে',
  returned: 'ফেরত আসছে / এসেছে',
  on_hold: 'কুরিয়ার আটকে রেখেছে (গ্রাহককে পাওয়া যায়নি বা সময় চেয়েছেন)',
  awaiting_approval: 'কুরিয়ার অনুমোদনের অপেক্ষায়',
  cancelled_before_pickup: 'কুরিয়ার পিকআপ বাতিল করেছে',
  on_the_way: 'কুরিয়ারের কাছে, পথে',
  unknown: 'কুরিয়ার অবস্থা জানায়নি',
};

/** Steadfast's delivery statuses (research §1), lowercase as its webhooks send them. */
const STEADFAST: Record<string, ParcelProgress> = {
  delivered: 'delivered',
  partial_delivered: 'partly_delivered',
  cancelled: 'returned',
  hold: 'on_hold',
  delivered_approval_pending: 'awaiting_approval',
  partial_delivered_approval_pending: 'awaiting_approval',
  cancelled_approval_pending: 'awaiting_approval',
  unknown_approval_pending: 'awaiting_approval',
  pending: 'on_the_way',
  in_review: 'on_the_way',
  unknown: 'unknown',
};

/**
 * Pathao's status words, from its event names and `order_status_slug` (research §2), written
 * lowercase with dashes: `Partial_Delivery`, `partial-delivery` and `Partial Delivery` are one.
 */
const PATHAO: Record<string, ParcelProgress> = {
  delivered: 'delivered',
  'partial-delivery': 'partly_delivered',
  'partial-delivered': 'partly_delivered',
  returned: 'returned',
  return: 'returned',
  'paid-return': 'returned',
  'returned-to-merchant': 'returned',
  'on-hold': 'on_hold',
  hold: 'on_hold',
  'delivery-failed': 'on_hold',
  'pickup-cancelled': 'cancelled_before_pickup',
  'pickup-cancel': 'cancelled_before_pickup',
  cancelled: 'cancelled_before_pickup',
};

const normalized = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * What a courier's status word means (decision 036). Steadfast's words are a closed list; an unknown
 * one is `unknown`. Pathao's are many (pickup, sorting, transit...): any not listed is on its way.
 */
export function progressOf(courier: Courier, word: string): ParcelProgress {
  if (courier === 'steadfast') return STEADFAST[word.trim().toLowerCase()] ?? 'unknown';
  const key = normalized(word);
  return key === '' ? 'unknown' : (PATHAO[key] ?? 'on_the_way');
}

/** The order's status a parcel's progress brings it to; null when the order stays where it is. */
export function orderStatusFor(progress: ParcelProgress): OrderStatus | null {
  if (progress === 'delivered' || progress === 'partly_delivered') return 'delivered';
  if (progress === 'returned') return 'returned';
  return null;
}
