import { CHECKOUT_DRAFT_STATES, type CheckoutDraft, type CheckoutDraftState } from '@haat/contract';
import { formatCount } from '@/lib/numbers';
import { type DraftField, draftsMessages as t } from './messages';

/** Drafts a page shows: a phone screen's worth of cards, a few scrolls. */
export const DRAFTS_PER_PAGE = 20;

export type DraftListParams = { state: CheckoutDraftState; page: number };

/** The list's state and page from the address bar (`?state=dismissed&page=2`); open and 1 by default. */
export function parseDraftListParams(search: URLSearchParams): DraftListParams {
  const state = search.get('state');
  const page = Number(search.get('page'));
  return {
    state: CHECKOUT_DRAFT_STATES.find((known) => known === state) ?? 'open',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address bar's query for a state and page, leaving out the defaults. */
export function draftListSearch({ state, page }: DraftListParams): string {
  const search = new URLSearchParams();
  if (state !== 'open') search.set('state', state);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type ShippingZone = 'insideDhaka' | 'outsideDhaka';
export type ShopFees = Record<ShippingZone, number>;

/**
 * The fee the confirmation opens on: the one the visitor chose when it is still one of the shop's,
 * else inside Dhaka (most orders, and the storefront's own default).
 */
export const preselectedZone = (chosen: number | null, fees: ShopFees): ShippingZone =>
  chosen !== null && chosen === fees.outsideDhaka && chosen !== fees.insideDhaka
    ? 'outsideDhaka'
    : 'insideDhaka';

/** The basket at today's prices, without shipping. */
export const subtotalOf = (draft: Pick<CheckoutDraft, 'products'>): number =>
  draft.products.reduce((sum, line) => sum + line.product.price * line.quantity, 0);

const DRAFT_FIELDS: readonly DraftField[] = ['name', 'city', 'address', 'products'];

/** What the draft still lacks for an order, so staff know what to ask on the call. */
export function missingFields(draft: Pick<CheckoutDraft, DraftField>): DraftField[] {
  return DRAFT_FIELDS.filter((field) =>
    field === 'products' ? draft.products.length === 0 : draft[field].trim() === '',
  );
}

/** The fields a refusal (400) names, in the form's order; other paths (a fee) are not "missing". */
export function refusedFields(errors: ReadonlyArray<{ path: string }>): DraftField[] {
  const named = new Set(errors.map((error) => error.path));
  return DRAFT_FIELDS.filter((field) => named.has(field));
}

/** `নাম, ঠিকানা`: fields as a sentence names them. */
export const fieldList = (fields: readonly DraftField[]): string =>
  fields.map((field) => t.fieldNames[field]).join(t.listSeparator);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, as staff say it on the phone: এইমাত্র, ৫ মিনিট আগে, ৩ ঘণ্টা আগে, ২ দিন আগে. */
export function timeAgo(timestamp: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(timestamp));
  if (elapsed < MINUTE) return t.justNow;
  if (elapsed < HOUR) return t.minutesAgo(formatCount(Math.floor(elapsed / MINUTE)));
  if (elapsed < DAY) return t.hoursAgo(formatCount(Math.floor(elapsed / HOUR)));
  return t.daysAgo(formatCount(Math.floor(elapsed / DAY)));
}
