import { ORDER_STATUS_NAMES, type OrderStatus } from '@haat/contract';

/**
 * The back office's shared words: what every admin screen says alike (save, delete, retry, generic
 * errors, image pickers, order statuses). Each feature keeps its own beside it (`features/<x>/messages.ts`).
 * Kept apart from `messages.ts` because only the lazily loaded /admin code imports it: a customer's
 * phone never downloads the back office's words. Bengali, except the labels product spec §2 and §8
 * quote in English ("Go Back", "Delete order", "Status updated", "Something went wrong", ...),
 * which stay as the spec's owners know them.
 */
export const adminMessages = {
  brand: 'হাট ব্যাক অফিস',
  pageTitle: (page: string) => `${page} — হাট ব্যাক অফিস`,
  somethingWentWrong: 'Something went wrong',
  cancel: 'বাতিল',
  save: 'সংরক্ষণ করুন',
  saving: 'সংরক্ষণ হচ্ছে...',
  close: 'বন্ধ করুন',
  edit: 'সম্পাদনা',
  delete: 'মুছুন',
  deleting: 'মুছে ফেলা হচ্ছে...',
  fixFields: 'লাল চিহ্নিত ঘরগুলো ঠিক করে আবার চেষ্টা করুন।',
  optional: '(ঐচ্ছিক)',
  actions: 'কাজ',
  showPassword: 'দেখান',
  hidePassword: 'লুকান',
  /** Asked before leaving a form with unsaved edits (another page of the back office). */
  leaveUnsaved: 'এই ফর্মের পরিবর্তনগুলো এখনো সংরক্ষণ হয়নি। সংরক্ষণ না করেই চলে যাবেন?',
  /** A screen that failed while drawing: the rest of the back office still works. */
  sectionFailed: 'এই অংশটি দেখাতে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন; না হলে মেনু থেকে অন্য পাতায় যান।',

  session: {
    checkFailed: 'লগইন যাচাই করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    ended: 'আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।',
    loggedOut: 'আপনি লগআউট করেছেন।',
  },

  images: {
    choose: 'ছবি বেছে নিন',
    change: 'অন্য ছবি বেছে নিন',
    discard: 'নতুন ছবি বাদ দিন',
    current: 'এখনকার ছবি',
    chosen: 'নতুন ছবি (সংরক্ষণ করলে বসবে)',
    none: 'এখনো কোনো ছবি নেই',
    hint: (max: string) =>
      `JPEG, PNG, WebP বা GIF, সর্বোচ্চ ${max}। ফোনে দ্রুত খুলতে ছবিটি নিজে থেকেই ছোট করে রাখা হয়।`,
    faviconHint: (max: string) =>
      `ICO, PNG, JPEG, WebP বা GIF, সর্বোচ্চ ${max}। বর্গাকার ছবি দিন (কমপক্ষে ১৯২×১৯২ পিক্সেল), ব্রাউজারের ট্যাবে ও ফোনের হোম স্ক্রিনে এটি দেখা যাবে।`,
    keepCurrentHint: 'ছবি বদলাতে না চাইলে নতুন ছবি বেছে নেবেন না।',
    fileSummary: (name: string, size: string) => `${name} (${size})`,
    required: 'একটি ছবি বেছে নিন',
    wrongTypeFavicon: 'একটি ছবি বেছে নিন (ICO, PNG, JPEG, WebP বা GIF)',
    tooBig: (size: string, max: string) => `ফাইলটি ${size}; সর্বোচ্চ ${max} দেওয়া যাবে। ছোট একটি ছবি দিন।`,
    empty: 'ফাইলটি খালি; অন্য একটি ছবি দিন।',
  },

  status: {
    label: 'অবস্থা',
    /** The contract's names, which the server's refusals use too. */
    names: ORDER_STATUS_NAMES satisfies Record<OrderStatus, string>,
  },
} as const;

/** The forms of an item's noun the list's sentences need: পণ্য, পণ্যটি, পণ্যের, পণ্যে. */
type ItemNoun = { one: string; the: string; of: string; in: string };

/**
 * What every list of the shop's items (products, features, questions) says alike, built from its
 * noun's forms so the three read the same. Each feature's messages add their own words and may
 * override one of these.
 */
export function itemListWords(noun: ItemNoun) {
  return {
    title: `সব ${noun.one}`,
    addTitle: `নতুন ${noun.one} যোগ করুন`,
    editTitle: `${noun.one} সম্পাদনা`,
    add: `নতুন ${noun.one}`,
    backToList: `সব ${noun.in} ফিরে যান`,
    submitAdd: `${noun.one} যোগ করুন`,
    submittingAdd: 'যোগ হচ্ছে...',
    added: `নতুন ${noun.one} যোগ হয়েছে`,
    deleted: `${noun.the} মুছে ফেলা হয়েছে`,
    editFor: (name: string) => `${name} সম্পাদনা`,
    deleteFor: (name: string) => `${name} মুছুন`,
    confirmDelete: (name: string) => `"${name}" ${noun.the} মুছে ফেলতে চান?`,
    empty: `এখনো কোনো ${noun.one} যোগ করা হয়নি।`,
    loading: `${noun.of} তালিকা আনা হচ্ছে...`,
    notFound: `এই ${noun.the} পাওয়া যায়নি। হয়তো মুছে ফেলা হয়েছে।`,
  };
}
