import { toBengaliDigits } from '@haat/contract';

/** The delivery zones page's words (decision 067). */
export const zoneMessages = {
  title: 'ডেলিভারি জোন',
  intro:
    'কোন জেলায় ডেলিভারি চার্জ কত: প্রথম কেজির চার্জ, তারপর প্রতি কেজিতে কত, আর কত টাকার অর্ডারে ডেলিভারি ফ্রি। ক্রেতা অর্ডার ফর্মে জেলা বেছে নিলে এই টেবিল থেকেই চার্জ দেখানো ও নেওয়া হয়।',
  panelTitle: 'জোন ও চার্জ',
  loading: 'জোনগুলো আসছে…',
  fromSettings:
    'এখনো কোনো টেবিল সংরক্ষণ করা হয়নি: ব্যবসার তথ্য পাতার ঢাকার ভিতরে ও বাইরের চার্জ থেকে এই টেবিল দেখানো হচ্ছে।',
  zoneLegend: (index: number) => `জোন ${toBengaliDigits(index + 1)}`,
  name: 'জোনের নাম',
  firstKgFee: 'প্রথম কেজির চার্জ (টাকা)',
  extraKgFee: 'পরের প্রতি কেজি (টাকা)',
  freeFrom: 'এত টাকার অর্ডারে ফ্রি (খালি রাখলে কখনো না)',
  districts: (count: number) => `জেলা (${toBengaliDigits(count)}টি)`,
  inOtherZone: (zone: string) => `এখন: ${zone}`,
  noZone: (count: number) => `${toBengaliDigits(count)}টি জেলা কোনো জোনে নেই: সেখানে অর্ডার নেওয়া হবে না।`,
  addZone: 'নতুন জোন',
  removeZone: 'জোনটি বাদ দিন',
  newZoneName: 'নতুন জোন',
  save: 'সংরক্ষণ করুন',
  saving: 'সংরক্ষণ হচ্ছে…',
  saved: 'ডেলিভারি জোন সংরক্ষণ হয়েছে',
  wholeTaka: 'টাকার পরিমাণ ০ বা তার বেশি পূর্ণ সংখ্যা লিখুন',
  nameRequired: 'জোনের নাম লিখুন',
  fixFields: 'লাল চিহ্নিত ঘরগুলো ঠিক করুন',
};
