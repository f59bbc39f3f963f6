import { SMS_GATEWAY_NAMES, type SmsGateway } from '@haat/contract';

/** What the SMS part says, in Bengali: the owner reads these on the settings page and the timeline. */
export const smsMessages = {
  /** Decision 058: two days without the courier's ids; a message without its tracking code is not sent. */
  noTrackingCode: 'কুরিয়ারের ট্র্যাকিং কোড দুই দিনেও জানা যায়নি, তাই এই SMS পাঠানো হয়নি',
  needsAccount: (gateway: SmsGateway) =>
    gateway === 'bulksmsbd'
      ? 'SMS চালু করতে আগে BulkSMSBD-এর API key আর Sender ID দিন'
      : 'SMS চালু করতে আগে SSL Wireless-এর API token আর SID দিন',
  notConfigured: 'আগে SMS গেটওয়ের অ্যাকাউন্ট সংরক্ষণ করুন',
  testText: 'হাট থেকে পরীক্ষামূলক SMS: আপনার SMS সংযোগ ঠিক আছে।',
  sent: (gateway: SmsGateway, reference: string) =>
    `${SMS_GATEWAY_NAMES[gateway]} SMS নিয়েছে${reference ? ` (নম্বর ${reference})` : ''}`,
  unreachable: (gateway: SmsGateway) =>
    `${SMS_GATEWAY_NAMES[gateway]}-এর সার্ভারে পৌঁছানো যায়নি; একটু পরে আবার চেষ্টা হবে`,
  timedOut: (gateway: SmsGateway) => `${SMS_GATEWAY_NAMES[gateway]} সময়মতো উত্তর দেয়নি; একটু পরে আবার চেষ্টা হবে`,
  down: (gateway: SmsGateway, status: number) =>
    `${SMS_GATEWAY_NAMES[gateway]} এখন কাজ করছে না (HTTP ${status}); একটু পরে আবার চেষ্টা হবে`,
  strange: (gateway: SmsGateway, status: number) =>
    `${SMS_GATEWAY_NAMES[gateway]} বোঝা যায় না এমন উত্তর দিয়েছে (HTTP ${status})`,
  /** BulkSMSBD's error codes (research §5) as sentences the owner can act on. */
  bulksmsbd: {
    1001: 'নম্বরটি সঠিক নয়',
    1002: 'Sender ID ভুল বা বন্ধ: BulkSMSBD-তে Sender ID দেখে নিন',
    1003: 'দরকারি তথ্য বাদ পড়েছে (API key, নম্বর, Sender ID বা বার্তা)',
    1005: 'BulkSMSBD-এর ভেতরের ত্রুটি; একটু পরে আবার চেষ্টা হবে',
    1006: 'BulkSMSBD ব্যালান্সের মেয়াদ শেষ: রিচার্জ করুন',
    1007: 'BulkSMSBD-তে যথেষ্ট ব্যালান্স নেই: রিচার্জ করে আবার চেষ্টা করুন',
    1011: 'BulkSMSBD এই API key চেনে না: API key আবার দেখে নিন',
    1012: 'মাস্কিং SMS বাংলায় পাঠাতে হয় (BulkSMSBD-র নিয়ম)',
    1031: 'BulkSMSBD অ্যাকাউন্ট এখনো যাচাই হয়নি',
    1032: 'এই সার্ভারের IP BulkSMSBD-তে অনুমোদিত নয়: তাদের প্যানেলে IP যোগ করুন',
  } as Record<number, string>,
  bulksmsbdGateway: (code: number) => `BulkSMSBD গেটওয়ে বা দামের ত্রুটি (কোড ${code}); একটু পরে আবার চেষ্টা হবে`,
  bulksmsbdOther: (code: number, text: string) => `BulkSMSBD পাঠায়নি (কোড ${code})${text ? `: ${text}` : ''}`,
  /** SSL Wireless's status codes seen in its client and integrations (research §5; the list is not published). */
  sslwireless: {
    4001: 'SSL Wireless API token নেয়নি: token আর SID আবার দেখে নিন',
    4003: 'এই সার্ভারের IP SSL Wireless-এ ব্লক করা: তাদের সাথে যোগাযোগ করুন',
  } as Record<number, string>,
  sslwirelessOther: (code: number, text: string) =>
    `SSL Wireless পাঠায়নি (কোড ${code})${text ? `: ${text}` : ''}`,
};
