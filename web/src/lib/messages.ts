import { seoDefaults, toBengaliDigits } from '@haat/contract';
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
    inCart: (count: number) => `কার্টে ${toBengaliDigits(count)}টি পণ্য`,
  },
  footer: {
    copyright: (companyName: string) => `© 2024 ${companyName} — সর্বস্বত্ব সংরক্ষিত`,
    facebook: 'ফেসবুক পেজ',
    whatsapp: 'হোয়াটসঅ্যাপে কথা বলুন',
    developedBy: 'ওয়েবসাইট তৈরি করেছে',
    fallbackCompanyName: 'হাট',
  },
  seo: {
    // Used when the admin has not filled the SEO settings yet; the same texts the server writes.
    defaultTitle: seoDefaults.title,
    defaultDescription: seoDefaults.description,
  },
  hero: {
    orderHere: 'এখানে অর্ডার করুন',
    cashOnDelivery: 'পণ্য হাতে পেয়ে টাকা দিন — ক্যাশ অন ডেলিভারি',
    sliderLabel: 'পণ্যের ছবি',
    slide: 'ছবি',
  },
  features: {
    fallbackHeading: 'Our Services',
  },
  products: {
    heading: 'Our Products',
    empty: 'এই মুহূর্তে কোনো পণ্য নেই। শিগগিরই নতুন পণ্য আসছে।',
    originalPrice: 'আগের দাম',
    price: 'দাম',
    // Sizes and season (decision 064).
    soldOut: 'স্টক শেষ',
    coming: (date: string) => `আসছে ${date}`,
    sizes: (title: string) => `${title}: সাইজ বেছে নিন`,
  },
  faq: {
    fallbackHeading: 'সাধারণ জিজ্ঞাসা',
  },
  order: {
    heading: 'অর্ডার করতে নিচের ফর্মটি পূরণ করুন',
    clickToOrder: 'Click to order',
  },
  // ---- Storefront cart, product details, checkout and order confirmation ----
  // English where the spec quotes the words (toasts, popups, "Enter your name *", the success page).
  cart: {
    addToCart: 'Add to Cart',
    added: 'Item added to cart successfully',
    alreadyAdded: 'Product already added to cart',
    decrease: (name: string) => `${name}: পরিমাণ ১টি কমান`,
    increase: (name: string) => `${name}: পরিমাণ ১টি বাড়ান`,
    quantity: (name: string) => `${name}: পরিমাণ`,
    remove: (name: string) => `${name} অর্ডার থেকে বাদ দিন`,
    inCart: 'কার্টে আছে',
    notOffered: (title: string) => `«${title}» এখন বিক্রি হচ্ছে না, তাই অর্ডার থেকে বাদ দেওয়া হয়েছে`,
    size: (title: string) => `${title}: সাইজ`,
  },
  productDetails: {
    seeMore: 'See More',
    close: 'বন্ধ করুন',
    description: 'পণ্যের বিবরণ',
  },
  checkout: {
    customerHeading: 'আপনার তথ্য',
    summaryHeading: 'আপনার অর্ডার',
    requiredNote: 'তারকা (*) চিহ্নিত সব ঘর পূরণ করুন',
    nameLabel: 'Enter your name *',
    phoneLabel: 'আপনার মোবাইল নম্বর *',
    cityLabel: 'আপনার শহর / জেলা *',
    addressLabel: 'সম্পূর্ণ ঠিকানা *',
    namePlaceholder: 'যেমন: রহিম উদ্দিন',
    phonePlaceholder: '01XXXXXXXXX',
    cityPlaceholder: 'যেমন: ঢাকা',
    addressPlaceholder: 'বাসা / গ্রাম, রোড, এলাকা, থানা',
    phoneHint: '১১ সংখ্যার মোবাইল নম্বর; ডেলিভারির আগে এই নম্বরে কল করা হবে',
    shippingLegend: 'ডেলিভারি এলাকা',
    insideDhaka: 'ঢাকার ভিতরে',
    outsideDhaka: 'ঢাকার বাইরে',
    emptyCart: 'এখনো কোনো পণ্য বাছাই করা হয়নি।',
    chooseProducts: 'পণ্য বাছাই করুন',
    each: 'প্রতিটি',
    subtotal: 'সাবটোটাল',
    shipping: 'ডেলিভারি চার্জ',
    total: 'সর্বমোট',
    cashOnDelivery: 'পণ্য হাতে পেয়ে টাকা দিন — ক্যাশ অন ডেলিভারি। আগে কোনো টাকা দিতে হবে না।',
    submit: 'অর্ডার কনফার্ম করুন',
    submitting: 'Loading...',
    /**
     * Under the form: what is typed is kept before the order is sent so the shop can call, and for
     * how long (CHECKOUT_DRAFT_DAYS, decision 039); the days are left out until the settings load.
     */
    draftNote: (days: number | undefined) =>
      `অর্ডার করার আগেই এই ফর্মে লেখা তথ্য আমাদের কাছে সংরক্ষিত থাকে, যাতে অর্ডার সম্পূর্ণ করতে আমরা আপনাকে ফোন করতে পারি${
        days === undefined ? '' : `; শেষবার লেখার ${toBengaliDigits(days)} দিন পর তা মুছে ফেলা হয়`
      }।`,
  },
  orderPopup: {
    ok: 'OK',
    placedTitle: 'Order Placed!',
    placedBody: 'Your order has been placed successfully.',
    failedTitle: 'Order Failed!',
    failedBody: 'Something went wrong. Please try again.',
    emptyCartTitle: 'Please select a product',
    emptyCartBody: 'অর্ডার করতে অন্তত একটি পণ্য কার্টে যোগ করুন।',
    fixFields: 'লাল চিহ্নিত ঘরগুলো ঠিক করে আবার চেষ্টা করুন।',
  },
  orderSuccess: {
    thankYou: 'Thank you. Your order has been received.',
    cashOnDelivery: 'পণ্য হাতে পেয়ে টাকা পরিশোধ করুন। শিগগিরই আমরা আপনাকে ফোন করে অর্ডারটি নিশ্চিত করব।',
    orderNumber: 'Order Number',
    date: 'Date',
    paymentTotal: 'Total',
    paymentMethod: 'Payment',
    cashOnDeliveryShort: 'ক্যাশ অন ডেলিভারি',
    itemsHeading: 'Order Details',
    serial: 'SL',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    discountPrice: 'Discount Price',
    lineTotal: 'Total',
    subTotal: 'SubTotal',
    shippingCharge: 'Shipping Charge',
    total: 'Total',
    billingAddress: 'Billing Address',
    name: 'নাম',
    phone: 'মোবাইল',
    city: 'শহর / জেলা',
    address: 'ঠিকানা',
    goHome: 'Go To Home',
    print: 'প্রিন্ট করুন',
    notFoundTitle: 'অর্ডারটি খুঁজে পাওয়া যায়নি',
    notFoundBody: 'এই লিংকে কোনো অর্ডার নেই। লিংকটি ঠিকমতো কপি হয়েছে কিনা দেখুন, অথবা হটলাইনে ফোন করুন।',
  },
  // ---- end of the storefront's order strings ----
  // The back office's words live in admin-messages.ts, loaded only with the back office.
  notFound: {
    title: 'পাতাটি খুঁজে পাওয়া যায়নি',
    body: 'আপনি যে ঠিকানাটি খুঁজছেন সেটি নেই বা সরিয়ে ফেলা হয়েছে।',
    goHome: 'হোম পেজে ফিরে যান',
  },
} as const;
