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
