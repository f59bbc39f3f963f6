/**
 * Order SMS (decision 037) without zod, so the settings page's live preview and
 * the server count and fill a message the same way.
 */
import { toBengaliDigits } from './digits.js';
import { ORDER_STATUSES, type OrderStatus } from './order-rules.js';

export const SMS_GATEWAYS = ['bulksmsbd', 'sslwireless'] as const;
export type SmsGateway = (typeof SMS_GATEWAYS)[number];
export const SMS_GATEWAY_NAMES: Record<SmsGateway, string> = {
  bulksmsbd: 'BulkSMSBD',
  sslwireless: 'SSL Wireless',
};

/** What a template may name, each written `{name}`, and what it is filled with. */
export const SMS_PLACEHOLDERS = {
  name: 'গ্রাহকের নাম',
  invoice: 'ইনভয়েস নম্বর (INV-1251)',
  total: 'মোট টাকা (৳১,২৩০)',
  tracking: 'কুরিয়ারের ট্র্যাকিং কোড',
  courier: 'কুরিয়ারের নাম',
  shopPhone: 'দোকানের ফোন',
} as const;
export type SmsPlaceholder = keyof typeof SMS_PLACEHOLDERS;

/**
 * The SMS spend ceiling's defaults (decision 056), each changeable on the SMS page. Per phone and per
 * client address count what a visitor can make the shop send in a shop day (codes, and the
 * "received" message before staff confirm); per day counts every message the shop sends. Sized for
 * a shop of a hundred orders a day: a real customer needs one code and one "received", an operator's
 * shared address carries a handful of customers, and the day's ceiling is five messages an order.
 */
export const DEFAULT_SMS_CAPS = { perPhone: 6, perAddress: 20, perDay: 500 } as const;
export type SmsCaps = { perPhone: number; perAddress: number; perDay: number };
export const MAX_SMS_CAP = 100_000;

/** Which cap stopped a message, as the owner reads it on the order and the Connections page. */
export const SMS_CAP_KINDS = ['perPhone', 'perAddress', 'perDay'] as const;
export type SmsCapKind = (typeof SMS_CAP_KINDS)[number];
export const smsCapReasons: Record<SmsCapKind, (cap: number) => string> = {
  perPhone: (cap) => `SMS পাঠানো হয়নি: আজ এই নম্বরে ${toBengaliDigits(cap)}টি SMS-এর সীমা পূর্ণ`,
  perAddress: (cap) =>
    `SMS পাঠানো হয়নি: আজ এই ঠিকানা (IP) থেকে আসা অর্ডারে ${toBengaliDigits(cap)}টি SMS-এর সীমা পূর্ণ`,
  perDay: (cap) => `SMS পাঠানো হয়নি: আজ দোকানের ${toBengaliDigits(cap)}টি SMS-এর সীমা পূর্ণ`,
};

/** The longest template: six Unicode parts, beyond which an order SMS is a letter. */
export const MAX_SMS_TEMPLATE_LENGTH = 400;

/**
 * Each status's message until the owner writes their own; on for the moves a customer waits for.
 * Each fits one Unicode part (70) with a typical order filled in (`SMS_SAMPLE`): a second part
 * doubles the bill for every order. A name goes only where it is the visitor's and confirmed.
 */
export const DEFAULT_SMS_TEMPLATES: Record<OrderStatus, { enabled: boolean; text: string }> = {
  pending: { enabled: false, text: 'অর্ডার {invoice} পেয়েছি, মোট {total}। শীঘ্রই ফোন করব।' },
  confirmed: { enabled: true, text: 'অর্ডার {invoice} নিশ্চিত হয়েছে, মোট {total}। প্রশ্নে কল: {shopPhone}' },
  on_hold: { enabled: false, text: 'আপনাকে ফোনে পাইনি। অর্ডার {invoice} নিশ্চিত করতে কল: {shopPhone}' },
  shipped: { enabled: true, text: '{invoice} পাঠানো হলো: {courier} {tracking}। পণ্য পেয়ে {total} দিন।' },
  delivered: { enabled: true, text: '{name}, অর্ডার {invoice} পৌঁছেছে। কেনার জন্য ধন্যবাদ!' },
  returned: { enabled: false, text: 'অর্ডার {invoice} ফেরত এসেছে। জানাতে চাইলে কল: {shopPhone}' },
  cancelled: { enabled: false, text: 'অর্ডার {invoice} বাতিল হয়েছে। প্রশ্নে কল: {shopPhone}' },
};

/**
 * The statuses whose message may go before a person at the shop has confirmed the order: what a
 * visitor typed is not read by anyone yet, so none of it goes out under the shop's sender id
 * (decision 054). `{name}` reads as a neutral word in them, in the sent message and the preview.
 */
export const SMS_BEFORE_CONFIRMATION: ReadonlySet<OrderStatus> = new Set(['pending', 'on_hold']);
export const SMS_NEUTRAL_NAME = 'গ্রাহক';

/**
 * A typical order (decision 056): what the defaults are measured with and what the template editor's
 * preview shows, a Pathao-length consignment id as the tracking code.
 */
export const SMS_SAMPLE: Record<SmsPlaceholder, string> = {
  name: 'রহিমা খাতুন',
  invoice: 'INV-1251',
  total: '৳১,২৩০',
  tracking: 'DL121224VS8TTJ',
  courier: 'Steadfast',
  shopPhone: '01711000000',
};

/** The typical order as a status's message would carry it: no name before staff confirm. */
export const smsSampleFor = (status: OrderStatus): Record<SmsPlaceholder, string> =>
  SMS_BEFORE_CONFIRMATION.has(status) ? { ...SMS_SAMPLE, name: SMS_NEUTRAL_NAME } : SMS_SAMPLE;

export const SMS_TEMPLATE_STATUSES = ORDER_STATUSES;

/** Fills a template's placeholders; one it does not know stays as written, so the owner sees it. */
export function renderSmsTemplate(text: string, values: Record<SmsPlaceholder, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? values[key as SmsPlaceholder] : whole,
  );
}

/** GSM 03.38's basic characters: a message of only these is sent 160 to a part. */
const GSM =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/**
 * How a message is sent and billed: Bengali (any character outside GSM-7) goes as Unicode, 70
 * characters in a single part, 67 in each part of a longer one (the joining header takes the
 * rest); GSM-7 takes 160, or 153 a part, its extended characters counting two.
 */
export function smsSegments(text: string): {
  encoding: 'gsm' | 'unicode';
  characters: number;
  parts: number;
} {
  const characters = [...text];
  const gsm = characters.every((char) => GSM.includes(char) || GSM_EXTENDED.includes(char));
  if (gsm) {
    const length = characters.reduce((sum, char) => sum + (GSM_EXTENDED.includes(char) ? 2 : 1), 0);
    return {
      encoding: 'gsm',
      characters: length,
      parts: length === 0 ? 0 : length <= 160 ? 1 : Math.ceil(length / 153),
    };
  }
  // UTF-16 code units: a character outside the basic plane (an emoji) takes two.
  const length = text.length;
  return { encoding: 'unicode', characters: length, parts: length <= 70 ? 1 : Math.ceil(length / 67) };
}
