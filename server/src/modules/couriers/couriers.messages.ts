/** What the courier part says, in Bengali: the owner reads these in the back office. */
export const courierMessages = {
  steadfastOk: 'Steadfast সংযোগ ঠিক আছে',
  noKeys: 'আগে Steadfast-এর API key আর Secret key দুটোই সংরক্ষণ করুন',
  keysRefused: 'Steadfast চাবিগুলো নেয়নি: API key আর Secret key আবার দেখে নিন',
  unreachable: 'Steadfast-এর সার্ভারে পৌঁছানো যায়নি; একটু পরে আবার চেষ্টা করুন',
  timedOut: 'Steadfast সময়মতো উত্তর দেয়নি; একটু পরে আবার চেষ্টা করুন',
  down: (status: number) => `Steadfast এখন কাজ করছে না (HTTP ${status}); একটু পরে আবার চেষ্টা করুন`,
  strangeAnswer: (status: number) => `Steadfast বোঝা যায় না এমন উত্তর দিয়েছে (HTTP ${status})`,
};
