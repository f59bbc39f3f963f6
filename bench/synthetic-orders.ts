import type { RiskSettings } from '@haat/contract';
import type { assessOrder, RiskFacts } from '../server/src/modules/risk/assessment.js';

/*
 * Synthetic shops' order streams with known fake and real orders (decision 038), so a change to
 * the fake-order weights shows its effect: its unit test bounds the figures, `npm run bench` prints
 * them. It lives with the bench, outside server/src, so the built server does not ship it (decision
 * 049); the bench compiles it (bench/tsconfig.json) and hands it the server's own assessment.
 *
 * Each order is the facts the placement would gather for it (RiskFacts) with the truth beside it:
 * whether it was fake, and the pattern (`kind`) it was drawn from. A kind names the person behind
 * the order, not the signal it trips: a shop without the courier check still gets customers who
 * refused parcels elsewhere, the check just cannot see them. Orders are drawn one by one, each with
 * the facts its history would give at that moment; the set is not a replay of one phone's orders.
 *
 * The shares below are judgement, not measurement: they follow what Bangladeshi cash-on-delivery
 * sellers describe (most fakes are people who order and refuse at the door, then pranks, then
 * competitors' bursts), and every fake pattern keeps a share that trips no signal or one too weak
 * alone, so the catch rate is honest rather than 100%.
 */

export const REAL_ORDER_KINDS = [
  /** Someone ordering here for the first time: the bulk of every Facebook-driven shop's orders. */
  'firstTimeCustomer',
  /** A customer whose earlier parcels were delivered, sometimes with one refused among many. */
  'repeatCustomer',
  /** A real customer ordering again within hours: forgot an item, or added one for a neighbour. */
  'reorderWithinHours',
  /** A family ordering from one phone's browser for two numbers: a husband's and a wife's. */
  'familySharingDevice',
  /** A customer who cancelled one earlier order (changed the size, found it cheaper) and is back. */
  'cancelledOnceBefore',
  /** A real person whose courier record is poor: a few parcels, most not delivered (away, phone off). */
  'poorCourierRecord',
  /** A real person whose only parcel here came back: not at home, or no cash that day. */
  'returnedOnceBefore',
] as const;

export const FAKE_ORDER_KINDS = [
  /** A prank: one letter, gibberish or the same text in every field, sent for fun or to test the form. */
  'prank',
  /** Someone who orders and refuses at the door, again and again: more parcels back than delivered. */
  'serialReturner',
  /** One device placing orders for several SIMs, to get past a per-phone limit or a blocked number. */
  'deviceCyclingPhones',
  /** A phone the owner already put on the blocklist after earlier trouble. */
  'blockedPhone',
  /** A burst from one phone: a competitor or a prankster filling the order desk. */
  'rapidRepeatsFromPhone',
  /** New to this shop, but the courier says most of their parcels elsewhere were not delivered. */
  'refusedAtOtherShops',
  /** A fake that looks like a first-time customer: a real-looking name and address, no history. */
  'plausibleFake',
] as const;

export type RealOrderKind = (typeof REAL_ORDER_KINDS)[number];
export type FakeOrderKind = (typeof FAKE_ORDER_KINDS)[number];
export type SyntheticOrderKind = RealOrderKind | FakeOrderKind;

export interface SyntheticOrder {
  facts: RiskFacts;
  fake: boolean;
  kind: SyntheticOrderKind;
}

export interface SyntheticShop {
  name: string;
  /** The share of the shop's orders that are fake. */
  fakeShare: number;
  /** Whether the shop has Steadfast's keys saved, so the courier's history is asked for each phone. */
  asksCourier: boolean;
  orders: SyntheticOrder[];
}

/** Draws from a seeded PRNG (mulberry32): the same seed always gives the same set, on any machine. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    fraction: next,
    chance: (probability: number) => next() < probability,
    between,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** A count skewed towards small numbers, as histories are: most people have a few parcels. */
    skewed: (min: number, max: number) => min + Math.floor(next() * next() * (max - min + 1)),
  };
}
type Random = ReturnType<typeof randomSource>;

/** A draw of one key by its weight, `{ a: 3, b: 1 }` giving a three times in four: built once, drawn often. */
function weightedChoice<K extends string>(weights: Record<K, number>) {
  const entries = Object.entries(weights) as Array<[K, number]>;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return (random: Random): K => {
    let left = random.fraction() * total;
    for (const [key, weight] of entries) {
      left -= weight;
      if (left < 0) return key;
    }
    return (entries[entries.length - 1] as [K, number])[0];
  };
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliNumber = (value: number) =>
  String(value).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)] as string);

/*
 * People's names as customers type them: given and family name, sometimes with "মোঃ"/"Md.", sometimes
 * the given name alone ("রহিম"), in Bengali or in English letters (phones with English keyboards).
 */
const NAME_GROUPS = [
  {
    given: ['রহিম', 'করিম', 'আরিফ', 'হাসান', 'তানভীর', 'সাকিব', 'রফিক', 'ইমরান', 'সোহেল', 'নাঈম', 'রাকিব'],
    givenEnglish: ['Rahim', 'Karim', 'Arif', 'Hasan', 'Tanvir', 'Sakib', 'Rafiq', 'Imran', 'Sohel', 'Rakib'],
    family: ['উদ্দিন', 'আহমেদ', 'হোসেন', 'ইসলাম', 'রহমান', 'মিয়া', 'শেখ', 'চৌধুরী', 'তালুকদার'],
    familyEnglish: ['Uddin', 'Ahmed', 'Hossain', 'Islam', 'Rahman', 'Miah', 'Sheikh', 'Chowdhury'],
    honorific: ['মোঃ', 'Md.'],
  },
  {
    given: ['ফাতেমা', 'নুসরাত', 'জান্নাত', 'মিম', 'শাহনাজ', 'সুমাইয়া', 'নাসরিন', 'রুবিনা', 'সাদিয়া', 'তাসলিমা'],
    givenEnglish: ['Fatema', 'Nusrat', 'Jannat', 'Mim', 'Shahnaz', 'Sumaiya', 'Nasrin', 'Rubina', 'Sadia'],
    family: ['খাতুন', 'আক্তার', 'বেগম', 'জাহান', 'ইসলাম', 'রহমান', 'চৌধুরী'],
    familyEnglish: ['Khatun', 'Akter', 'Begum', 'Jahan', 'Islam', 'Rahman', 'Chowdhury'],
    honorific: null,
  },
  {
    given: ['প্রদীপ', 'সুমন', 'বিপ্লব', 'দীপা', 'মৌসুমী', 'শিউলি', 'অনিক', 'তৃষা'],
    givenEnglish: ['Pradip', 'Sumon', 'Biplob', 'Dipa', 'Moushumi', 'Anik', 'Trisha'],
    family: ['দাস', 'পাল', 'সরকার', 'রায়', 'ঘোষ', 'দে'],
    familyEnglish: ['Das', 'Pal', 'Sarkar', 'Roy', 'Ghosh', 'Dey'],
    honorific: null,
  },
] as const;

function personName(random: Random, english: boolean): string {
  const group = random.pick(NAME_GROUPS);
  const given = random.pick(english ? group.givenEnglish : group.given);
  // A given name alone is common on a phone's small form, and is no sign of a fake.
  if (random.chance(0.1)) return given;
  const family = random.pick(english ? group.familyEnglish : group.family);
  const honorific = group.honorific && random.chance(0.3) ? group.honorific[english ? 1 : 0] : null;
  return honorific ? `${honorific} ${given} ${family}` : `${given} ${family}`;
}

/*
 * Places as people write them: a city (district) and areas of it. Urban addresses name a house, a
 * road or a flat and the area; rural ones a village and its upazila; some say only "beside the
 * mosque". Dhaka sends most orders.
 */
const TOWNS = [
  {
    city: 'ঢাকা',
    cityEnglish: 'Dhaka',
    weight: 9,
    areas: ['মিরপুর ১০', 'ধানমন্ডি', 'উত্তরা সেক্টর ৭', 'মোহাম্মদপুর', 'বাড্ডা', 'যাত্রাবাড়ী', 'বসুন্ধরা আবাসিক'],
    areasEnglish: ['Mirpur 10', 'Dhanmondi', 'Uttara Sector 7', 'Mohammadpur', 'Badda', 'Bashundhara R/A'],
  },
  {
    city: 'চট্টগ্রাম',
    cityEnglish: 'Chattogram',
    weight: 3,
    areas: ['আগ্রাবাদ', 'হালিশহর', 'নাসিরাবাদ', 'চকবাজার'],
    areasEnglish: ['Agrabad', 'Halishahar', 'Nasirabad', 'Chawkbazar'],
  },
  {
    city: 'সিলেট',
    cityEnglish: 'Sylhet',
    weight: 1,
    areas: ['জিন্দাবাজার', 'আম্বরখানা', 'উপশহর'],
    areasEnglish: ['Zindabazar', 'Ambarkhana', 'Upashahar'],
  },
  {
    city: 'রাজশাহী',
    cityEnglish: 'Rajshahi',
    weight: 1,
    areas: ['সাহেব বাজার', 'উপশহর', 'কাজলা'],
    areasEnglish: ['Shaheb Bazar', 'Upashahar', 'Kazla'],
  },
  {
    city: 'খুলনা',
    cityEnglish: 'Khulna',
    weight: 1,
    areas: ['সোনাডাঙ্গা', 'খালিশপুর'],
    areasEnglish: ['Sonadanga', 'Khalishpur'],
  },
  {
    city: 'গাজীপুর',
    cityEnglish: 'Gazipur',
    weight: 2,
    areas: ['টঙ্গী', 'চান্দনা চৌরাস্তা', 'বোর্ড বাজার'],
    areasEnglish: ['Tongi', 'Chandna Chowrasta', 'Board Bazar'],
  },
] as const;

const VILLAGE_DISTRICTS = [
  { city: 'ময়মনসিংহ', cityEnglish: 'Mymensingh', upazilas: ['ভালুকা', 'ত্রিশাল', 'গফরগাঁও'] },
  { city: 'কুমিল্লা', cityEnglish: 'Cumilla', upazilas: ['দাউদকান্দি', 'চান্দিনা', 'লাকসাম'] },
  { city: 'বগুড়া', cityEnglish: 'Bogura', upazilas: ['শেরপুর', 'শিবগঞ্জ'] },
  { city: 'রংপুর', cityEnglish: 'Rangpur', upazilas: ['পীরগঞ্জ', 'মিঠাপুকুর'] },
] as const;
const VILLAGES = ['চরপাড়া', 'নয়াপাড়া', 'দক্ষিণ পাড়া', 'বড়বাড়ি', 'কাশিমপুর', 'রামনগর', 'উত্তর গোবিন্দপুর'];
const VILLAGES_ENGLISH = ['Charpara', 'Noyapara', 'Dakshin Para', 'Borobari', 'Kashimpur', 'Ramnagar'];
const LANDMARKS = ['বড় মসজিদ', 'প্রাইমারি স্কুল', 'পানির ট্যাংক', 'কাঁচা বাজার', 'ফার্মেসি'];
const LANDMARKS_ENGLISH = ['Central Mosque', 'Primary School', 'Water Tank', 'City Bank'];
/** What real people sometimes type as the whole address: an area or a landmark, one or two words. */
const SHORT_ADDRESSES = ['মিরপুর ১০', 'উত্তরা', 'ধানমন্ডি ২৭', 'কলেজ রোড', 'বাজারের পাশে', 'Mirpur 10', 'Banani'];

const drawTownCity = weightedChoice(Object.fromEntries(TOWNS.map((town) => [town.city, town.weight])));
const drawAddressForm = weightedChoice({ houseRoad: 5, flat: 3, landmark: 2 });

interface PersonText {
  name: string;
  city: string;
  address: string;
}

/**
 * A real-looking name, city and address: 3–8 words in the address, or 1–2 for the share of people
 * who type just the area (as real customers do, about one in ten; fakers who type less, more).
 */
function personText(random: Random, english: boolean, shortAddressShare: number): PersonText {
  const name = personName(random, english);
  const number = (min: number, max: number) => {
    const value = random.between(min, max);
    return english ? String(value) : bengaliNumber(value);
  };
  if (random.chance(0.25)) {
    const district = random.pick(VILLAGE_DISTRICTS);
    const city = english ? district.cityEnglish : district.city;
    if (random.chance(shortAddressShare)) return { name, city, address: random.pick(SHORT_ADDRESSES) };
    const upazila = random.pick(district.upazilas);
    const village = english ? random.pick(VILLAGES_ENGLISH) : random.pick(VILLAGES);
    const address = english
      ? `Village ${village}, Upazila ${upazila}`
      : random.chance(0.5)
        ? `গ্রাম ${village}, ডাকঘর ${upazila}, উপজেলা ${upazila}`
        : `গ্রাম ${village}, উপজেলা ${upazila}`;
    return { name, city, address };
  }
  const townCity = drawTownCity(random);
  const place = TOWNS.find((town) => town.city === townCity) ?? TOWNS[0];
  const city = english ? place.cityEnglish : place.city;
  if (random.chance(shortAddressShare)) return { name, city, address: random.pick(SHORT_ADDRESSES) };
  const area = english ? random.pick(place.areasEnglish) : random.pick(place.areas);
  const form = drawAddressForm(random);
  if (form === 'houseRoad')
    return {
      name,
      city,
      address: english
        ? `House ${number(1, 120)}, Road ${number(1, 30)}, ${area}`
        : `বাসা ${number(1, 120)}, রোড ${number(1, 30)}, ${area}`,
    };
  if (form === 'flat') {
    const flat = `${number(1, 9)}${english ? random.pick(['A', 'B', 'C']) : random.pick(['এ', 'বি', 'সি'])}`;
    return {
      name,
      city,
      address: english
        ? `Flat ${flat}, House ${number(1, 120)}, ${area}`
        : `ফ্ল্যাট ${flat}, বাসা ${number(1, 120)}, ${area}`,
    };
  }
  return {
    name,
    city,
    address: english
      ? `${area}, near ${random.pick(LANDMARKS_ENGLISH)}`
      : `${area}, ${random.pick(LANDMARKS)} এর পাশে`,
  };
}

type History = RiskFacts['history'];
const NO_HISTORY: History = { delivered: 0, returned: 0, cancelled: 0 };

/** A good customer's history here: a few delivered parcels, now and then one refused or cancelled. */
function goodHistory(random: Random): History {
  const delivered = random.skewed(1, 14);
  return {
    delivered,
    // One refusal among many deliveries: a parcel that came while the family was away.
    returned: delivered >= 2 && random.chance(0.2) ? 1 : 0,
    cancelled: random.chance(0.1) ? 1 : 0,
  };
}

type Courier = RiskFacts['courier'];

/**
 * What Steadfast's fraud check says of a real person's phone: nothing for a shop without the keys
 * (or the odd failed check), an empty record for people who never ordered through it, else a record
 * where about one parcel in twelve elsewhere came back, as the country's cash-on-delivery success
 * rate has it. The courier carried this shop's parcels too, so they are in its record as they ended.
 */
function realCourierRecord(random: Random, shop: ShopProfile, here: History): Courier {
  if (!shop.asksCourier || random.chance(0.05)) return null;
  const parcelsHere = here.delivered + here.returned;
  if (parcelsHere === 0 && random.chance(0.35)) return { total: 0, delivered: 0 };
  const elsewhere = random.skewed(0, 25);
  let delivered = here.delivered + elsewhere;
  for (let parcel = 0; parcel < elsewhere; parcel++) if (random.chance(0.08)) delivered--;
  return { total: parcelsHere + elsewhere, delivered };
}

/** A courier record where fewer than half of three or more parcels were delivered. */
function poorCourierRecord(random: Random, minTotal: number, maxTotal: number, maxShare: number): Courier {
  const total = random.between(minTotal, maxTotal);
  const delivered = Math.min(
    Math.floor(total * random.between(0, maxShare) * 0.01),
    Math.ceil(total / 2) - 1,
  );
  return { total, delivered };
}

/** What a fake's fresh number gives the courier check: nothing, or an empty record. */
const freshNumberRecord = (shop: ShopProfile, random: Random): Courier =>
  shop.asksCourier && !random.chance(0.05) ? { total: 0, delivered: 0 } : null;

interface ShopProfile {
  name: string;
  orders: number;
  fakeShare: number;
  /** The share of customers who type in English letters. */
  englishShare: number;
  asksCourier: boolean;
  /** How much of the shop's real trade is returning customers, beside first-timers' weight of 50. */
  repeatWeight: number;
}

/*
 * Five shops of different trades: the fake share grows from a grocer with regulars to a gadget shop
 * that competitors and pranksters target; one ships with Pathao only, so it has no courier check.
 */
const SHOP_PROFILES: readonly ShopProfile[] = [
  // Vegetables, rice and oil to Dhaka households who order every week: few fakes, many regulars.
  { name: 'সবুজ হাট', orders: 1200, fakeShare: 0.05, englishShare: 0.15, asksCourier: true, repeatWeight: 40 },
  // Honey and ghee, shipped with Pathao only: no Steadfast keys, so no courier history.
  { name: 'খাঁটি মধু', orders: 800, fakeShare: 0.1, englishShare: 0.2, asksCourier: false, repeatWeight: 25 },
  // Seasonal mangoes sold through Facebook ads: mostly first-timers, ads draw pranks.
  { name: 'রাজশাহীর আম', orders: 700, fakeShare: 0.15, englishShare: 0.2, asksCourier: true, repeatWeight: 12 },
  // Sarees and three-pieces: refusals at the door are the trade's old trouble.
  { name: 'শাড়ি ঘর', orders: 700, fakeShare: 0.22, englishShare: 0.25, asksCourier: true, repeatWeight: 20 },
  // Phones' accessories and gadgets: competitors' bursts, serial refusers, pranks.
  { name: 'গ্যাজেট কর্নার', orders: 600, fakeShare: 0.3, englishShare: 0.5, asksCourier: true, repeatWeight: 12 },
];

/** The mix of a shop's real customers: first-timers and the shop's own share of returning ones. */
const realKindChoice = (shop: ShopProfile) =>
  weightedChoice<RealOrderKind>({
    firstTimeCustomer: 50,
    repeatCustomer: shop.repeatWeight,
    reorderWithinHours: 6,
    familySharingDevice: 5,
    cancelledOnceBefore: 4,
    poorCourierRecord: 3,
    returnedOnceBefore: 2,
  });

type Records = Partial<Omit<RiskFacts, keyof PersonText>>;

/** An order's facts in one shape whatever its pattern: the text typed, then what the records say. */
const orderFacts = (text: PersonText, records: Records): RiskFacts => ({
  name: text.name,
  city: text.city,
  address: text.address,
  blocked: records.blocked ?? [],
  history: records.history ?? NO_HISTORY,
  recentOrdersFromPhone: records.recentOrdersFromPhone ?? 0,
  otherPhonesFromDevice: records.otherPhonesFromDevice ?? 0,
  courier: records.courier ?? null,
});

/** A real order: a first-time, returning or otherwise ordinary customer of the shop. */
function realOrder(random: Random, shop: ShopProfile, kind: RealOrderKind): SyntheticOrder {
  const text = personText(random, random.chance(shop.englishShare), 0.1);
  const withHistory = (history: History, records: Records = {}) =>
    orderFacts(text, { ...records, history, courier: realCourierRecord(random, shop, history) });
  const facts = ((): RiskFacts => {
    switch (kind) {
      case 'firstTimeCustomer':
        return withHistory(NO_HISTORY);
      case 'repeatCustomer':
        return withHistory(goodHistory(random));
      case 'reorderWithinHours':
        // Half are first-timers whose first order has not arrived yet: no history, one recent order.
        return withHistory(random.chance(0.5) ? NO_HISTORY : goodHistory(random), {
          recentOrdersFromPhone: 1,
        });
      case 'familySharingDevice':
        return withHistory(random.chance(0.5) ? NO_HISTORY : goodHistory(random), {
          otherPhonesFromDevice: 1,
        });
      case 'cancelledOnceBefore':
        return withHistory({ delivered: random.between(0, 3), returned: 0, cancelled: 1 });
      case 'poorCourierRecord':
        // A handful of parcels, under half delivered: away from home, phone switched off, no cash.
        return orderFacts(text, { courier: shop.asksCourier ? poorCourierRecord(random, 3, 8, 49) : null });
      case 'returnedOnceBefore':
        return withHistory({ delivered: 0, returned: 1, cancelled: 0 });
    }
  })();
  return { facts, fake: false, kind };
}

const ONE_LETTER = ['a', 'x', 'k', 'ক', 'ম', '1', '.', '?'];
const GIBBERISH = ['asdf', 'hjkl', 'qwerty', 'test', 'abc', 'dfdf', 'sdfgh', 'aaaa', 'কককক', 'হাহা', 'fake'];
/** Three-word nonsense: long enough for the address rule, so only its other signals can tell. */
const GIBBERISH_PHRASES = ['asd fgh jkl', 'test test test', 'ami ke bolo', 'কিছু না জানি', 'hello hi ok'];

const drawPrankForm = weightedChoice({ oneLetter: 35, gibberish: 40, sameEverywhere: 25 });
const drawOneLetterAddress = weightedChoice({ same: 5, word: 3, phrase: 2 });
const drawGibberishAddress = weightedChoice({ same: 4, word: 3, phrase: 3 });

/*
 * A prank's text: a one-letter name, gibberish, or the same text in every field. Some come out as
 * three nonsense words, which no text rule reads as short: those are the pranks the check misses.
 */
function prankText(random: Random): PersonText {
  const realCity = () => random.pick(TOWNS).city;
  const form = drawPrankForm(random);
  if (form === 'oneLetter') {
    const name = random.pick(ONE_LETTER);
    const address = drawOneLetterAddress(random);
    return {
      name,
      city: random.chance(0.6) ? name : realCity(),
      address:
        address === 'same'
          ? name
          : address === 'word'
            ? random.pick(GIBBERISH)
            : random.pick(GIBBERISH_PHRASES),
    };
  }
  if (form === 'gibberish') {
    const name = random.pick(GIBBERISH);
    const address = drawGibberishAddress(random);
    return {
      name,
      city: random.chance(0.3) ? name : realCity(),
      address:
        address === 'same'
          ? name
          : address === 'word'
            ? random.pick(GIBBERISH.filter((word) => word !== name))
            : random.pick(GIBBERISH_PHRASES),
    };
  }
  const text = random.chance(0.6) ? random.pick(GIBBERISH) : random.pick(GIBBERISH_PHRASES);
  return { name: text, city: text, address: text };
}

/*
 * The mix of fakes, the same in every shop (the shops differ in how many): people who order and
 * refuse lead, here or elsewhere, then pranks; a share no signal can see.
 */
const drawFakeKind = weightedChoice<FakeOrderKind>({
  prank: 20,
  serialReturner: 20,
  deviceCyclingPhones: 10,
  blockedPhone: 8,
  rapidRepeatsFromPhone: 12,
  refusedAtOtherShops: 15,
  plausibleFake: 15,
});

/** A fake order, drawn from the mix of fake patterns. */
function fakeOrder(random: Random, shop: ShopProfile): SyntheticOrder {
  const kind = drawFakeKind(random);
  const english = random.chance(shop.englishShare);
  const facts = ((): RiskFacts => {
    switch (kind) {
      case 'prank':
        // A prankster sometimes presses the button again when nothing seems to happen.
        return orderFacts(prankText(random), {
          recentOrdersFromPhone: random.chance(0.25) ? random.between(1, 2) : 0,
          courier: freshNumberRecord(shop, random),
        });
      case 'serialReturner': {
        // Real people with real addresses: the history is the tell. Some also cancel on the phone.
        // The courier has seen them refuse elsewhere too: mostly under half delivered; a quarter
        // accept just enough parcels elsewhere to stay at half or over.
        const text = personText(random, english, 0.1);
        const delivered = random.between(0, 3);
        const history = {
          delivered,
          returned: Math.max(1, delivered) + random.between(0, 3),
          cancelled: random.chance(0.3) ? random.between(1, 3) : 0,
        };
        const parcelsHere = history.delivered + history.returned;
        const total = parcelsHere + random.between(2, 6);
        const courier = !shop.asksCourier
          ? null
          : random.chance(0.75)
            ? poorCourierRecord(random, Math.max(3, parcelsHere), 20, 45)
            : { total, delivered: Math.max(history.delivered, Math.ceil(total / 2)) };
        return orderFacts(text, { history, courier });
      }
      case 'deviceCyclingPhones':
        // Fresh SIMs, so no history; the faker types less, so the address is short more often.
        return orderFacts(personText(random, english, 0.35), {
          otherPhonesFromDevice: random.between(2, 6),
          recentOrdersFromPhone: random.chance(0.15) ? 1 : 0,
          courier: freshNumberRecord(shop, random),
        });
      case 'blockedPhone':
        // Blocked for earlier returns here, or on a warning shared in a sellers' group (no history).
        return orderFacts(personText(random, english, 0.1), {
          blocked: random.chance(0.2) ? ['phone', 'device'] : ['phone'],
          history: random.chance(0.6)
            ? { delivered: random.between(0, 1), returned: random.between(1, 4), cancelled: 0 }
            : NO_HISTORY,
          courier: shop.asksCourier && random.chance(0.5) ? poorCourierRecord(random, 3, 15, 45) : null,
        });
      case 'rapidRepeatsFromPhone': {
        // A burst typed fast: the address often short, the name sometimes a letter.
        const text = personText(random, english, 0.35);
        const name = random.chance(0.15) ? random.pick(ONE_LETTER) : text.name;
        return orderFacts(
          { ...text, name },
          { recentOrdersFromPhone: random.between(2, 5), courier: freshNumberRecord(shop, random) },
        );
      }
      case 'refusedAtOtherShops':
        return orderFacts(personText(random, english, 0.1), {
          courier: shop.asksCourier ? poorCourierRecord(random, 3, 20, 45) : null,
        });
      case 'plausibleFake':
        return orderFacts(personText(random, english, 0), { courier: freshNumberRecord(shop, random) });
    }
  })();
  return { facts, fake: true, kind };
}

/**
 * The synthetic shops' order streams for a seed: about four thousand orders across five shops whose
 * fake shares run from 5% to 30%. The same seed always gives the same orders.
 */
export function syntheticShops(seed = 1): SyntheticShop[] {
  return SHOP_PROFILES.map((shop, index) => {
    const random = randomSource((Math.imul(seed, 0x9e3779b1) + index) >>> 0);
    // Exactly the shop's share of fakes, at shuffled places: shops compare on their profiles, not on
    // how a coin fell.
    const fakeCount = Math.round(shop.orders * shop.fakeShare);
    const isFake = Array.from({ length: shop.orders }, (_, place) => place < fakeCount);
    for (let place = isFake.length - 1; place > 0; place--) {
      const other = random.between(0, place);
      [isFake[place], isFake[other]] = [isFake[other] as boolean, isFake[place] as boolean];
    }
    const drawRealKind = realKindChoice(shop);
    const orders = isFake.map((fake) =>
      fake ? fakeOrder(random, shop) : realOrder(random, shop, drawRealKind(random)),
    );
    return { name: shop.name, fakeShare: shop.fakeShare, asksCourier: shop.asksCourier, orders };
  });
}

/** How the assessment did on a set of orders: real orders held, fakes caught, and their shares. */
export interface HoldTally {
  real: number;
  fakes: number;
  realHeld: number;
  fakesCaught: number;
  /** realHeld / real, 0–1 (0 when there are no real orders). */
  realHeldRate: number;
  /** fakesCaught / fakes, 0–1 (0 when there are no fakes). */
  fakeCatchRate: number;
}

/** How the assessment did on one pattern: its orders, those held, and their mean score. */
export interface KindTally {
  kind: SyntheticOrderKind;
  fake: boolean;
  orders: number;
  held: number;
  heldRate: number;
  meanScore: number;
}

export interface AssessmentMeasure {
  shops: Array<HoldTally & { name: string; kinds: KindTally[] }>;
  overall: HoldTally & { kinds: KindTally[] };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

const ALL_KINDS: readonly SyntheticOrderKind[] = [...REAL_ORDER_KINDS, ...FAKE_ORDER_KINDS];
const FAKE_KIND_SET: ReadonlySet<SyntheticOrderKind> = new Set(FAKE_ORDER_KINDS);

interface AssessedOrder {
  kind: SyntheticOrderKind;
  fake: boolean;
  held: boolean;
  score: number;
}

function tally(orders: readonly AssessedOrder[]): HoldTally & { kinds: KindTally[] } {
  const counts = { real: 0, fakes: 0, realHeld: 0, fakesCaught: 0 };
  const byKind = new Map<SyntheticOrderKind, { orders: number; held: number; scores: number }>();
  for (const order of orders) {
    if (order.fake) {
      counts.fakes++;
      if (order.held) counts.fakesCaught++;
    } else {
      counts.real++;
      if (order.held) counts.realHeld++;
    }
    const ofKind = byKind.get(order.kind) ?? { orders: 0, held: 0, scores: 0 };
    ofKind.orders++;
    if (order.held) ofKind.held++;
    ofKind.scores += order.score;
    byKind.set(order.kind, ofKind);
  }
  return {
    ...counts,
    realHeldRate: share(counts.realHeld, counts.real),
    fakeCatchRate: share(counts.fakesCaught, counts.fakes),
    kinds: ALL_KINDS.flatMap((kind): KindTally[] => {
      const ofKind = byKind.get(kind);
      if (!ofKind) return [];
      return [
        {
          kind,
          fake: FAKE_KIND_SET.has(kind),
          orders: ofKind.orders,
          held: ofKind.held,
          heldRate: share(ofKind.held, ofKind.orders),
          meanScore: Math.round(ofKind.scores / ofKind.orders),
        },
      ];
    }),
  };
}

/**
 * Assesses every order of the shops with the settings and counts, per shop and overall, the real
 * orders held for a call (the cost: a customer kept waiting) and the fakes caught (the gain).
 * `assess` is the server's assessOrder: the built one for the bench, the source one for its test.
 */
export function measureAssessment(
  shops: readonly SyntheticShop[],
  settings: RiskSettings,
  assess: typeof assessOrder,
): AssessmentMeasure {
  const assessed = shops.map((shop) => ({
    name: shop.name,
    orders: shop.orders.map((order): AssessedOrder => {
      const risk = assess(order.facts, settings);
      return { kind: order.kind, fake: order.fake, held: risk.held, score: risk.score };
    }),
  }));
  return {
    shops: assessed.map((shop) => ({ name: shop.name, ...tally(shop.orders) })),
    overall: tally(assessed.flatMap((shop) => shop.orders)),
  };
}
