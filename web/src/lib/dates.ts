/**
 * Dates in the shop's words and time (Bangladesh, lib/shop-time.ts), through dayjs and its Bengali
 * locale: the order's page, the invoice, the dashboard's chart, the customer's page. The orders
 * screen's list uses shop-time.ts alone, to keep dayjs off its first load.
 */
import dayjs from 'dayjs';
import bn from 'dayjs/locale/bn';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import utc from 'dayjs/plugin/utc';
import { bengaliDayPeriod, DHAKA_OFFSET_MINUTES } from './shop-time';

dayjs.extend(utc);
dayjs.extend(advancedFormat);
// Applies the Bengali locale's postformat, which turns 0-9 into ০-৯.
dayjs.extend(preParsePostFormat);

/** The Bengali locale with the shop's Bengali day periods instead of dayjs's default `am`/`pm`. */
const haatBengali = { ...bn, name: 'bn-haat', meridiem: bengaliDayPeriod };
dayjs.locale(haatBengali, undefined, true);

const inDhaka = (timestamp: string | Date) =>
  dayjs.utc(timestamp).utcOffset(DHAKA_OFFSET_MINUTES).locale(haatBengali.name);

/** `DD MMM YYYY`, e.g. ২১ নভে ২০২৪ (order success page). */
export const formatDate = (timestamp: string | Date): string => inDhaka(timestamp).format('DD MMM YYYY');

/** `Do MMMM YYYY hh:mm a`, e.g. ২১ নভেম্বর ২০২৪ ০৪:৩০ বিকাল (admin order detail). */
export const formatDateTime = (timestamp: string | Date): string =>
  inDhaka(timestamp).format('Do MMMM YYYY hh:mm a');

/** `D MMM` of a shop day (`YYYY-MM-DD`), e.g. ২১ নভে (dashboard chart). */
export const formatDayMonth = (shopDate: string): string =>
  dayjs.utc(shopDate).locale(haatBengali.name).format('D MMM');
