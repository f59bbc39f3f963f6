/**
 * Every interface string of the web app, in one place. Bengali, except the English labels the spec
 * quotes word for word ("Our Services", "Click to order", "Loading...", ...), which stay English so the
 * shop reads the way the spec's owners know it.
 * Field-error texts shared with the server live in the contract (`fieldMessages`).
 */
export const messages = {
  common: {
    loading: 'Loading...',
    retry: 'আবার চেষ্টা করুন',
    loadFailed: 'তথ্য আনা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    networkError: 'সার্ভারের সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    serverError: 'কিছু একটা সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  },
  header: {
    homeLink: 'হোম পেজে যান',
    order: 'অর্ডার করুন',
    hotline: 'হটলাইন',
    callHotline: (phone: string) => `হটলাইনে কল করুন: ${phone}`,
  },
  footer: {
    copyright: (companyName: string) => `© 2024 ${companyName} — সর্বস্বত্ব সংরক্ষিত`,
    facebook: 'ফেসবুক পেজ',
    whatsapp: 'হোয়াটসঅ্যাপে কথা বলুন',
    developedBy: 'ওয়েবসাইট তৈরি করেছে',
    fallbackCompanyName: 'হাট',
  },
  seo: {
    // Used when the admin has not filled the SEO settings yet.
    defaultTitle: 'হাট — খাঁটি কৃষিপণ্য, ক্যাশ অন ডেলিভারি',
    defaultDescription: 'আম, মধু, ঘি, খেজুর, চাল ও সরিষার তেল — সরাসরি খামার থেকে আপনার দরজায়। পণ্য হাতে পেয়ে টাকা দিন।',
    defaultKeywords: 'আম, মধু, ঘি, খেজুর, চাল, সরিষার তেল, কৃষিপণ্য, ক্যাশ অন ডেলিভারি',
    defaultAuthor: 'হাট',
    defaultDesigner: 'হাট',
    defaultSubject: 'অনলাইন কৃষিপণ্যের দোকান',
  },
  hero: {
    orderHere: 'এখানে অর্ডার করুন',
    cashOnDelivery: 'পণ্য হাতে পেয়ে টাকা দিন — ক্যাশ অন ডেলিভারি',
    sliderLabel: 'পণ্যের ছবি',
  },
  features: {
    fallbackHeading: 'Our Services',
  },
  products: {
    heading: 'Our Products',
    empty: 'এই মুহূর্তে কোনো পণ্য নেই। শিগগিরই নতুন পণ্য আসছে।',
    originalPrice: 'আগের দাম',
    price: 'দাম',
  },
  faq: {
    fallbackHeading: 'সাধারণ জিজ্ঞাসা',
  },
  order: {
    heading: 'অর্ডার করতে নিচের ফর্মটি পূরণ করুন',
    clickToOrder: 'Click to order',
  },
  orderSuccess: {
    placeholderTitle: 'অর্ডারের তথ্য',
    placeholderBody: 'অর্ডার নিশ্চিতকরণ পাতাটি তৈরি হচ্ছে। আপনার অর্ডার নম্বর:',
    goHome: 'হোম পেজে ফিরে যান',
  },
  admin: {
    placeholderTitle: 'অ্যাডমিন প্যানেল তৈরি হচ্ছে',
    placeholderBody:
      'দোকানের ব্যাক অফিস (অর্ডার, পণ্য, ব্যানার ও অন্যান্য সেটিংস) এখনো তৈরির কাজ চলছে। কাজ শেষ হলে এই ঠিকানাতেই পাওয়া যাবে।',
    goToShop: 'দোকানে ফিরে যান',
  },
  notFound: {
    title: 'পাতাটি খুঁজে পাওয়া যায়নি',
    body: 'আপনি যে ঠিকানাটি খুঁজছেন সেটি নেই বা সরিয়ে ফেলা হয়েছে।',
    goHome: 'হোম পেজে ফিরে যান',
  },
} as const;
