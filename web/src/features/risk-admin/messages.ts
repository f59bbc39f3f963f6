import { type BlockKind, PHONE_CODE_LENGTH, type PhoneCheckMode, toBengaliDigits } from '@haat/contract';

// The fake-order page's words (decision 038), beside the code that shows them. The signals' names and
// meanings are in lib/risk-signal-names.ts, shared with the order desk.

export const riskMessages = {
  title: 'ভুয়া অর্ডার ঠেকানো',
  heldOrders: 'স্থগিত অর্ডারগুলো দেখুন',
  intro:
    'সন্দেহজনক অর্ডার ফিরিয়ে দেওয়া হয় না: সেগুলো "স্থগিত" হয়ে আসে, যাতে পাঠানোর আগে ক্রেতাকে একবার ফোন করে নিতে পারেন। ক্রেতা সাধারণ অর্ডারের মতোই সব দেখেন, কিছু টের পান না।',

  settings: {
    title: 'কখন অর্ডার স্থগিত হবে',
    intro: 'প্রতিটি নতুন অর্ডার নিচের লক্ষণগুলো মিলিয়ে পয়েন্ট পায়। মোট পয়েন্ট সীমা ছুঁলে বা ছাড়ালে অর্ডারটি স্থগিত হয়ে আসে।',
    loading: 'সেটিং আনা হচ্ছে...',
    threshold: 'স্থগিত করার সীমা (পয়েন্ট)',
    thresholdHint: 'এত পয়েন্ট বা তার বেশি পেলে অর্ডার স্থগিত হয়। ১ থেকে ১০১; ১০১ দিলে কোনো অর্ডার স্থগিত হবে না।',
    windowHours: 'বারবার অর্ডার গোনার সময় (ঘণ্টা)',
    windowHint: 'একই নম্বর বা একই ডিভাইস থেকে আর কোনো অর্ডার এসেছে কি না, গত এত ঘণ্টার মধ্যে দেখা হয়। ১ থেকে ৭২।',
    weightsTitle: 'কোন লক্ষণে কত পয়েন্ট',
    weightsIntro: 'প্রতিটি লক্ষণে ০ থেকে ১০০ পয়েন্ট। ০ দিলে সেই লক্ষণ আর গোনা হয় না।',
    trustTitle: 'ভরসার লক্ষণ',
    trustIntro: 'এই পয়েন্ট মোট থেকে বাদ যায়: আগে পার্সেল নিয়েছেন এমন ক্রেতার অর্ডার সহজে স্থগিত হয় না।',
    subtracts: 'বাদ যায়',
    courierCheck: 'কুরিয়ারের কাছে নম্বরের রেকর্ড জেনে নিন',
    courierCheckHint:
      'প্রতিটি নতুন নম্বরের জন্য দিনে একবার Steadfast-কে জিজ্ঞেস করা হয়, তাদের হিসাবে এই নম্বরে কত পার্সেল পৌঁছেছে আর কত ফেরত গেছে।',
    courierNeedsKeys: 'এটি কাজ করে শুধু Steadfast-এর API key আর Secret key সংরক্ষিত থাকলে।',
    courierKeysSaved: 'Steadfast-এর চাবি সংরক্ষিত আছে।',
    courierKeysMissing: 'Steadfast-এর চাবি এখনো দেওয়া হয়নি।',
    toConnections: 'সংযোগ পাতায় যান',
    phoneCheck: 'ফোনে কোড যাচাই',
    phoneCheckIntro: `অর্ডার জমা হওয়ার পর ক্রেতার ফোনে ${toBengaliDigits(PHONE_CODE_LENGTH)} অঙ্কের একটি কোড SMS করা হয়। ক্রেতা অর্ডারের পাতায় কোডটি লিখলে অর্ডার স্থগিত থেকে অপেক্ষমাণে চলে আসে; না লিখলে স্থগিত থাকে, আপনি ফোন করে নিশ্চিত করবেন।`,
    phoneCheckModes: {
      off: 'বন্ধ',
      risky: 'শুধু ঝুঁকিপূর্ণ অর্ডারে',
      all: 'সব অর্ডারে',
    } satisfies Record<PhoneCheckMode, string>,
    phoneCheckModeHints: {
      off: 'কোনো কোড পাঠানো হয় না',
      risky:
        'কোড যায় প্রতিটি অর্ডারে, যাতে কেউ বুঝতে না পারে কাকে সন্দেহ করা হয়েছে; কোডের অপেক্ষায় স্থগিত থাকে শুধু উপরের হিসাবে স্থগিত অর্ডার',
      all: 'পাতা থেকে আসা প্রতিটি অর্ডারে; কোড না দেওয়া পর্যন্ত অর্ডার স্থগিত থাকে',
    } satisfies Record<PhoneCheckMode, string>,
    smsNeedsAccount:
      'কোড যায় সংযোগ পাতায় সংরক্ষিত SMS গেটওয়ে দিয়ে (প্রতিটি কোড একটি SMS)। গেটওয়ের অ্যাকাউন্ট না থাকলে কোড চাওয়া হয় না, অর্ডার আগের মতোই আসে।',
    smsAccountSaved: (gateway: string) => `${gateway}-এর অ্যাকাউন্ট সংরক্ষিত আছে।`,
    smsAccountMissing: 'SMS গেটওয়ের অ্যাকাউন্ট এখনো দেওয়া হয়নি।',
    // Not "সংযোগ পাতায় যান" again: two links of one name on a page do not say where each leads.
    toSmsSettings: 'SMS গেটওয়ের সেটিং খুলুন',
    restoreDefaults: 'শুরুর মান ফিরিয়ে আনুন',
    defaultsRestored: 'শুরুর মান বসানো হয়েছে; রাখতে "সংরক্ষণ করুন" চাপুন',
    saved: 'ভুয়া অর্ডারের সেটিং সংরক্ষণ হয়েছে',
    points: 'পয়েন্ট',
  },

  blocklist: {
    title: 'বন্ধের তালিকা',
    intro:
      'এই তালিকার ফোন নম্বর, IP ঠিকানা বা ডিভাইস থেকে আসা অর্ডার সবসময় স্থগিত হয়ে আসে ("বন্ধের তালিকায়" লক্ষণের পয়েন্ট পায়)।',
    loading: 'বন্ধের তালিকা আনা হচ্ছে...',
    addTitle: 'তালিকায় যোগ করুন',
    kind: 'কী বন্ধ করবেন',
    kinds: {
      phone: 'ফোন নম্বর',
      address: 'IP ঠিকানা',
      device: 'ডিভাইস',
    } satisfies Record<BlockKind, string>,
    kindHints: {
      phone: 'যে নম্বর থেকে বারবার ভুয়া অর্ডার আসে',
      address: 'একটি IP বা পুরো পরিসর (CIDR)',
      device: 'একই ফোন বা ব্রাউজার, নম্বর বদলালেও',
    } satisfies Record<BlockKind, string>,
    value: {
      phone: 'মোবাইল নম্বর',
      address: 'IP ঠিকানা বা পরিসর',
      device: 'ডিভাইস আইডি',
    } satisfies Record<BlockKind, string>,
    valueHint: {
      phone: '০১XXXXXXXXX বা +৮৮০ দিয়ে, বাংলা বা ইংরেজি অঙ্কে',
      address: 'যেমন 203.0.113.7, বা পুরো পরিসর 203.0.113.0/24',
      device: '১৬ থেকে ৬৪ অক্ষরের আইডি (ইংরেজি অক্ষর, অঙ্ক, - ও _)',
    } satisfies Record<BlockKind, string>,
    reason: 'কারণ',
    reasonHint: 'পরে মনে রাখতে: কেন বন্ধ করছেন',
    submit: 'বন্ধের তালিকায় যোগ করুন',
    submitting: 'যোগ হচ্ছে...',
    added: 'বন্ধের তালিকায় যোগ হয়েছে',
    listTitle: 'তালিকায় যা আছে',
    empty: 'বন্ধের তালিকা এখন খালি। উপরের ফর্ম থেকে নম্বর, ঠিকানা বা ডিভাইস যোগ করুন।',
    addedBy: (name: string, when: string) => `${name} যোগ করেছেন, ${when}`,
    addedByUnknown: (when: string) => `যোগ করা হয়েছে ${when}`,
    remove: 'সরান',
    removing: 'সরানো হচ্ছে...',
    removeFor: (value: string) => `${value} তালিকা থেকে সরান`,
    confirmRemove: (value: string) =>
      `${value} বন্ধের তালিকা থেকে সরাবেন? এরপর এখান থেকে আসা অর্ডার আর এই কারণে স্থগিত হবে না।`,
    removed: 'বন্ধের তালিকা থেকে সরানো হয়েছে',
  },
} as const;
