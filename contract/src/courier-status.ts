import type { Courier } from './parcel-rules.js';

/**
 * A courier's own words for where a parcel is, in the shop's Bengali (decision 036; every word the
 * shop shows has a Bengali text). The raw word stays on the timeline for reference. Here, without zod, because the order screens show it.
 */

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

/**
 * The finer steps on the way that a courier names and the shop may show as they are: Steadfast's
 * `in_review` and `pending`, Pathao's pickup, sorting and transit events.
 */
const ON_THE_WAY_WORDS: Record<string, string> = {
  'in-review': 'কুরিয়ার পার্সেলটি যাচাই করছে',
  pending: 'কুরিয়ারের কাছে, ডেলিভারির অপেক্ষায়',
  'order-created': 'কুরিয়ারে বুক হয়েছে',
  'order-updated': 'কুরিয়ার তথ্য হালনাগাদ করেছে',
  'pickup-requested': 'পিকআপের অনুরোধ গেছে',
  'assigned-for-pickup': 'পিকআপের জন্য লোক ঠিক হয়েছে',
  pickup: 'কুরিয়ার পার্সেল তুলেছে',
  'picked-up': 'কুরিয়ার পার্সেল তুলেছে',
  'pickup-failed': 'কুরিয়ার পার্সেল তুলতে পারেনি',
  'at-the-sorting-hub': 'বাছাই কেন্দ্রে পৌঁছেছে',
  'at-sorting-hub': 'বাছাই কেন্দ্রে পৌঁছেছে',
  'in-transit': 'পথে আছে',
  'received-at-last-mile-hub': 'ক্রেতার এলাকার কেন্দ্রে পৌঁছেছে',
  'assigned-for-delivery': 'ডেলিভারির জন্য লোক ঠিক হয়েছে',
  'out-for-delivery': 'ডেলিভারির জন্য বেরিয়েছে',
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

/** What the shop says of a word no list here names: that the courier said something new. */
export const UNKNOWN_COURIER_WORD = 'কুরিয়ার নতুন অবস্থা জানিয়েছে';

/**
 * A courier's status word as the shop shows it, in Bengali: the step it names where the shop knows
 * it, else what it means for the parcel; a word neither list knows gets a generic line.
 */
export function courierStatusText(courier: Courier, word: string): string {
  const key = normalized(word);
  if (key === '') return PARCEL_PROGRESS_NAMES.unknown;
  const step = ON_THE_WAY_WORDS[key];
  if (step) return step;
  const known = courier === 'steadfast' ? STEADFAST[word.trim().toLowerCase()] : PATHAO[key];
  return known ? PARCEL_PROGRESS_NAMES[known] : UNKNOWN_COURIER_WORD;
}

/** Whether a text is already the shop's Bengali (a line it wrote itself), not a courier's English. */
const isBengali = (text: string) => /[\u0980-\u09FF]/.test(text);

/** Steadfast's one message pattern: "Consignment status has been updated as delivered". */
const STATUS_UPDATED = /status has been updated (?:as|to)\s+([a-z_ -]+)/i;

/**
 * A courier's message on the timeline, in Bengali: the parts the shop wrote stay, a known English
 * pattern is said in Bengali, any other English part becomes a generic line. The raw text is shown
 * beside it, so nothing the courier said is lost.
 */
export function courierMessageText(courier: Courier, message: string): string {
  return message
    .split(' — ')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (isBengali(part)) return part;
      const status = STATUS_UPDATED.exec(part)?.[1];
      if (status) return `পার্সেলের অবস্থা বদলেছে: ${courierStatusText(courier, status)}`;
      return 'কুরিয়ার একটি বার্তা পাঠিয়েছে (মূল লেখা নিচে)';
    })
    .filter((part, index, parts) => parts.indexOf(part) === index)
    .join(' — ');
}
