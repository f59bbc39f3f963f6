/**
 * Dates in the shop's words and time: Bengali as Bangladesh writes it (`bn-BD`: Bengali digits,
 * month names and the parts of the day) in Bangladesh time (`Asia/Dhaka`), through the platform's
 * Intl.DateTimeFormat and nothing else (decision 046): no library to download, and no calendar
 * arithmetic of ours. Timestamps arrive in UTC; naming the time zone makes the server-rendered and
 * the hydrated text agree whatever the machine's own zone is.
 */

const SHOP_LOCALE = 'bn-BD';
const SHOP_TIME_ZONE = 'Asia/Dhaka';

/**
 * A formatter made on first use and kept: making one reads the locale's data (the costly part);
 * using it is cheap, so the orders list's fifty dates share one.
 */
function shopFormatter(options: Intl.DateTimeFormatOptions, locale = SHOP_LOCALE) {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => {
    formatter ??= new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options });
    return formatter;
  };
}

// `dayPeriod` gives the day's Bengali parts (সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত্রি) where `hour12`
// alone would write AM/PM.
const clock = { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const;
const shortDate = shopFormatter({ day: 'numeric', month: 'short', year: 'numeric' });
const longDateTime = shopFormatter({ day: 'numeric', month: 'long', year: 'numeric', ...clock });
const shortDateTime = shopFormatter({ day: 'numeric', month: 'short', year: 'numeric', ...clock });
const dayMonth = shopFormatter({ day: 'numeric', month: 'short' });
// The parts of a date in ASCII digits, for a date input's value.
const isoDateParts = shopFormatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-US');

/** `timestamp` as an instant, or null for text that is no date (a formatter throws on it). */
const instantOf = (timestamp: string | Date): Date | null => {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

const formatWith =
  (formatter: () => Intl.DateTimeFormat) =>
  (timestamp: string | Date): string => {
    const instant = instantOf(timestamp);
    return instant ? formatter().format(instant) : '';
  };

/** e.g. ২১ নভে, ২০২৪ (order success page, invoice, administrators). */
export const formatDate = formatWith(shortDate);

/** e.g. ২১ নভেম্বর, ২০২৪ এ ৪:৩০ বিকাল (an order's page and timeline). */
export const formatDateTime = formatWith(longDateTime);

/** e.g. ২১ নভে, ২০২৪, ৪:৩০ বিকাল (the order list and the other lists). */
export const formatDateShortTime = formatWith(shortDateTime);

/** A shop day (`YYYY-MM-DD`) as day and short month, e.g. ২১ নভে (dashboard chart). */
export const formatDayMonth = (shopDate: string): string =>
  // Noon in Dhaka: the same day in every time zone the formatter could be asked about.
  formatWith(dayMonth)(`${shopDate}T12:00:00+06:00`);

/** Today's date in Dhaka as `YYYY-MM-DD` with ASCII digits: a date input's value, the list's filters. */
export function shopDateToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    isoDateParts()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
