// The back office's words for this part, beside the code that shows them (only /admin code loads them).
import { itemListWords } from '@/lib/admin-messages';

export const editorMessages = {
  toolbar: 'লেখার ধরন',
  heading2: 'বড় শিরোনাম',
  heading3: 'ছোট শিরোনাম',
  bold: 'মোটা অক্ষর',
  italic: 'বাঁকা অক্ষর',
  bulletList: 'বুলেট তালিকা',
  orderedList: 'নম্বর দেওয়া তালিকা',
  link: 'লিংক',
  removeLink: 'লিংক সরান',
  linkPrompt: 'লিংকের ঠিকানা লিখুন (https://..., mailto: বা tel:)। খালি রাখলে লিংক সরে যাবে।',
  badLink: 'লিংক https://, http://, mailto: বা tel: দিয়ে শুরু হতে হবে',
  loading: 'এডিটর আসছে...',
} as const;

export const productMessages = {
  ...itemListWords({ one: 'পণ্য', the: 'পণ্যটি', of: 'পণ্যের', in: 'পণ্যে' }),
  name: 'পণ্যের নাম',
  price: 'দাম (টাকা)',
  priceHint: 'পূর্ণ টাকায়, বাংলা বা ইংরেজি অঙ্কে',
  discountPrice: 'ছাড়ের দাম (টাকা)',
  discountHint: 'ছাড় না থাকলে খালি রাখুন। ক্রেতা এই দামেই কিনবেন; মূল দাম কেটে দেখানো হবে।',
  description: 'পণ্যের বিবরণ',
  descriptionHint: 'ক্রেতা See More চাপলে এটি দেখবেন। শিরোনাম, তালিকা ও লিংক দেওয়া যাবে।',
  image: 'পণ্যের ছবি',
  thumbnail: (title: string) => `${title}-এর ছবি`,
  noDiscount: 'ছাড় নেই',
  updated: 'পণ্যের তথ্য সংরক্ষণ হয়েছে',
  confirmDelete: (title: string) =>
    `"${title}" পণ্যটি মুছে ফেলতে চান? দোকানে এটি আর দেখা যাবে না; আগের অর্ডারগুলোতে থেকে যাবে।`,
  loadingOne: 'পণ্যের তথ্য আনা হচ্ছে...',
  count: (count: string) => `মোট ${count}টি পণ্য`,
} as const;

export const sizeMessages = {
  legend: 'সাইজ ও দাম',
  intro: 'প্রতিটি সাইজের নিজের দাম, ওজন ও স্টক। প্রথম সাইজটি কার্ডে আগে দেখানো হয়।',
  sizeLabel: (number: string) => `সাইজ ${number}`,
  name: 'সাইজের নাম',
  nameHint: 'যেমন ৫ কেজি; একটিমাত্র সাইজ হলে খালি রাখা যায়',
  price: 'দাম (টাকা)',
  discountPrice: 'ছাড়ের দাম (টাকা)',
  weight: 'ওজন (গ্রাম)',
  stock: 'স্টক (কয়টি আছে)',
  stockHint: 'খালি রাখলে সীমাহীন',
  closed: 'এই সাইজ বন্ধ (বিক্রি হবে না)',
  remove: (number: string) => `সাইজ ${number} সরান`,
  add: 'আরেকটি সাইজ যোগ করুন',
  season: 'বিক্রির সময়',
  hidden: 'পণ্যটি লুকানো (দোকানে দেখা যাবে না)',
  saleFrom: 'বিক্রি শুরু',
  saleUntil: 'বিক্রি শেষ',
  announce: 'শুরুর আগে "আসছে" দেখান',
} as const;

export const stockMessages = {
  title: 'স্টক',
  intro: 'প্রতিটি সাইজের কয়টি আছে, আর এখনো পাঠানো হয়নি এমন অর্ডারে কয়টি ধরা আছে।',
  loading: 'স্টক আনা হচ্ছে...',
  empty: 'এখনো কোনো পণ্য নেই',
  addProduct: 'পণ্য যোগ করুন',
  left: 'আছে',
  held: 'অর্ডারে ধরা (পাঠানো হয়নি)',
  state: { 'sold-out': 'স্টক শেষ', low: 'কম আছে', 'in-stock': 'আছে', unlimited: 'স্টক সীমাহীন' },
  close: 'সাইজটি বন্ধ করুন',
  closed: 'বন্ধ: ক্রেতা এটি দেখবেন না',
  closedDone: (name: string) => `${name} বন্ধ করা হয়েছে`,
} as const;
