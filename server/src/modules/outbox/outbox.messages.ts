/** What the outbox says, in Bengali: the owner reads a parked job's error on the outbox page. */
export const outboxMessages = {
  notFound: 'এই কাজটি পাওয়া যায়নি',
  notParked: 'এই কাজটি আটকে নেই: এটি আবার চেষ্টার অপেক্ষায়, চলছে বা শেষ হয়েছে',
  timedOut: 'সেবাটি সময়মতো উত্তর দেয়নি',
};
