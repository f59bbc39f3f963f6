import type { CheckoutDraftState } from '@haat/contract';

// The incomplete-checkouts page's words (decision 039), beside the code that shows them.

/** The fields a draft may lack for an order, as the server names them in a refusal. */
export type DraftField = 'name' | 'city' | 'address' | 'products';

export const draftsMessages = {
  title: 'অসম্পূর্ণ অর্ডার',
  intro:
    'যাঁরা অর্ডার ফর্মে মোবাইল নম্বর আর নাম বা ঠিকানা লিখে অর্ডার না করেই চলে গেছেন। ফোন করে জেনে নিন; রাজি হলে এখান থেকেই অর্ডার করে দিন।',
  loading: 'অসম্পূর্ণ অর্ডার আনা হচ্ছে...',
  stateLabel: 'কোন অসম্পূর্ণ অর্ডারগুলো দেখবেন',
  states: {
    open: 'খোলা',
    ordered: 'নিজে অর্ডার করেছেন',
    converted: 'আমরা অর্ডার করেছি',
    dismissed: 'বাদ দেওয়া',
  } satisfies Record<CheckoutDraftState, string>,
  empty: {
    open: 'এখন কোনো খোলা অসম্পূর্ণ অর্ডার নেই। কেউ অর্ডার ফর্মে নম্বর লিখে চলে গেলে এখানে দেখা যাবে।',
    ordered: 'এখনো কেউ ফিরে এসে নিজে অর্ডার করেননি।',
    converted: 'এখান থেকে এখনো কোনো অর্ডার করা হয়নি।',
    dismissed: 'এখনো কোনো অসম্পূর্ণ অর্ডার বাদ দেওয়া হয়নি।',
  } satisfies Record<CheckoutDraftState, string>,

  noName: 'নাম নেই',
  noAddress: 'শহর বা ঠিকানা দেননি',
  noProducts: 'কোনো পণ্য বাছাই করেননি',
  basket: 'যা বাছাই করেছিলেন',
  quantity: (count: string) => `× ${count}`,
  shipping: 'ডেলিভারি চার্জ',
  total: 'মোট (আজকের দামে)',
  toAsk: (fields: string) => `অর্ডার করতে জেনে নিন: ${fields}`,
  fieldNames: {
    name: 'নাম',
    city: 'শহর / জেলা',
    address: 'ঠিকানা',
    products: 'পণ্য',
  } satisfies Record<DraftField, string>,
  listSeparator: ', ',

  justNow: 'এইমাত্র',
  minutesAgo: (count: string) => `${count} মিনিট আগে`,
  hoursAgo: (count: string) => `${count} ঘণ্টা আগে`,
  daysAgo: (count: string) => `${count} দিন আগে`,
  lastTyped: (when: string) => `শেষ লিখেছেন ${when}`,
  order: (invoice: string) => `অর্ডার ${invoice}`,

  call: 'কল করুন',
  callFor: (who: string) => `${who}: কল করুন`,
  whatsAppFor: (who: string) => `${who}: WhatsApp-এ লিখুন`,
  convert: 'অর্ডার করুন',
  convertFor: (who: string) => `${who}: অর্ডার করুন`,
  dismiss: 'বাদ দিন',
  dismissFor: (who: string) => `${who}: বাদ দিন`,
  dismissing: 'বাদ দেওয়া হচ্ছে...',
  confirmDismiss: (who: string) =>
    `${who}-এর অসম্পূর্ণ অর্ডারটি বাদ দেবেন? এটি খোলা তালিকা থেকে সরে "বাদ দেওয়া"-তে যাবে।`,
  dismissed: 'অসম্পূর্ণ অর্ডারটি বাদ দেওয়া হয়েছে',

  convertDialog: {
    title: 'অর্ডার করবেন?',
    intro: 'ক্রেতার সাথে কথা বলে রাজি হলে যা নেই তা লিখে অর্ডার করুন। অর্ডারটি "অপেক্ষমাণ" হয়ে আসবে, উৎস: ফোন।',
    addProduct: 'পণ্য যোগ করুন',
    chooseProduct: 'পণ্য বেছে নিন',
    add: 'যোগ করুন',
    stepper: {
      decrease: (name: string) => `${name} — পরিমাণ কমান`,
      increase: (name: string) => `${name} — পরিমাণ বাড়ান`,
      quantity: (name: string) => `${name} — পরিমাণ`,
    },
    fee: 'ডেলিভারি এলাকা',
    insideDhaka: 'ঢাকার ভিতরে',
    outsideDhaka: 'ঢাকার বাইরে',
    subtotal: 'পণ্যের দাম',
    total: 'সর্বমোট',
    loadingFees: 'ডেলিভারি চার্জ আনা হচ্ছে...',
    confirm: 'অর্ডার নিশ্চিত করুন',
    confirming: 'অর্ডার হচ্ছে...',
    back: 'ফিরে যান',
    created: (invoice: string) => `অর্ডার ${invoice} তৈরি হয়েছে`,
    missing: (fields: string) => `যা নেই: ${fields}`,
    openNewOrder: 'নতুন অর্ডার ফর্ম খুলুন',
  },

  pagination: 'পাতা',
  previous: 'আগের পাতা',
  next: 'পরের পাতা',
  pageOf: (page: string, pages: string) => `পাতা ${page} / ${pages}`,
} as const;
