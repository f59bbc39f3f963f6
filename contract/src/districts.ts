/**
 * Bangladesh's 64 districts (decision 067), one list for the order form, the zone table and the
 * server. A module apart from delivery.ts so the storefront loads it only when the customer reaches
 * the district field.
 */
import type { DeliveryZone } from './delivery.js';

/** A district as the order form offers it: its English name is the key the zone table keeps. */
export type District = { en: string; bn: string; aliases?: readonly string[] };

/**
 * The 64 districts, by division (Dhaka, Chattogram, Rajshahi, Khulna, Barishal, Sylhet, Rangpur,
 * Mymensingh). `aliases` are the older English spellings customers still type.
 */
export const DISTRICTS = [
  { en: 'Dhaka', bn: 'ঢাকা' },
  { en: 'Faridpur', bn: 'ফরিদপুর' },
  { en: 'Gazipur', bn: 'গাজীপুর' },
  { en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { en: 'Madaripur', bn: 'মাদারীপুর' },
  { en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { en: 'Munshiganj', bn: 'মুন্সিগঞ্জ' },
  { en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { en: 'Narsingdi', bn: 'নরসিংদী' },
  { en: 'Rajbari', bn: 'রাজবাড়ী' },
  { en: 'Shariatpur', bn: 'শরীয়তপুর' },
  { en: 'Tangail', bn: 'টাঙ্গাইল' },
  { en: 'Bandarban', bn: 'বান্দরবান' },
  { en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { en: 'Chandpur', bn: 'চাঁদপুর' },
  { en: 'Chattogram', bn: 'চট্টগ্রাম', aliases: ['Chittagong'] },
  { en: 'Cumilla', bn: 'কুমিল্লা', aliases: ['Comilla'] },
  { en: "Cox's Bazar", bn: 'কক্সবাজার', aliases: ['Coxs Bazar', 'Cox Bazar'] },
  { en: 'Feni', bn: 'ফেনী' },
  { en: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  { en: 'Lakshmipur', bn: 'লক্ষ্মীপুর' },
  { en: 'Noakhali', bn: 'নোয়াখালী' },
  { en: 'Rangamati', bn: 'রাঙ্গামাটি' },
  { en: 'Bogura', bn: 'বগুড়া', aliases: ['Bogra'] },
  { en: 'Joypurhat', bn: 'জয়পুরহাট' },
  { en: 'Naogaon', bn: 'নওগাঁ' },
  { en: 'Natore', bn: 'নাটোর' },
  { en: 'Chapai Nawabganj', bn: 'চাঁপাইনবাবগঞ্জ', aliases: ['Chapainawabganj', 'Nawabganj'] },
  { en: 'Pabna', bn: 'পাবনা' },
  { en: 'Rajshahi', bn: 'রাজশাহী' },
  { en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  { en: 'Bagerhat', bn: 'বাগেরহাট' },
  { en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { en: 'Jashore', bn: 'যশোর', aliases: ['Jessore'] },
  { en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { en: 'Khulna', bn: 'খুলনা' },
  { en: 'Kushtia', bn: 'কুষ্টিয়া' },
  { en: 'Magura', bn: 'মাগুরা' },
  { en: 'Meherpur', bn: 'মেহেরপুর' },
  { en: 'Narail', bn: 'নড়াইল' },
  { en: 'Satkhira', bn: 'সাতক্ষীরা' },
  { en: 'Barguna', bn: 'বরগুনা' },
  { en: 'Barishal', bn: 'বরিশাল', aliases: ['Barisal'] },
  { en: 'Bhola', bn: 'ভোলা' },
  { en: 'Jhalokati', bn: 'ঝালকাঠি', aliases: ['Jhalakati'] },
  { en: 'Patuakhali', bn: 'পটুয়াখালী' },
  { en: 'Pirojpur', bn: 'পিরোজপুর' },
  { en: 'Habiganj', bn: 'হবিগঞ্জ' },
  { en: 'Moulvibazar', bn: 'মৌলভীবাজার' },
  { en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { en: 'Sylhet', bn: 'সিলেট' },
  { en: 'Dinajpur', bn: 'দিনাজপুর' },
  { en: 'Gaibandha', bn: 'গাইবান্ধা' },
  { en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { en: 'Nilphamari', bn: 'নীলফামারী' },
  { en: 'Panchagarh', bn: 'পঞ্চগড়' },
  { en: 'Rangpur', bn: 'রংপুর' },
  { en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  { en: 'Jamalpur', bn: 'জামালপুর' },
  { en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { en: 'Netrokona', bn: 'নেত্রকোনা' },
  { en: 'Sherpur', bn: 'শেরপুর' },
] as const satisfies readonly District[];

/** One of the 64, with its names' literal types. */
export type KnownDistrict = (typeof DISTRICTS)[number];
export type DistrictName = KnownDistrict['en'];
export const DISTRICT_NAMES = DISTRICTS.map((district) => district.en) as DistrictName[];

/** Dhaka's district: the "inside Dhaka" of the old two fees. */
export const DHAKA_DISTRICT: DistrictName = 'Dhaka';
/**
 * Dhaka's suburbs as districts. Savar and Keraniganj are upazilas of Dhaka district itself: a
 * table by district cannot set them apart, so they pay Dhaka's fee (decision 067).
 */
export const DHAKA_SUBURB_DISTRICTS: readonly DistrictName[] = [
  'Gazipur',
  'Narayanganj',
  'Munshiganj',
  'Manikganj',
  'Narsingdi',
];

const comparable = (text: string) =>
  text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[’'`.]/g, '');

/** The district a customer typed or picked, by its Bengali or English name (or an old spelling). */
export function findDistrict(text: string): KnownDistrict | undefined {
  const wanted = comparable(text);
  if (wanted === '') return undefined;
  return DISTRICTS.find((district) =>
    [district.bn, district.en, ...('aliases' in district ? district.aliases : [])].some(
      (name) => comparable(name) === wanted,
    ),
  );
}

/**
 * The table a shop has before its owner saves one: the two fees of the settings, Dhaka's inside,
 * the suburbs' and the rest of the country's outside, nothing per further kilo, never free — so a
 * shop that changes nothing charges what it charged before zones existed.
 */
export function defaultDeliveryZones(fees: { insideDhaka: number; outsideDhaka: number }): DeliveryZone[] {
  const rest = DISTRICT_NAMES.filter(
    (name) => name !== DHAKA_DISTRICT && !DHAKA_SUBURB_DISTRICTS.includes(name),
  );
  const zone = (name: string, districts: readonly string[], fee: number): DeliveryZone => ({
    name,
    districts: [...districts],
    firstKgFee: fee,
    extraKgFee: 0,
    freeFrom: null,
  });
  return [
    zone('ঢাকার ভেতরে', [DHAKA_DISTRICT], fees.insideDhaka),
    zone('ঢাকার আশপাশ', DHAKA_SUBURB_DISTRICTS, fees.outsideDhaka),
    zone('সারা দেশ', rest, fees.outsideDhaka),
  ];
}
