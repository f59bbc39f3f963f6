import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES, phoneCheckMessages, toBengaliDigits } from '@haat/contract';

/**
 * The phone code screen's words (decision 040). Kept here rather than with the other checkout
 * texts in lib/messages.ts: that module is part of every storefront visit's script, and only the
 * few customers asked for a code load this screen (and these words) at all.
 */
const digits = toBengaliDigits(PHONE_CODE_LENGTH);

export const phoneCodeMessages = {
  title: 'ফোন নম্বর নিশ্চিত করুন',
  received: 'আপনার অর্ডারটি আমরা পেয়েছি।',
  sent: `অর্ডারটি নিশ্চিত করতে এই নম্বরে ${digits} অঙ্কের একটি কোড পাঠানো হয়েছে:`,
  sending: `অর্ডারটি নিশ্চিত করতে এই নম্বরে ${digits} অঙ্কের একটি কোড পাঠানো হচ্ছে:`,
  onItsWay: 'কোড আসছে, একটু অপেক্ষা করুন...',
  slow: 'কোড পৌঁছাতে দেরি হচ্ছে। একটু পরে নতুন কোড চাইতে পারেন।',
  label: 'ফোনে আসা কোড',
  placeholder: toBengaliDigits('123456'),
  lasts: `কোডটি ${toBengaliDigits(PHONE_CODE_MINUTES)} মিনিট কাজ করবে।`,
  // The server's own words (the contract's zod-free rules): the screen says them before the server
  // would, so a customer reads the same sentence either way.
  malformed: phoneCheckMessages.code,
  expired: phoneCheckMessages.expired,
  locked: phoneCheckMessages.noTriesLeft,
  noMoreCodes: phoneCheckMessages.noMoreCodes,
  submit: 'নিশ্চিত করুন',
  submitting: 'যাচাই হচ্ছে...',
  resend: 'নতুন কোড পাঠান',
  resendIn: (countdown: string) => `নতুন কোড পাঠান (${countdown})`,
  resending: 'পাঠানো হচ্ছে...',
  resent: 'নতুন কোড পাঠানো হয়েছে। আগের কোডটি আর কাজ করবে না।',
  safe: 'কোড না এলেও চিন্তা নেই: আপনার অর্ডারটি আমাদের কাছে জমা আছে। আমরা ফোন করে অর্ডারটি নিশ্চিত করব।',
} as const;
