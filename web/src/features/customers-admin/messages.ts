// The back office's words for the customer page, beside the code that shows them.

export const customerMessages = {
  title: 'ক্রেতা',
  loading: 'ক্রেতার তথ্য আনা হচ্ছে...',
  notFound: 'এই নম্বর থেকে কোনো অর্ডার পাওয়া যায়নি।',
  call: 'কল করুন',
  alsoCalled: 'অন্য নামেও অর্ডার করেছেন',
  since: (date: string) => `প্রথম অর্ডার ${date}`,
  orders: 'মোট অর্ডার',
  delivered: 'ডেলিভারি হয়েছে',
  returned: 'ফেরত এসেছে',
  cancelled: 'বাতিল',
  open: 'চলমান',
  totalSpent: 'মোট পরিশোধ',
  ordersTitle: 'অর্ডারগুলো',
  notesTitle: 'নোট',
  noNotes: 'এই ক্রেতার অর্ডারে কোনো নোট নেই।',
  onOrder: (invoice: string) => `${invoice}-এ`,
  capped: (shown: string) => `সবচেয়ে নতুন ${shown}টি অর্ডার দেখানো হচ্ছে; হিসাবে সব অর্ডার ধরা আছে।`,
} as const;
