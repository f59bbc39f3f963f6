import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from './common.js';
import { toAsciiDigits, toBengaliDigits } from './digits.js';
import { endpoint } from './endpoint.js';

/**
 * The optional phone check (issue 17, item 3; decision 040): a six-digit code sent by SMS to the
 * phone of an order placed on the page, which the customer types on the success page. The order is
 * stored before any code is sent, so a slow or lost SMS never loses it: it waits on hold for the
 * shop's call instead, and a correct code moves it to the normal queue.
 */

/** Which orders are asked for a code: none (as shipped), those the fake-order check holds, or all. */
export const PHONE_CHECK_MODES = ['off', 'risky', 'all'] as const;
export type PhoneCheckMode = (typeof PHONE_CHECK_MODES)[number];

/** Where an order's code stands: sent and not yet typed, or typed correctly. */
export const PHONE_CHECK_STATES = ['waiting', 'confirmed'] as const;
export type PhoneCheckState = (typeof PHONE_CHECK_STATES)[number];

export const PHONE_CODE_LENGTH = 6;
/** A code works this long after the gateway took it. */
export const PHONE_CODE_MINUTES = 5;
/** Wrong tries a code allows; after them only a new code helps. */
export const PHONE_CODE_TRIES = 5;
/** Codes one order may be sent (the first and the asked-for ones); after them the shop calls. */
export const PHONE_CODES_PER_ORDER = 3;
/** The wait before another code may be asked for the same order. */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Codes one phone number may be sent in an hour, over all its orders. */
export const PHONE_CODES_PER_PHONE_HOUR = 5;

export const phoneCheckMessages = {
  code: 'ফোনে আসা ৬ অঙ্কের কোডটি লিখুন',
  wrong: (triesLeft: number) => `কোডটি মেলেনি। আর ${toBengaliDigits(triesLeft)} বার চেষ্টা করতে পারবেন`,
  noTriesLeft: 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড নিন',
  expired: 'কোডের মেয়াদ শেষ। নতুন কোড নিন',
  notSentYet: 'কোড এখনো পাঠানো হয়নি। একটু অপেক্ষা করুন',
  tooSoon: (seconds: number) => `${toBengaliDigits(seconds)} সেকেন্ড পরে নতুন কোড চাইতে পারবেন`,
  noMoreCodes: 'এই অর্ডারের জন্য আর কোড পাঠানো যাবে না। আমরা ফোন করে অর্ডার নিশ্চিত করব',
  /** For staff, on the order's timeline: the owner removed the gateway's account after the order came. */
  noGateway: 'কোড পাঠানো যায়নি: SMS গেটওয়ের অ্যাকাউন্ট সংরক্ষিত নেই',
  phoneLimit: 'এই নম্বরে এক ঘণ্টায় অনেক কোড পাঠানো হয়েছে। আমরা ফোন করে অর্ডার নিশ্চিত করব',
  /** The SMS: the code first (a phone shows the start of a message), one Unicode part (70 characters). */
  sms: (code: string) =>
    `${code} আপনার অর্ডারের কোড, ${toBengaliDigits(PHONE_CODE_MINUTES)} মিনিট কাজ করবে। কাউকে জানাবেন না।`,
} as const;

/** A code as the customer types it: Bengali or ASCII digits, spaces allowed (a pasted "123 456"). */
export const PhoneCodeInputSchema = z.object({
  code: z
    .string({ error: phoneCheckMessages.code })
    .transform((code) => toAsciiDigits(code).replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, phoneCheckMessages.code)),
});
export type PhoneCodeInput = z.input<typeof PhoneCodeInputSchema>;

/**
 * An order's code as its customer's page sees it. `sentAt` is null until the SMS gateway has taken
 * the current code (the code screen says it is on its way); `expiresAt` follows from it. A new code
 * may be asked from `nextCodeAt`, or never again when it is null.
 */
export const PhoneCheckSchema = z.object({
  state: z.enum(PHONE_CHECK_STATES),
  sentAt: TimestampSchema.nullable(),
  expiresAt: TimestampSchema.nullable(),
  triesLeft: z.number().int(),
  nextCodeAt: TimestampSchema.nullable(),
});
export type PhoneCheck = z.infer<typeof PhoneCheckSchema>;

export const phoneCheckEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/order/phone-check/:id',
    access: 'public',
    tags: ['orders'],
    summary: "Where a recent order's phone code stands (the success page's code screen)",
    description: '404 for an order that was not asked for a code, or is no longer recent (ORDER_LINK_DAYS).',
    params: IdParamsSchema,
    answer: { data: PhoneCheckSchema },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/order/phone-check/:id/confirm',
    access: 'public',
    tags: ['orders'],
    summary: 'Confirm an order with the code sent to its phone',
    description:
      '400 for a wrong or expired code (with the tries left), 429 once the tries are used up. A confirmed order answers the same again. Limited per client address (ORDER_RATE_LIMIT).',
    params: IdParamsSchema,
    body: PhoneCodeInputSchema,
    answer: { data: PhoneCheckSchema },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/order/phone-check/:id/resend',
    access: 'public',
    tags: ['orders'],
    summary: 'Send the order a new code (the old one stops working)',
    description: `429 before ${PHONE_CODE_RESEND_SECONDS} seconds have passed since the last, after ${PHONE_CODES_PER_ORDER} codes for the order, or ${PHONE_CODES_PER_PHONE_HOUR} an hour for the phone. Limited per client address (ORDER_RATE_LIMIT).`,
    params: IdParamsSchema,
    answer: { data: PhoneCheckSchema },
  }),
};
