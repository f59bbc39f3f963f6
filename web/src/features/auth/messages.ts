// The back office's words for this part, beside the code that shows them (only /admin code loads them).

export const loginMessages = {
  title: 'অ্যাডমিন লগইন',
  intro: 'দোকানের ব্যাক অফিসে ঢুকতে আপনার ইমেইল ও পাসওয়ার্ড দিন।',
  email: 'ইমেইল',
  password: 'পাসওয়ার্ড',
  submit: 'লগইন করুন',
  submitting: 'লগইন হচ্ছে...',
  backToShop: 'দোকানে ফিরে যান',
} as const;

/** Failed sign-ins against the account, told after signing in (decision 018). */
export const signInSecurityMessages = {
  failedSignInsTitle: (count: string) => `আপনার আগের লগইনের পর এই অ্যাকাউন্টে ${count} বার ভুল পাসওয়ার্ড দেওয়া হয়েছে`,
  failedSignInsBody:
    'আপনি নিজে না হলে অন্য কেউ চেষ্টা করছে। পাসওয়ার্ড শক্ত রাখুন; সন্দেহ হলে সব ডিভাইসের সেশন শেষ করে পাসওয়ার্ড বদলান।',
  failedSignInAt: (when: string, address: string) => `${when} — ঠিকানা ${address}`,
  dismiss: 'বুঝেছি',
  /** Ends every session of the signed-in administrator (the menu and the notice). */
  endEverySession: 'সব ডিভাইসের সেশন শেষ করুন',
} as const;
