// The back office's words for this part, beside the code that shows them (only /admin code loads them).

export const settingsMessages = {
  title: 'ডেলিভারি চার্জ ও হটলাইন',
  insideDhaka: 'ঢাকার ভিতরে ডেলিভারি চার্জ (টাকা)',
  outsideDhaka: 'ঢাকার বাইরে ডেলিভারি চার্জ (টাকা)',
  feeHint: 'নতুন অর্ডারে সাথে সাথেই এই চার্জ ধরা হবে',
  phone: 'হটলাইন নম্বর',
  phoneHint: 'দোকানের পাতায় কল করার জন্য দেখানো হয়',
  saved: 'ডেলিভারি চার্জ ও হটলাইন সংরক্ষণ হয়েছে',
  loading: 'ডেলিভারি চার্জ আনা হচ্ছে...',
} as const;
