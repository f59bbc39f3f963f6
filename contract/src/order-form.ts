import { toAsciiDigits, toBengaliDigits } from './digits.js';
import { fieldMessages } from './messages.js';

// The landing page's order form as a plain form post, for a visitor whose browser runs no script or
// whose app never arrived (decision 069); and the words a refusal of an order needs on both paths.

/** Where the server-drawn order form posts (a page, not an API route: it answers HTML). */
export const ORDER_FORM_PATH = '/order/place';

/**
 * `data` of the 409 the duplicate guard answers: the same phone and basket was ordered moments ago.
 * The page says "already received", not "failed" (decision 069).
 */
export const ALREADY_RECEIVED = { alreadyReceived: true } as const;

export const isAlreadyReceived = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { alreadyReceived?: unknown }).alreadyReceived === true;

/** The prefix of a quantity field's name: `qty.<quantityKey>`. */
export const QUANTITY_FIELD_PREFIX = 'qty.';

/**
 * What a quantity is kept under: the product id for a product of one size (its only size, as before
 * sizes), `<productId>.<sizeId>` for one size of several (decision 064). Ids hold no dot.
 */
export const quantityKey = (productId: string, sizeId?: string): string =>
  sizeId === undefined ? productId : `${productId}.${sizeId}`;

/** The order line a quantity key names: the product, and the size when the key has one. */
export function lineOfQuantityKey(key: string): { product: string; size?: string } {
  const [product = '', size] = key.split('.', 2);
  return size === undefined || size === '' ? { product } : { product, size };
}

/** The longest address an order takes; the form counts down to it. */
export const MAX_ADDRESS_LENGTH = 500;

export const ORDER_FORM_FIELDS = ['name', 'phone', 'city', 'address', 'district'] as const;
export type OrderFormField = (typeof ORDER_FORM_FIELDS)[number];

/** The server-drawn form as a post left it: what was typed, what is wrong, and the retry key. */
export interface OrderFormState {
  /** `district` is the English name the API takes (decision 067); empty until one is chosen. */
  values: Record<OrderFormField, string> & {
    /** Quantity per `quantityKey` (a product, or a product's size); absent is none. */
    quantities: Record<string, number>;
  };
  /** Under each field, and `products` over the quantities. */
  errors: Partial<Record<OrderFormField | 'products', string>>;
  /** Over the form: why the order was not placed (a changed price, a repeat). */
  message: string | null;
  /** The Idempotency-Key the next post of this form carries (a hidden field). */
  key: string;
}

/** Messages for a phone that is no mobile number, by what is wrong with it (decision 069). */
export const phoneMessages = {
  missing: 'মোবাইল নম্বর লিখুন',
  tooShort: (digits: number) => `মোবাইল নম্বর ১১ সংখ্যার; এখানে ${toBengaliDigits(digits)}টি সংখ্যা আছে`,
  notMobile: fieldMessages.phone,
} as const;

/** What is wrong with a phone the normaliser refused: missing, too short, or not a mobile number. */
export function phoneProblem(raw: string): string {
  const ascii = toAsciiDigits(raw);
  const digits = ascii.replace(/\D/g, '');
  if (ascii.trim() === '') return phoneMessages.missing;
  // A letter or a sign a phone number does not have: not a number at all, whatever its length.
  if (/[^\d\s\-().+]/.test(ascii) || digits.length === 0) return phoneMessages.notMobile;
  const local = digits.replace(/^88(?=01)/, '');
  if (local.length < 11 && (local.startsWith('01') || local.startsWith('1') || local.length < 3))
    return phoneMessages.tooShort(local.length);
  return phoneMessages.notMobile;
}
