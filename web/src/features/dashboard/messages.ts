// The back office's words for this part, beside the code that shows them (only /admin code loads them).

export const dashboardMessages = {
  title: 'ড্যাশবোর্ড',
  today: 'আজ',
  last7Days: 'গত ৭ দিন',
  last30Days: 'গত ৩০ দিন',
  orders: 'অর্ডার',
  deliveredRevenue: 'ডেলিভারি হওয়া বিক্রি',
  openRevenue: 'চলমান অর্ডারের টাকা',
  openRevenueHint: 'অপেক্ষমাণ ও পাঠানো অর্ডার',
  dailyTitle: 'গত ৩০ দিনের অর্ডার',
  dailyHint: 'বাতিল ও ফেরত আসা অর্ডার বাদে, দিনে দিনে',
  dailyMax: (orders: string) => `সবচেয়ে বেশি: দিনে ${orders}টি`,
  dailyBar: (date: string, orders: string, revenue: string) => `${date}: ${orders}টি অর্ডার, ${revenue}`,
  latestTitle: 'সাম্প্রতিক অর্ডার',
  latestEmpty: 'এখনো কোনো অর্ডার আসেনি।',
  allOrders: 'সব অর্ডার দেখুন',
  loading: 'হিসাব আনা হচ্ছে...',
} as const;
