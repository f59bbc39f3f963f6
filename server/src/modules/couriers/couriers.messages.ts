/** What the courier part says, in Bengali: the owner reads these in the back office. */
export const courierMessages = {
  steadfastOk: 'Steadfast সংযোগ ঠিক আছে',
  noKeys: 'আগে Steadfast-এর API key আর Secret key দুটোই সংরক্ষণ করুন',
  keysRefused: 'Steadfast চাবিগুলো নেয়নি: API key আর Secret key আবার দেখে নিন',
  unreachable: 'Steadfast-এর সার্ভারে পৌঁছানো যায়নি; একটু পরে আবার চেষ্টা করুন',
  timedOut: 'Steadfast সময়মতো উত্তর দেয়নি; একটু পরে আবার চেষ্টা করুন',
  down: (status: number) => `Steadfast এখন কাজ করছে না (HTTP ${status}); একটু পরে আবার চেষ্টা করুন`,
  strangeAnswer: (status: number) => `Steadfast বোঝা যায় না এমন উত্তর দিয়েছে (HTTP ${status})`,
  pathaoOk: (stores: string) => `Pathao সংযোগ ঠিক আছে: ${stores}টি দোকান পাওয়া গেছে`,
  pathaoNoAccount: 'আগে Pathao-র client id, client secret, লগইন ইমেইল আর পাসওয়ার্ড সংরক্ষণ করুন',
  pathaoRefused: 'Pathao লগইন নেয়নি: client id, client secret, ইমেইল আর পাসওয়ার্ড আবার দেখে নিন',
  pathaoUnreachable: 'Pathao-র সার্ভারে পৌঁছানো যায়নি; একটু পরে আবার চেষ্টা করুন',
  pathaoTimedOut: 'Pathao সময়মতো উত্তর দেয়নি; একটু পরে আবার চেষ্টা করুন',
  pathaoDown: (status: number) => `Pathao এখন কাজ করছে না (HTTP ${status}); একটু পরে আবার চেষ্টা করুন`,
  pathaoStrange: (status: number) => `Pathao বোঝা যায় না এমন উত্তর দিয়েছে (HTTP ${status})`,
  steadfastRefusedParcel: (reason: string) =>
    reason ? `Steadfast পার্সেলটি নেয়নি: ${reason}` : 'Steadfast পার্সেলটি নেয়নি (কারণ জানায়নি)',
  pathaoRefusedParcel: (reason: string) =>
    reason ? `Pathao পার্সেলটি নেয়নি: ${reason}` : 'Pathao পার্সেলটি নেয়নি (কারণ জানায়নি)',
  pathaoNoStore: 'Pathao-র কোন দোকান থেকে পার্সেল যাবে তা সংযোগ পাতায় বেছে নিন',
  pathaoBusy: 'Pathao এখন অনেক অনুরোধ পেয়েছে; এক মিনিট পরে আবার পাঠানো হবে',
  pathaoUnknownStore: 'এই দোকানটি আপনার Pathao অ্যাকাউন্টে নেই',
};
