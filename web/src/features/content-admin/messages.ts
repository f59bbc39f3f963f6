// The back office's words for this part, beside the code that shows them (only /admin code loads them).
import { itemListWords } from '@/lib/admin-messages';

export const featureMessages = {
  ...itemListWords({ one: 'ফিচার', the: 'ফিচারটি', of: 'ফিচারের', in: 'ফিচারে' }),
  intro: 'দোকানের সুবিধাগুলো (যেমন ক্যাশ অন ডেলিভারি, সারাদেশে ডেলিভারি) ব্যানারের নিচে আইকনসহ দেখানো হয়।',
  name: 'ফিচারের নাম',
  icon: 'আইকন',
  updated: 'ফিচার সংরক্ষণ হয়েছে',
  loadingOne: 'ফিচারের তথ্য আনা হচ্ছে...',
  sectionLink: 'সেকশনের শিরোনাম বদলান',
} as const;

export const sectionMessages = {
  featureTitle: 'ফিচার সেকশনের শিরোনাম',
  featureIntro: 'ফিচারগুলোর উপরে এই শিরোনাম দেখানো হয়। না দিলে "Our Services" দেখানো হয়।',
  faqTitle: 'প্রশ্ন সেকশনের শিরোনাম',
  faqIntro: 'প্রশ্নোত্তরের উপরে এই শিরোনাম দেখানো হয়। না দিলে "সাধারণ জিজ্ঞাসা" দেখানো হয়।',
  field: 'শিরোনাম',
  saved: 'শিরোনাম সংরক্ষণ হয়েছে',
  loading: 'শিরোনাম আনা হচ্ছে...',
} as const;

export const faqMessages = {
  ...itemListWords({ one: 'প্রশ্ন', the: 'প্রশ্নটি', of: 'প্রশ্নের', in: 'প্রশ্নে' }),
  intro: 'ক্রেতাদের সাধারণ প্রশ্ন ও উত্তর, দোকানের পাতার নিচের দিকে দেখানো হয়।',
  question: 'প্রশ্ন',
  answer: 'উত্তর',
  answerHint: 'সাধারণ লেখা; নতুন লাইন যেমন লিখবেন তেমনই দেখাবে।',
  updated: 'প্রশ্নোত্তর সংরক্ষণ হয়েছে',
  loadingOne: 'প্রশ্নটি আনা হচ্ছে...',
  sectionLink: 'সেকশনের শিরোনাম বদলান',
} as const;

export const bannerMessages = {
  title: 'ব্যানার',
  intro: 'দোকানের পাতার একদম উপরের অংশ: বড় শিরোনাম, বর্ণনা আর ছবির স্লাইডার।',
  heading: 'শিরোনাম',
  description: 'বর্ণনা',
  galleryTitle: 'স্লাইডারের ছবি',
  galleryHint: (max: string) =>
    `সর্বোচ্চ ${max}টি ছবি; এই ক্রমেই স্লাইডারে ঘুরবে। প্রতিটি ছবির নাম লিখুন: যারা ছবি দেখতে পান না, তাদের জন্য এটিই পড়ে শোনানো হয়।`,
  addImages: 'ছবি যোগ করুন',
  galleryFull: (max: string) => `${max}টি ছবি হয়ে গেছে; নতুন ছবি দিতে আগে একটি সরান।`,
  tooManyChosen: (max: string, skipped: string) =>
    `ব্যানারে সর্বোচ্চ ${max}টি ছবি রাখা যায়; শেষের ${skipped}টি ছবি নেওয়া হয়নি।`,
  someRefused: (count: string) => `${count}টি ফাইল নেওয়া হয়নি:`,
  imageTitle: (position: string) => `${position} নম্বর ছবির নাম`,
  imageTitlePlaceholder: 'যেমন: বাগানের পাকা হিমসাগর আম',
  imageAlt: (position: string, title: string) => (title ? `${position}: ${title}` : `${position} নম্বর ছবি`),
  newBadge: 'নতুন',
  moveUp: (position: string) => `${position} নম্বর ছবি উপরে তুলুন`,
  moveDown: (position: string) => `${position} নম্বর ছবি নিচে নামান`,
  remove: (position: string) => `${position} নম্বর ছবি সরান`,
  moved: (from: string, to: string) => `${from} নম্বর ছবি এখন ${to} নম্বরে`,
  removed: (position: string) => `${position} নম্বর ছবি সরানো হয়েছে; সংরক্ষণ করলে মুছে যাবে`,
  empty: 'স্লাইডারে এখনো কোনো ছবি নেই।',
  unsavedChanges: 'ছবির পরিবর্তনগুলো এখনো সংরক্ষণ হয়নি।',
  saved: 'ব্যানার সংরক্ষণ হয়েছে',
  loading: 'ব্যানার আনা হচ্ছে...',
} as const;

export const logoMessages = {
  title: 'লোগো',
  intro: 'দোকানের পাতার একদম উপরে বাম কোণে দেখানো হয়। পাশাপাশি লম্বা, স্বচ্ছ পটভূমির PNG সবচেয়ে ভালো দেখায়।',
  field: 'লোগোর ছবি',
  saved: 'লোগো সংরক্ষণ হয়েছে',
  loading: 'লোগো আনা হচ্ছে...',
  currentAlt: 'দোকানের এখনকার লোগো',
} as const;

export const faviconMessages = {
  title: 'ফেভিকন',
  intro: 'ব্রাউজারের ট্যাবে, বুকমার্কে আর ফোনের হোম স্ক্রিনে দোকানের যে ছোট ছবিটি দেখা যায়।',
  field: 'ফেভিকনের ছবি',
  saved: 'ফেভিকন সংরক্ষণ হয়েছে',
  loading: 'ফেভিকন আনা হচ্ছে...',
  currentAlt: 'দোকানের এখনকার ফেভিকন',
  tabTitle: 'হাট — খাঁটি কৃষিপণ্য',
  tabPreview: 'ব্রাউজারের ট্যাবে যেমন দেখাবে',
} as const;

export const businessMessages = {
  title: 'ব্যবসার তথ্য',
  intro: 'দোকানের নাম ও যোগাযোগের তথ্য দোকানের পাতার নিচে দেখানো হয়; ডেলিভারি চার্জ অর্ডার ফর্মে।',
  infoTitle: 'নাম ও যোগাযোগ',
  companyName: 'প্রতিষ্ঠানের নাম',
  facebook: 'ফেসবুক পেজের লিংক',
  facebookHint: 'যেমন https://facebook.com/yourshop। খালি রাখলে লিংকটি দেখানো হবে না।',
  whatsapp: 'হোয়াটসঅ্যাপ নম্বর',
  whatsappHint: 'যেমন 01712345678 বা +8801712345678',
  saved: 'ব্যবসার তথ্য সংরক্ষণ হয়েছে',
  loading: 'ব্যবসার তথ্য আনা হচ্ছে...',
} as const;

export const seoMessages = {
  title: 'এসইও',
  intro: 'গুগল ও ফেসবুকে দোকানের পাতা কীভাবে দেখাবে। খালি ঘরের জায়গায় দোকানের সাধারণ লেখা বসে।',
  basicTitle: 'পাতার তথ্য',
  customTitle: 'গুগল ও ফেসবুকের কোড',
  pageTitle: 'পাতার শিরোনাম (title)',
  pageTitleHint: 'প্রায় ৬০ অক্ষরের মধ্যে রাখুন; এর বেশি হলে গুগল কেটে দেখায়।',
  description: 'বর্ণনা (description)',
  descriptionHint: 'প্রায় ১৬০ অক্ষর; গুগলে শিরোনামের নিচে দেখায়।',
  keywords: 'কীওয়ার্ড (keywords)',
  keywordsHint: 'কমা দিয়ে আলাদা করুন',
  author: 'লেখক (author)',
  designer: 'ডিজাইনার (designer)',
  subject: 'বিষয় (subject)',
  copyright: 'কপিরাইট (copyright)',
  url: 'দোকানের ঠিকানা (url)',
  urlHint: 'যেমন https://haat.com.bd',
  gtm: 'গুগল ট্যাগ ম্যানেজার আইডি',
  gtmHint: 'GTM-XXXXXXX আকারের (যেমন GTM-AB12CD3)। খালি রাখলে ট্যাগ ম্যানেজার চালু হবে না।',
  facebookVerification: 'ফেসবুক ডোমেইন যাচাইয়ের কোড',
  facebookVerificationHint: 'facebook-domain-verification মেটা ট্যাগের content অংশটুকু',
  googleVerification: 'গুগল সাইট যাচাইয়ের কোড',
  googleVerificationHint: 'google-site-verification মেটা ট্যাগের content অংশটুকু',
  previewTitle: 'গুগলে যেমন দেখাবে',
  previewHint: 'আনুমানিক; গুগল নিজের মতো করে কিছুটা বদলাতে পারে।',
  characters: (count: string, limit: string) => `${count} / প্রায় ${limit} অক্ষর`,
  saved: 'এসইও সংরক্ষণ হয়েছে',
  loading: 'এসইও আনা হচ্ছে...',
} as const;
