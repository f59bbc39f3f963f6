import { toBengaliDigits } from '@haat/contract';
import dayjs from 'dayjs';
import bn from 'dayjs/locale/bn';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(advancedFormat);
// Applies the Bengali locale's postformat, which turns 0-9 into ০-৯.
dayjs.extend(preParsePostFormat);

/** The Bengali locale with Bengali day periods instead of dayjs's default `am`/`pm`. */
const haatBengali = {
  ...bn,
  name: 'bn-haat',
  meridiem: (hour: number) => {
    if (hour < 4) return 'রাত';
    if (hour < 12) return 'সকাল';
    if (hour < 16) return 'দুপুর';
    if (hour < 18) return 'বিকাল';
    if (hour < 20) return 'সন্ধ্যা';
    return 'রাত';
  },
};
dayjs.locale(haatBengali, undefined, true);

/**
 * Bangladesh time (UTC+6, no daylight saving). Timestamps arrive in UTC; showing them at a fixed
 * offset makes the server-rendered and the hydrated text agree whatever the machine's time zone is.
 */
const DHAKA_OFFSET_MINUTES = 6 * 60;

const inDhaka = (timestamp: string | Date) =>
  dayjs.utc(timestamp).utcOffset(DHAKA_OFFSET_MINUTES).locale(haatBengali.name);

/** `DD MMM YYYY`, e.g. ২১ নভে ২০২৪ (order success page). */
export const formatDate = (timestamp: string | Date): string => inDhaka(timestamp).format('DD MMM YYYY');

/** `Do MMMM YYYY hh:mm a`, e.g. ২১ নভেম্বর ২০২৪ ০৪:৩০ বিকাল (admin order detail). */
export const formatDateTime = (timestamp: string | Date): string =>
  inDhaka(timestamp).format('Do MMMM YYYY hh:mm a');

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * `D MMM YYYY, hh:mm a`, e.g. ২১ নভে ২০২৪, ০৪:৩০ বিকাল (admin order list). Written out by hand, not
 * through dayjs: the order list draws fifty of these, and dayjs's parse, offset, format and
 * post-format were a tenth of the list's first drawing on a phone (issue 15). It writes what
 * `inDhaka(timestamp).format('D MMM YYYY, hh:mm a')` writes (lib/dates.test.ts compares them).
 */
export function formatDateShortTime(timestamp: string | Date): string {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return inDhaka(timestamp).format('D MMM YYYY, hh:mm a');
  const dhaka = new Date(instant.getTime() + DHAKA_OFFSET_MINUTES * 60_000);
  const hour = dhaka.getUTCHours();
  const month = haatBengali.monthsShort?.[dhaka.getUTCMonth()] ?? '';
  const text = `${dhaka.getUTCDate()} ${month} ${dhaka.getUTCFullYear()}, ${pad2(hour % 12 || 12)}:${pad2(dhaka.getUTCMinutes())} ${haatBengali.meridiem(hour)}`;
  return toBengaliDigits(text);
}

/** `D MMM` of a shop day (`YYYY-MM-DD`), e.g. ২১ নভে (dashboard chart). */
export const formatDayMonth = (shopDate: string): string =>
  dayjs.utc(shopDate).locale(haatBengali.name).format('D MMM');

/**
 * Today's date in Dhaka as `YYYY-MM-DD` with ASCII digits: the value of a date input and of the
 * order list's `from`/`to` filters.
 */
export const shopDateToday = (now: Date = new Date()): string =>
  // Date arithmetic, not dayjs: the order list asks at every drawing (issue 15).
  new Date(now.getTime() + DHAKA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
