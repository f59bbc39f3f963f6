import { toBengaliDigits } from '@haat/contract';

/**
 * The shop's time written without dayjs, for the orders screen (issue 15): its list draws fifty dates
 * on a phone's first screen, and dayjs with its locale and plugins was 13 kB of that screen's
 * scripts. lib/dates.ts keeps dayjs for the pages that format dates in other ways, and takes the
 * offset and the day's periods from here; lib/dates.test.ts checks this against dayjs.
 */

/**
 * Bangladesh time (UTC+6, no daylight saving). Timestamps arrive in UTC; showing them at a fixed
 * offset makes the server-rendered and the hydrated text agree whatever the machine's time zone is.
 */
export const DHAKA_OFFSET_MINUTES = 6 * 60;

/** Bengali day periods instead of dayjs's default `am`/`pm`. */
export function bengaliDayPeriod(hour: number): string {
  if (hour < 4) return 'রাত';
  if (hour < 12) return 'সকাল';
  if (hour < 16) return 'দুপুর';
  if (hour < 18) return 'বিকাল';
  if (hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** dayjs's Bengali short month names (its `bn` locale's monthsShort). */
const SHORT_MONTHS = ['জানু', 'ফেব্রু', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্ট', 'অক্টো', 'নভে', 'ডিসে'];

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * `D MMM YYYY, hh:mm a`, e.g. ২১ নভে ২০২৪, ০৪:৩০ বিকাল (admin order list). Written out by hand, not
 * through dayjs: dayjs's parse, offset, format and post-format for fifty rows were a tenth of the
 * list's first drawing on a phone. It writes what dayjs writes with that format and the shop's locale.
 */
export function formatDateShortTime(timestamp: string | Date): string {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  const dhaka = new Date(instant.getTime() + DHAKA_OFFSET_MINUTES * 60_000);
  const hour = dhaka.getUTCHours();
  const month = SHORT_MONTHS[dhaka.getUTCMonth()];
  const text = `${dhaka.getUTCDate()} ${month} ${dhaka.getUTCFullYear()}, ${pad2(hour % 12 || 12)}:${pad2(dhaka.getUTCMinutes())} ${bengaliDayPeriod(hour)}`;
  return toBengaliDigits(text);
}

/**
 * Today's date in Dhaka as `YYYY-MM-DD` with ASCII digits: the value of a date input and of the
 * order list's `from`/`to` filters. Date arithmetic, not dayjs: the order list asks at every drawing.
 */
export const shopDateToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + DHAKA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
