/** What the Conversions API part says, in Bengali: the owner reads these on the outbox page. */
export const conversionsMessages = {
  unreachable: 'ফেসবুকের সার্ভারে পৌঁছানো যায়নি',
  strangeAnswer: (status: number) => `ফেসবুক বোঝা যায় না এমন উত্তর দিয়েছে (HTTP ${status})`,
  tryLater: (status: number, said: string) =>
    `ফেসবুক এখন নিচ্ছে না, পরে আবার চেষ্টা হবে (HTTP ${status}${said ? `: ${said}` : ''})`,
  badToken: (said: string) =>
    `ফেসবুকের অ্যাক্সেস টোকেন কাজ করছে না (মেয়াদ শেষ বা বাতিল)। নতুন টোকেন দিয়ে আবার চেষ্টা করুন।${said ? ` (${said})` : ''}`,
  refused: (status: number, said: string) => `ফেসবুক ইভেন্টটি নেয়নি (HTTP ${status}${said ? `: ${said}` : ''})`,
  tooOld: 'অর্ডারটি সাত দিনের বেশি পুরনো: ফেসবুক এত পুরনো ইভেন্ট নেয় না',
  needsPixelAndToken: 'চালু করতে পিক্সেল আইডি আর অ্যাক্সেস টোকেন দুটোই লাগবে',
};
