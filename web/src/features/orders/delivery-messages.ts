import { formatTaka, toBengaliDigits } from '@haat/contract';

/** What the order form's district field says (decision 067). */
export const deliveryText = {
  placeholder: 'জেলার নাম লিখে তালিকা থেকে বেছে নিন, যেমন: গাজীপুর',
  chooseDistrict: 'তালিকা থেকে আপনার জেলা বেছে নিন',
  notDelivered: (district: string) => `${district} জেলায় এখন ডেলিভারি হয় না; দোকানে ফোন করুন`,
  loading: 'ডেলিভারি চার্জ দেখা হচ্ছে…',
  fee: (district: string, fee: number, kilos: number) =>
    fee === 0
      ? `${district}: ডেলিভারি ফ্রি`
      : `${district}: ডেলিভারি চার্জ ${formatTaka(fee)} (${toBengaliDigits(kilos)} কেজি পর্যন্ত)`,
  pendingShipping: 'জেলা বেছে নিন',
  totalWithoutShipping: (subtotal: number) => `${formatTaka(subtotal)} + ডেলিভারি`,
  unavailable: 'ডেলিভারি চার্জ আনা যায়নি; আবার চেষ্টা করুন',
};
