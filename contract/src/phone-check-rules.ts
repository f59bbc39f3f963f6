/**
 * The optional phone check's rules (decision 040) without zod, so the storefront's
 * code screen says the server's limits and words without loading the schemas (phone-check.ts).
 */
import { toBengaliDigits } from './digits.js';

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
