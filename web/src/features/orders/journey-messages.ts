import { toBengaliDigits } from '@haat/contract';

/**
 * The order journey's words beside the form (decision 069): the other way to order, a repeat or a
 * lost answer, the form that works without JavaScript, and the success page's contact buttons.
 */
export const journeyMessages = {
  otherWay: 'ফোনে বা WhatsApp-এও অর্ডার করা যায়',
  call: (phone: string) => `ফোন করুন: ${phone}`,
  whatsApp: 'WhatsApp-এ লিখুন',
  whatsAppAboutOrder: (invoice: string) => `আসসালামু আলাইকুম, আমার অর্ডার নম্বর ${invoice}। অর্ডারটি নিয়ে কথা বলতে চাই।`,
  contactHeading: 'অর্ডার নিয়ে কিছু জানতে চান?',
  alreadyReceivedTitle: 'অর্ডারটি আগেই নেওয়া হয়েছে',
  lostAnswerTitle: 'অর্ডারটি হয়তো পৌঁছে গেছে',
  lostAnswerBody:
    'সংযোগের সমস্যায় উত্তর আসেনি, তবে অর্ডারটি হয়তো আমাদের কাছে পৌঁছে গেছে। নিশ্চিন্তে আবার "অর্ডার কনফার্ম করুন" চাপুন: একই অর্ডার দুবার হবে না।',
  openForm: 'অর্ডার ফর্ম খুলুন',
  productsLegend: 'পণ্য ও পরিমাণ',
  districtLabel: 'ডেলিভারির জেলা *',
  chooseDistrict: 'জেলা বেছে নিন',
  deliveryByDistrict: 'ডেলিভারি চার্জ জেলা আর ওজন দেখে হিসাব হয়; অর্ডারের পরে মোট টাকা দেখানো হবে।',
  noProduct: 'অন্তত একটি পণ্যের পরিমাণ ১ বা তার বেশি দিন',
  fixFields: 'লাল চিহ্নিত ঘরগুলো ঠিক করে আবার পাঠান।',
  charactersLeft: (left: number) => `আর ${toBengaliDigits(Math.max(left, 0))}টি অক্ষর লেখা যাবে`,
} as const;
