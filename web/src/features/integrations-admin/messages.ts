// The back office's words for its connections to other services, beside the code that shows them.
import { OUTBOX_JOB_NAMES } from '@haat/contract';

export const integrationsMessages = {
  title: 'সংযোগ',
  intro: 'ফেসবুকে বিক্রির খবর, কুরিয়ারের অ্যাকাউন্ট, ক্রেতাকে SMS, আর বাইরের সেবায় যা পাঠানো বাকি বা আটকে আছে',
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
    webhookSecret: 'Auth Token (Bearer)',
    webhookWhere:
      'Steadfast পোর্টাল → API Settings → Webhook: "Callback URL"-এ ঠিকানাটি আর "Auth Token (Bearer)"-এ গোপন কোডটি বসিয়ে সংরক্ষণ করুন। এখানেও একই কোড সংরক্ষণ করুন।',
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
    webhookSecret: 'Webhook secret',
    webhookWhere:
      'Pathao মার্চেন্ট প্যানেল → Developer API → Webhook: "Callback URL"-এ ঠিকানাটি আর "Secret"-এ গোপন কোডটি বসান। এখানেও একই কোড সংরক্ষণ করুন। Pathao প্রথমে একটি পরীক্ষা পাঠায়; ঠিকানা ঠিক থাকলে দোকান নিজেই উত্তর দেয়।',
  },
  /** The status updates a courier sends to the shop (decision 036): its address and shared secret. */
  webhook: {
    title: 'স্ট্যাটাস আপডেট (ওয়েবহুক)',
    intro:
      'পার্সেলের অবস্থা বদলালে কুরিয়ার নিজেই দোকানকে জানায়; না জানালেও দোকান কিছুক্ষণ পরপর কুরিয়ারকে জিজ্ঞেস করে, তাই ওয়েবহুক শুধু খবর তাড়াতাড়ি আনে।',
    url: 'Callback URL',
    notHttps:
      'এই ঠিকানা https নয়। Pathao শুধু বৈধ SSL সার্টিফিকেটসহ https ঠিকানায় খবর পাঠায়: দোকানটি https ঠিকানায় খুলে এই পাতা থেকে ঠিকানা নিন।',
    copy: 'কপি',
    copyUrl: 'ঠিকানা কপি করুন',
    copySecret: 'গোপন কোড কপি করুন',
    copied: 'কপি হয়েছে',
    copyFailed: 'কপি করা যায়নি: লেখাটি চেপে ধরে কপি করুন',
    generate: 'নতুন গোপন কোড তৈরি করুন',
    generated: 'নতুন কোড তৈরি হয়েছে: কুরিয়ারের প্যানেলে বসিয়ে এখানে সংরক্ষণ করুন। সংরক্ষণের পর আর দেখানো হবে না।',
    secretHint: 'কমপক্ষে ১৬ অক্ষর, ফাঁকা জায়গা ছাড়া; নিজে না লিখে "নতুন গোপন কোড তৈরি করুন" চাপুন',
    secretSaved: (ending: string) =>
      `একটি গোপন কোড সংরক্ষিত আছে (শেষে …${ending})। বদলালে কুরিয়ারের প্যানেলেও নতুনটি বসাতে হবে; নইলে খালি রাখুন।`,
  },
  /** Order SMS (decision 037): the gateway, a test message, and each status's template. */
  sms: {
    title: 'অর্ডারের SMS',
    intro:
      'অর্ডারের অবস্থা বদলালে ক্রেতা নিজের ফোনে বাংলায় SMS পান। প্রতিটি বার্তা, গেটওয়ের উত্তর আর কত অংশ লাগল, অর্ডারের টাইমলাইনে থাকে।',
    loading: 'SMS-এর সেটিং আনা হচ্ছে...',
    enabled: 'অর্ডারের অবস্থা বদলালে ক্রেতাকে SMS পাঠান',
    enabledHint: 'চালু করতে বাছাই করা গেটওয়ের অ্যাকাউন্ট লাগবে।',
    gateway: 'SMS গেটওয়ে',
    apiKey: 'API key',
    apiKeyHint: 'BulkSMSBD প্যানেল → API Keys',
    senderId: 'Sender ID',
    senderIdHint: 'BulkSMSBD যে নম্বর বা নাম দিয়েছে (অনুমোদিত Sender ID)',
    apiToken: 'API token',
    apiTokenHint: 'SSL Wireless ISMS Plus প্যানেল → API token',
    sid: 'SID',
    sidHint: 'SSL Wireless যে SID দিয়েছে (যেমন HAATBRAND)',
    keySaved: (ending: string) => `সংরক্ষিত আছে (শেষে …${ending})। বদলাতে নতুনটি লিখুন, নইলে খালি রাখুন।`,
    saved: 'SMS-এর সেটিং সংরক্ষণ হয়েছে',
    templatesTitle: 'কোন অবস্থায় কী লেখা যাবে',
    templatesIntro:
      'নিচের বোতামগুলো চাপলে লেখার যেখানে কার্সর আছে, সেখানে তথ্যের ঘর বসে; পাঠানোর সময় তাতে অর্ডারের আসল তথ্য যায়। বাংলা SMS-এর এক অংশে ৭০ অক্ষর ধরে (একাধিক অংশ হলে প্রতিটিতে ৬৭), আর প্রতিটি অংশের দাম আলাদা।',
    templateOn: (status: string) => `"${status}" হলে SMS পাঠান`,
    templateText: 'বার্তা',
    insert: 'বসান',
    insertLabel: (label: string) => `বার্তায় বসান: ${label}`,
    preview: 'নমুনা',
    previewNote: 'নমুনা তথ্য দিয়ে, যেমনটা ক্রেতা পাবেন',
    count: (characters: string, parts: string, encoding: string) =>
      `${characters} অক্ষর · ${parts} অংশ (${encoding})`,
    encodings: { unicode: 'ইউনিকোড', gsm: 'ইংরেজি, GSM' },
    twoParts: (parts: string) =>
      `সাধারণ নাম আর ইনভয়েসেও এই বার্তা ${parts} অংশ হবে: বেশিরভাগ অর্ডারে ${parts}টি SMS-এর দাম লাগবে। ছোট করলে খরচ কমবে।`,
    empty: 'লেখা নেই: এই অবস্থায় কিছু যাবে না।',
    caps: {
      title: 'SMS খরচের সীমা (দিনে)',
      intro:
        'ভুয়া অর্ডার দিয়ে কেউ যেন আপনার টাকায় অচেনা নম্বরে SMS পাঠাতে না পারে। সীমা পেরোলে SMS যায় না: অর্ডারটি ফোনের অপেক্ষায় স্থগিত থাকে, আর কারণ অর্ডারের টাইমলাইনে ও এই পাতায় দেখা যায়।',
      perPhone: 'এক নম্বরে',
      perAddress: 'এক ঠিকানা (IP) থেকে',
      perDay: 'পুরো দোকানে',
      hints: {
        perPhone: 'কোড আর "পেয়েছি" SMS, অর্ডার নিশ্চিতের আগে',
        perAddress: 'একই ইন্টারনেট ঠিকানা থেকে আসা অর্ডারগুলোয়',
        perDay: 'সব ধরনের SMS মিলিয়ে',
      },
    },
    usage: {
      title: 'আজকের SMS',
      counts: (sent: string, parts: string, capped: string) =>
        `পাঠানো ${sent}টি (${parts} অংশ) · সীমায় আটকেছে ${capped}টি`,
      stopped: 'সীমায় আটকে যাওয়া SMS',
      kinds: { code: 'কোড', order: 'অর্ডারের SMS' },
      order: (invoice: string) => `অর্ডার ${invoice}`,
    },
    test: {
      title: 'পরীক্ষার SMS',
      intro: 'সংরক্ষিত গেটওয়ে দিয়ে একটি নম্বরে পরীক্ষার বার্তা পাঠান। আগে সেটিং সংরক্ষণ করুন।',
      phone: 'মোবাইল নম্বর',
      send: 'পরীক্ষার SMS পাঠান',
      sending: 'পাঠানো হচ্ছে...',
    },
  },
  outbox: {
    title: 'পাঠানোর সারি',
    intro:
      'সার্ভার যা বাইরের সেবায় পাঠায় (ফেসবুক ইভেন্ট, কুরিয়ার বুকিং, পার্সেলের খবর, ক্রেতার SMS), ব্যর্থ হলে নিজেই আবার চেষ্টা করে। বারবার ব্যর্থ হলে এখানে আটকে থাকে।',
    loading: 'সারি আনা হচ্ছে...',
    counts: (waiting: string, parked: string, done: string) =>
      `অপেক্ষায় ${waiting} · আটকে আছে ${parked} · পাঠানো হয়েছে ${done}`,
    empty: 'কিছু আটকে নেই: সব পাঠানো হয়েছে বা পাঠানোর পথে।',
    attempts: (count: string) => `${count} বার চেষ্টা হয়েছে`,
    lastTried: 'শেষ চেষ্টা',
    order: 'অর্ডার দেখুন',
    retry: 'আবার চেষ্টা করুন',
    retried: 'আবার পাঠানোর সারিতে দেওয়া হয়েছে',
    kinds: OUTBOX_JOB_NAMES,
  },
} as const;
