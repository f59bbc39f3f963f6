// The back office's words for its connections to other services (issue 16), beside the code that shows them.

export const integrationsMessages = {
  title: 'সংযোগ',
  intro: 'ফেসবুকে বিক্রির খবর, কুরিয়ারের অ্যাকাউন্ট, আর বাইরের সেবায় যা পাঠানো বাকি বা আটকে আছে',
  facebook: {
    title: 'Facebook Conversions API',
    intro:
      'চালু থাকলে দোকানের পাতায় আসা প্রতিটি অর্ডারের পর সার্ভার নিজেই ফেসবুকে Purchase ইভেন্ট পাঠায় — ব্রাউজারে বিজ্ঞাপন-ব্লকার থাকলেও। ব্রাউজারের ইভেন্টের সাথে একই event_id থাকে, তাই বিক্রি একবারই গোনা হয়।',
    enabled: 'প্রতিটি নতুন অর্ডারে ফেসবুকে Purchase ইভেন্ট পাঠান',
    pixelId: 'পিক্সেল (ডেটাসেট) আইডি',
    pixelHint: 'Events Manager-এ পিক্সেলের নামের নিচের অঙ্কগুলো',
    accessToken: 'অ্যাক্সেস টোকেন',
    tokenHint: 'Events Manager → Settings → Conversions API → Generate access token',
    tokenSaved: (ending: string) =>
      `একটি টোকেন সংরক্ষিত আছে (শেষে …${ending})। বদলাতে নতুনটি লিখুন, নইলে খালি রাখুন।`,
    testEventCode: 'টেস্ট ইভেন্ট কোড',
    testHint: 'দিলে ইভেন্টগুলো শুধু Events Manager-এর Test events-এ দেখায়; আসল হিসাবের জন্য খালি রাখুন',
    saved: 'ফেসবুকের সেটিং সংরক্ষণ হয়েছে',
    loading: 'ফেসবুকের সেটিং আনা হচ্ছে...',
  },
  steadfast: {
    title: 'Steadfast কুরিয়ার',
    intro:
      'Steadfast পোর্টালের API Settings থেকে API key আর Secret key এখানে দিন। চাবিগুলো শুধু সার্ভারে থাকে; সংরক্ষণের পর আর দেখানো হয় না।',
    apiKey: 'API key',
    secretKey: 'Secret key',
    keyHint: 'Steadfast পোর্টাল → API Settings',
    keySaved: (ending: string) => `সংরক্ষিত আছে (শেষে …${ending})। বদলাতে নতুনটি লিখুন, নইলে খালি রাখুন।`,
    saved: 'Steadfast-এর চাবি সংরক্ষণ হয়েছে',
    loading: 'Steadfast-এর সেটিং আনা হচ্ছে...',
    check: 'সংযোগ পরীক্ষা করুন',
    checking: 'পরীক্ষা হচ্ছে...',
  },
  pathao: {
    title: 'Pathao কুরিয়ার',
    intro:
      'Pathao মার্চেন্ট প্যানেলের Developer API থেকে client id ও client secret, আর প্যানেলে ঢোকার ইমেইল ও পাসওয়ার্ড দিন। গোপন তথ্য শুধু সার্ভারে থাকে।',
    clientId: 'Client ID',
    clientIdHint: 'Pathao মার্চেন্ট প্যানেল → Developer API',
    clientSecret: 'Client secret',
    secretSaved: (ending: string) => `সংরক্ষিত আছে (শেষে …${ending})। বদলাতে নতুনটি লিখুন, নইলে খালি রাখুন।`,
    username: 'লগইন ইমেইল',
    password: 'পাসওয়ার্ড',
    passwordHint: 'Pathao মার্চেন্ট প্যানেলে যে পাসওয়ার্ডে ঢোকেন',
    passwordSaved: 'সংরক্ষিত আছে। বদলাতে নতুনটি লিখুন, নইলে খালি রাখুন।',
    saved: 'Pathao-র অ্যাকাউন্ট সংরক্ষণ হয়েছে',
    loading: 'Pathao-র সেটিং আনা হচ্ছে...',
    check: 'সংযোগ পরীক্ষা ও দোকানের তালিকা',
    checking: 'পরীক্ষা হচ্ছে...',
    noStore: 'পার্সেল কোন দোকান থেকে যাবে, তা এখনো বাছাই হয়নি।',
    currentStore: (name: string) => `পার্সেল যাবে: ${name}`,
    pickStore: 'পার্সেল কোন দোকান থেকে যাবে',
    storeClosed: 'বন্ধ',
    chooseStore: 'এই দোকান থেকে পাঠান',
    storeChosen: (name: string) => `পার্সেল যাবে ${name} থেকে`,
  },
  outbox: {
    title: 'পাঠানোর সারি',
    intro:
      'সার্ভার যা বাইরের সেবায় পাঠায় (ফেসবুক ইভেন্ট; পরে কুরিয়ার বুকিং ও এসএমএস), ব্যর্থ হলে নিজেই আবার চেষ্টা করে। বারবার ব্যর্থ হলে এখানে আটকে থাকে।',
    loading: 'সারি আনা হচ্ছে...',
    counts: (waiting: string, parked: string, done: string) =>
      `অপেক্ষায় ${waiting} · আটকে আছে ${parked} · পাঠানো হয়েছে ${done}`,
    empty: 'কিছু আটকে নেই: সব পাঠানো হয়েছে বা পাঠানোর পথে।',
    attempts: (count: string) => `${count} বার চেষ্টা হয়েছে`,
    lastTried: 'শেষ চেষ্টা',
    order: 'অর্ডার দেখুন',
    retry: 'আবার চেষ্টা করুন',
    retried: 'আবার পাঠানোর সারিতে দেওয়া হয়েছে',
    parkedAlert: (count: string) => `বাইরের সেবায় পাঠানোর ${count}টি কাজ আটকে আছে`,
    parkedAlertLink: 'দেখুন ও আবার চেষ্টা করুন',
    kinds: {
      'facebook.purchase': 'ফেসবুক Purchase ইভেন্ট',
    } as Record<string, string>,
  },
} as const;
