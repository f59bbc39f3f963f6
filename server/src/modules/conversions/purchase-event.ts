import { createHash } from 'node:crypto';
import { purchaseEventId } from '@haat/contract';
import { z } from 'zod';

/** What the server saw of the customer's browser when the order came in, kept in the job (decision 049). */
export const PurchaseOriginSchema = z.object({
  clientAddress: z.string(),
  userAgent: z.string(),
  /** The page the order form was on (the request's Referer, else the shop's address). */
  pageUrl: z.string(),
  /** Meta's browser cookies, when the shop's pixel set them: `_fbp`, and `_fbc` after an ad click. */
  fbp: z.string().nullable(),
  fbc: z.string().nullable(),
});
export type PurchaseOrigin = z.infer<typeof PurchaseOriginSchema>;

/** The order as the event describes it. */
export interface PurchasedOrder {
  id: string;
  createdAt: string;
  name: string;
  phone: string;
  city: string;
  total: number;
  lines: ReadonlyArray<{ productId: string; quantity: number }>;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * A Bangladeshi mobile number as Meta matches it: digits only, with the country code (01712345678
 * becomes 8801712345678). Null for anything that is not a mobile number.
 */
export function phoneForMatching(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const local = digits.startsWith('880') ? digits.slice(2) : digits;
  return /^01[3-9]\d{8}$/.test(local) ? `88${local}` : null;
}

/** Lower case, no spaces or punctuation (Meta's rule for names and cities); Bengali letters stay. */
const normalizedWord = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');

/**
 * The Conversions API's Purchase event for one order (research: cod-integrations.md §7): the
 * same `event_id` as the browser's, the customer's phone, first name and city hashed, the address and
 * user agent as the order came in (never hashed), the ad click cookies when there were any, and the
 * order's total in taka.
 */
export function purchaseEvent(order: PurchasedOrder, origin: PurchaseOrigin) {
  const phone = phoneForMatching(order.phone);
  const firstName = normalizedWord(order.name.trim().split(/\s+/)[0] ?? '');
  const city = normalizedWord(order.city);
  return {
    event_name: 'Purchase',
    event_time: Math.floor(Date.parse(order.createdAt) / 1000),
    event_id: purchaseEventId(order.id),
    action_source: 'website',
    event_source_url: origin.pageUrl,
    user_data: {
      ...(phone ? { ph: [sha256(phone)] } : {}),
      ...(firstName ? { fn: [sha256(firstName)] } : {}),
      ...(city ? { ct: [sha256(city)] } : {}),
      country: [sha256('bd')],
      external_id: [sha256(phone ?? order.phone)],
      client_ip_address: origin.clientAddress,
      client_user_agent: origin.userAgent,
      ...(origin.fbp ? { fbp: origin.fbp } : {}),
      ...(origin.fbc ? { fbc: origin.fbc } : {}),
    },
    custom_data: {
      currency: 'BDT',
      value: order.total,
      content_type: 'product',
      content_ids: order.lines.map((line) => line.productId),
      num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    },
  };
}

/** Meta refuses a whole batch with an event older than seven days. */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
