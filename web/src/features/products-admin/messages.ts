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
