import type { BannerScene, FeatureIcon, ProductArt } from './artwork.js';

/**
 * What a shop owner sees on first start: a small but believable Bengali farm-goods shop. Plain data,
 * so the texts and prices can be edited without touching the seeding code.
 */

export const BUSINESS = {
  companyName: 'হাট — খাঁটি কৃষিপণ্য',
  facebook: 'https://facebook.com/haat.krishipanya',
  whatsapp: '01712345678',
};

export const SITE_SETTINGS = {
  insideDhakaFee: 80,
  outsideDhakaFee: 150,
  phone: '01755667788',
};

export const SEO = {
  title: 'হাট — খাঁটি কৃষিপণ্য | রাজশাহীর আম, সুন্দরবনের মধু, গাওয়া ঘি',
  description:
    'রাজশাহী ও চাঁপাইনবাবগঞ্জের বাগানের আম, সুন্দরবনের চাকের মধু, গাওয়া ঘি, খেজুর, সুগন্ধি চাল আর ঘানি ভাঙা সরিষার তেল — সরাসরি কৃষকের কাছ থেকে। ক্যাশ অন ডেলিভারি, সারা দেশে হোম ডেলিভারি।',
  keywords:
    'রাজশাহীর আম, হিমসাগর আম, ফজলি আম, ল্যাংড়া আম, সুন্দরবনের মধু, খাঁটি মধু, গাওয়া ঘি, আজওয়া খেজুর, মরিয়ম খেজুর, চিনিগুড়া চাল, সরিষার তেল, খেজুরের গুড়, ক্যাশ অন ডেলিভারি',
  author: 'হাট',
  designer: 'হাট',
  subject: 'অনলাইনে খাঁটি কৃষিপণ্য কেনাকাটা',
  copyright: '© ২০২৪ হাট — খাঁটি কৃষিপণ্য। সর্বস্বত্ব সংরক্ষিত।',
  url: 'http://localhost:3000',
};

export const SECTION_TITLES = {
  feature: 'কেন আমাদের থেকে কিনবেন',
  faq: 'সচরাচর জিজ্ঞাসা',
} as const;

export const BANNER: {
  title: string;
  description: string;
  gallery: Array<{ scene: BannerScene; title: string }>;
} = {
  title: 'মাটির কাছের খাঁটি স্বাদ, সরাসরি আপনার দরজায়',
  description:
    'রাজশাহীর আম, সুন্দরবনের মধু, গাওয়া ঘি আর বাছাই করা খেজুর — কৃষক ও খামারির কাছ থেকে সংগ্রহ করে আমরা পৌঁছে দিই সারা দেশে। আগে পণ্য হাতে নিন, দেখে-শুনে তারপর টাকা দিন।',
  gallery: [
    { scene: 'orchard', title: 'রাজশাহীর আমবাগান থেকে সদ্য পাড়া পাকা আম' },
    { scene: 'honey', title: 'সুন্দরবনের চাক ভাঙা খাঁটি মধু' },
    { scene: 'ghee-dates', title: 'গাওয়া ঘি, আজওয়া খেজুর আর খেজুরের পাটালি গুড়' },
    { scene: 'paddy', title: 'চিনিগুড়া সুগন্ধি চাল আর ঘানি ভাঙা সরিষার তেল' },
  ],
};

export const FEATURES: Array<{ icon: FeatureIcon; title: string }> = [
  { icon: 'leaf', title: '১০০% খাঁটি ও ভেজালমুক্ত' },
  { icon: 'cash', title: 'ক্যাশ অন ডেলিভারি' },
  { icon: 'truck', title: 'সারা দেশে হোম ডেলিভারি' },
  { icon: 'sprout', title: 'সরাসরি কৃষকের কাছ থেকে' },
  { icon: 'shield', title: 'ফরমালিন ও কেমিক্যালমুক্ত' },
  { icon: 'box', title: 'যত্নসহ প্যাকেজিং' },
  { icon: 'return', title: 'সহজ ফেরত নীতি' },
  { icon: 'phone', title: 'হটলাইন সাপোর্ট' },
];

export const FAQS: Array<{ question: string; answer: string }> = [
  {
    question: 'কীভাবে অর্ডার করব?',
    answer:
      'পছন্দের পণ্যগুলো কার্টে যোগ করুন, তারপর পেজের নিচের অর্ডার ফর্মে আপনার নাম, মোবাইল নম্বর, শহর আর পূর্ণ ঠিকানা লিখে অর্ডার করুন। অর্ডার নিশ্চিত করতে আমাদের প্রতিনিধি আপনাকে ফোন করবেন।',
  },
  {
    question: 'টাকা কীভাবে পরিশোধ করব? অগ্রিম দিতে হবে কি?',
    answer:
      'না, কোনো অগ্রিম টাকা লাগে না। আমরা শুধু ক্যাশ অন ডেলিভারিতে বিক্রি করি — পণ্য হাতে পেয়ে দেখে-শুনে ডেলিভারিম্যানকে টাকা দিন।',
  },
  {
    question: 'ডেলিভারি চার্জ কত?',
    answer:
      'ঢাকা সিটির ভেতরে ডেলিভারি চার্জ ৮০ টাকা, ঢাকার বাইরে সারা দেশে ১৫০ টাকা। অর্ডার ফর্মে আপনার এলাকা বেছে নিলে মোট দাম স্বয়ংক্রিয়ভাবে হিসাব হয়ে যায়।',
  },
  {
    question: 'অর্ডার করার কত দিনের মধ্যে পণ্য পাব?',
    answer:
      'ঢাকার ভেতরে সাধারণত ১–২ দিনের মধ্যে এবং ঢাকার বাইরে ২–৪ দিনের মধ্যে কুরিয়ারে পণ্য পৌঁছে যায়। আমের মৌসুমে গাছ থেকে পাড়ার পরপরই পাঠানো হয়, তাই কখনো এক দিন বেশি লাগতে পারে।',
  },
  {
    question: 'পণ্য নষ্ট, ভাঙা বা ভুল এলে কী করব?',
    answer:
      'ডেলিভারিম্যানের সামনেই প্যাকেট খুলে দেখে নিন। আম পচা, বয়াম ভাঙা বা ভুল পণ্য এলে তখনই ফেরত দিন — কোনো টাকা দিতে হবে না। পরে সমস্যা ধরা পড়লে ২৪ ঘণ্টার মধ্যে হটলাইনে জানান, আমরা পণ্য বদলে দেব বা টাকা ফেরত দেব।',
  },
  {
    question: 'পণ্যগুলো যে খাঁটি, তা কীভাবে বুঝব?',
    answer:
      'প্রতিটি পণ্য আমরা নিজেরা বাগান, মৌয়াল ও খামারির কাছ থেকে সংগ্রহ করি এবং পাঠানোর আগে যাচাই করি। মধু ও ঘি-এর মান পরীক্ষার রিপোর্ট চাইলে দেখাতে পারি। খেয়ে সন্তুষ্ট না হলে টাকা ফেরত।',
  },
  {
    question: 'আম কি কার্বাইড বা ফরমালিন দিয়ে পাকানো?',
    answer:
      'না। আম গাছে পরিপক্ব হওয়ার পর পাড়া হয় এবং প্রাকৃতিকভাবে পাকে, কোনো কেমিক্যাল দেওয়া হয় না। তাই হাতে পাওয়ার পর পুরোপুরি পাকতে ১–৩ দিন সময় লাগতে পারে।',
  },
];

export interface DemoProduct {
  title: string;
  /** Whole taka. */
  price: number;
  /** Whole taka below `price`, or 0 for no discount. */
  discountPrice: number;
  art: ProductArt;
  description: string;
  /** Grams one unit weighs, what delivery is priced by (decision 064). */
  weightGrams: number;
  /**
   * The sizes it sells in, the first at `price` (decision 064): a mango in 5, 10 and 20 kg boxes, each
   * with its own price and boxes left. Left out: one size, unnamed, with no stock limit.
   */
  sizes?: Array<{
    name: string;
    price: number;
    discountPrice: number;
    weightGrams: number;
    /** Boxes left; null: unlimited (the first size, which a shopper who does not choose gets). */
    stock: number | null;
  }>;
}

/** The same simple, safe HTML shape the admin editor produces: a paragraph, a list, an optional note. */
function describe(intro: string, points: string[], note?: string): string {
  const list = points.map((point) => `<li>${point}</li>`).join('');
  return `<p>${intro}</p><ul>${list}</ul>${note ? `<p><strong>${note}</strong></p>` : ''}`;
}

export const PRODUCTS: DemoProduct[] = [
  {
    title: 'রাজশাহীর বাগানের ফজলি আম — বড় আকার, রসালো ও ফরমালিনমুক্ত (৫ কেজি)',
    price: 750,
    discountPrice: 650,
    art: 'fazli',
    weightGrams: 5000,
    description: describe(
      'মৌসুমের শেষ ভাগের রাজা ফজলি আম। বড় আকার, পাতলা খোসা আর রসালো মিষ্টি শাঁস — আমসত্ত্ব, জুস কিংবা এমনি খাওয়ার জন্য সেরা।',
      [
        'প্রতিটি আম গড়ে ৫০০–৮০০ গ্রাম',
        'গাছ থেকে পরিপক্ব অবস্থায় পাড়া',
        'কার্বাইড ও ফরমালিনমুক্ত',
        'কাগজে মুড়িয়ে ঝুড়িতে প্যাক করা',
      ],
      'হাতে পাওয়ার পর ২–৩ দিনে পুরোপুরি পেকে যায়।',
    ),
  },
  {
    title: 'চাঁপাইনবাবগঞ্জের হিমসাগর (খিরসাপাত) আম — আঁশবিহীন, মিষ্টি ও সুগন্ধি (৫ কেজি)',
    price: 900,
    discountPrice: 0,
    art: 'himsagar',
    weightGrams: 5000,
    description: describe(
      '<strong>জিআই স্বীকৃত খিরসাপাত</strong> — বাংলাদেশের সবচেয়ে জনপ্রিয় আম। আঁশবিহীন মসৃণ শাঁস আর মন মাতানো ঘ্রাণ।',
      ['পাকলেও খোসা সবুজাভ-হলুদ থাকে', 'আঁটি ছোট, শাঁস বেশি', 'সরাসরি বাগান থেকে সংগ্রহ'],
    ),
  },
  {
    title: 'ল্যাংড়া আম — ৫, ১০ ও ২০ কেজির বাক্স',
    price: 850,
    discountPrice: 780,
    art: 'langra',
    weightGrams: 5000,
    sizes: [
      { name: '৫ কেজি', price: 850, discountPrice: 780, weightGrams: 5000, stock: null },
      { name: '১০ কেজি', price: 1600, discountPrice: 1500, weightGrams: 10000, stock: 25 },
      { name: '২০ কেজি', price: 3000, discountPrice: 2850, weightGrams: 20000, stock: 10 },
    ],
    description: describe('পাতলা খোসা, ছোট আঁটি আর টক-মিষ্টি সুঘ্রাণের জন্য ল্যাংড়া আমের কদর সবার কাছে।', [
      'পাকলেও খোসা সবুজ থাকে',
      'রসালো ও আঁশহীন শাঁস',
      'চাঁপাইনবাবগঞ্জের বাছাই করা বাগান থেকে',
    ]),
  },
  {
    title: 'সুন্দরবনের খাঁটি চাকের মধু — খলিশা ফুলের প্রাকৃতিক মধু, ১ কেজি কাচের বয়াম',
    price: 1200,
    discountPrice: 1050,
    art: 'honey',
    weightGrams: 1000,
    description: describe(
      'সুন্দরবনের মৌয়ালদের সংগ্রহ করা খলিশা ও গরান ফুলের চাকের মধু। হালকা সোনালি রং, পাতলা গড়ন আর ফুলের মিষ্টি ঘ্রাণ।',
      [
        'চাক কেটে ছেঁকে নেওয়া — কোনো চিনি বা সিরাপ মেশানো নয়',
        'কাচের বয়ামে সিল করা',
        'শীতে জমে গেলেও এটি খাঁটি মধুর স্বাভাবিক গুণ',
      ],
      'সরাসরি রোদ থেকে দূরে, শুকনো জায়গায় রাখুন।',
    ),
  },
  {
    title: 'পাবনার গাওয়া ঘি (৫০০ গ্রাম)',
    price: 850,
    discountPrice: 0,
    art: 'ghee',
    weightGrams: 500,
    description: describe('দেশি গরুর দুধের সর জমিয়ে মাখন তুলে, মাটির চুলায় ধীরে জ্বাল দিয়ে তৈরি দানাদার গাওয়া ঘি।', [
      'দানাদার গড়ন আর ভাজা-ভাজা ঘ্রাণ',
      'কোনো ডালডা বা রং মেশানো নয়',
      'গরম ভাত, পোলাও ও মিষ্টান্নে অতুলনীয়',
    ]),
  },
  {
    title: 'আজওয়া খেজুর (৫০০ গ্রাম)',
    price: 900,
    discountPrice: 820,
    art: 'ajwa',
    weightGrams: 500,
    description: describe('মদিনার বিখ্যাত কালো আজওয়া খেজুর। নরম, হালকা মিষ্টি আর পুষ্টিতে ভরপুর।', [
      'সরাসরি আমদানিকারকের কাছ থেকে সংগ্রহ',
      'এয়ারটাইট প্যাকেটে পাঠানো হয়',
      'ইফতার ও উপহারের জন্য উপযুক্ত',
    ]),
  },
  {
    title: 'মরিয়ম খেজুর (১ কেজি)',
    price: 1100,
    discountPrice: 0,
    art: 'maryam',
    weightGrams: 1000,
    description: describe('লালচে-বাদামি রঙের লম্বাটে মরিয়ম খেজুর — নরম শাঁস আর ক্যারামেলের মতো স্বাদ।', [
      'বড় ও মাংসল দানা',
      'প্রিমিয়াম গ্রেড, বাছাই করা',
      'ফ্রিজে রাখলে কয়েক মাস ভালো থাকে',
    ]),
  },
  {
    title: 'দিনাজপুরের চিনিগুড়া সুগন্ধি চাল — পোলাও ও পায়েসের জন্য নতুন মৌসুমের চাল (৫ কেজি)',
    price: 750,
    discountPrice: 690,
    art: 'chinigura',
    weightGrams: 5000,
    description: describe('দিনাজপুরের কৃষকের খেতের নতুন মৌসুমের চিনিগুড়া চাল। ছোট দানা, রান্নায় ঝরঝরে আর ঘরভরা সুবাস।', [
      'পোলাও, বিরিয়ানি, খিচুড়ি ও পায়েসের জন্য আদর্শ',
      'পরিষ্কার করে ঝেড়ে বাছাই করা',
      'পলিশ ও রং মেশানো নয়',
    ]),
  },
  {
    title: 'ঘানি ভাঙা খাঁটি সরিষার তেল (২ লিটার)',
    price: 640,
    discountPrice: 0,
    art: 'mustard-oil',
    weightGrams: 2000,
    description: describe('দেশি সরিষা কাঠের ঘানিতে ধীরে ভাঙিয়ে তৈরি ঝাঁঝালো খাঁটি তেল। ভর্তা, মাছ রান্না আর আচারে আসল স্বাদ।', [
      'কোনো কেমিক্যাল বা রং মেশানো নয়',
      'ফুড গ্রেড বোতলে প্যাক করা',
      'গায়ে মাখার জন্যও উপযোগী',
    ]),
  },
  {
    title: 'যশোরের খেজুরের পাটালি গুড় (১ কেজি)',
    price: 550,
    discountPrice: 480,
    art: 'jaggery',
    weightGrams: 1000,
    description: describe(
      'শীতের ভোরে গাছিদের নামানো খেজুর রস জ্বাল দিয়ে তৈরি যশোরের ঐতিহ্যবাহী পাটালি গুড়।',
      ['চিনি বা হাইড্রোজ মেশানো নয়', 'নরম, দানাদার আর ঘ্রাণে ভরা', 'পিঠা, পায়েস আর চায়ের সঙ্গে দারুণ'],
      'ঠান্ডা ও শুকনো জায়গায় রাখুন।',
    ),
  },
];
