import { toBengaliDigits } from './digits.js';

/**
 * Field-error texts shared by the server's validation and the web forms, so a customer sees the same
 * Bengali sentence whether the browser or the server caught the mistake.
 */
export const fieldMessages = {
  required: 'এই ঘরটি পূরণ করুন',
  tooLong: (max: number) => `সর্বোচ্চ ${toBengaliDigits(max)} অক্ষর লেখা যাবে`,
  tooShort: (min: number) => `কমপক্ষে ${toBengaliDigits(min)} অক্ষর লিখুন`,
  name: 'আপনার নাম লিখুন',
  phone: 'সঠিক মোবাইল নম্বর লিখুন (যেমন ০১৭১২৩৪৫৬৭৮)',
  city: 'আপনার শহর / জেলার নাম লিখুন',
  address: 'সম্পূর্ণ ঠিকানা লিখুন',
  productsEmpty: 'অন্তত একটি পণ্য বাছাই করুন',
  productsTooMany: 'একটি অর্ডারে সর্বোচ্চ ৫০টি পণ্য দেওয়া যাবে',
  duplicateProduct: 'একই পণ্য একাধিকবার দেওয়া হয়েছে',
  quantity: 'পরিমাণ ১ থেকে ১০০ এর মধ্যে পূর্ণ সংখ্যা হতে হবে',
  wholeTaka: 'টাকার পরিমাণ ০ বা তার বেশি পূর্ণ সংখ্যা হতে হবে',
  id: 'সঠিক আইডি নয়',
  email: 'সঠিক ইমেইল ঠিকানা লিখুন',
  password: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
  url: 'সঠিক লিংক লিখুন (https://...)',
  status: 'অর্ডারের অবস্থা সঠিক নয়',
  note: 'নোট লিখুন',
  date: 'সঠিক তারিখ লিখুন (YYYY-MM-DD)',
  discountAbovePrice: 'ছাড়ের দাম মূল দামের চেয়ে বেশি হতে পারে না',
  saleRange: 'বিক্রি শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
  sizeName: 'সাইজের নাম লিখুন (যেমন ৫ কেজি)',
  discountReason: 'ছাড়ের কারণ লিখুন',
  version: 'অর্ডারের সংস্করণ (version) দিন',
  source: 'অর্ডার কোথা থেকে এসেছে তা বেছে নিন',
  role: 'ভূমিকা বেছে নিন: মালিক অথবা অর্ডার স্টাফ',
  selectOrders: 'অন্তত একটি অর্ডার বাছাই করুন',
  tooManyOrders: (max: number) => `একবারে সর্বোচ্চ ${toBengaliDigits(max)}টি অর্ডার`,
  idsOrFilter: 'অর্ডারগুলো বাছাই করুন, অথবা ফিল্টারের সব অর্ডার বেছে নিন (দুটো একসাথে নয়)',
  invalid: 'সঠিক তথ্য দিন',
  courier: 'কুরিয়ার বেছে নিন: Steadfast অথবা Pathao',
  parcelWeight: 'ওজন ০.৫ থেকে ১০ কেজির মধ্যে লিখুন',
  contactPhone: 'সঠিক ফোন নম্বর লিখুন (শুধু অঙ্ক, +, - ও ফাঁকা জায়গা)',
  image: 'একটি ছবি বেছে নিন (JPEG, PNG, WebP বা GIF)',
  oneImage: 'এখানে একটিমাত্র ছবি দেওয়া যাবে',
  galleries: 'গ্যালারির তালিকা সঠিক JSON নয়',
  galleryItem: 'প্রতিটি ছবির জন্য হয় পুরনো ছবির _id, নয়তো নতুন ছবির image নম্বর দিন',
  galleryTooMany: (max: number) => `ব্যানারে সর্বোচ্চ ${toBengaliDigits(max)}টি ছবি রাখা যাবে`,
} as const;

/**
 * What the page says about itself before the owner fills the SEO settings (product spec §9: "default
 * placeholders"): the server writes these into the head, the hero falls back to the first two.
 */
export const seoDefaults = {
  title: 'হাট — খাঁটি কৃষিপণ্য, ক্যাশ অন ডেলিভারি',
  description: 'আম, মধু, ঘি, খেজুর, চাল ও সরিষার তেল — সরাসরি খামার থেকে আপনার দরজায়। পণ্য হাতে পেয়ে টাকা দিন।',
  keywords: 'আম, মধু, ঘি, খেজুর, চাল, সরিষার তেল, কৃষিপণ্য, ক্যাশ অন ডেলিভারি',
  author: 'হাট',
  designer: 'হাট',
  subject: 'অনলাইন কৃষিপণ্যের দোকান',
} as const;
