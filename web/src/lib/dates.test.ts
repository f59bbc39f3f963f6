import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth } from './dates';
import { formatDateShortTime, shopDateToday } from './shop-time';

describe('formatDate (DD MMM YYYY)', () => {
  it('shows day, short month and year in Bengali', () => {
    expect(formatDate('2024-11-21T04:00:00.000Z')).toBe('২১ নভে ২০২৪');
  });

  it('pads the day to two digits', () => {
    expect(formatDate('2024-03-05T04:00:00.000Z')).toBe('০৫ মার্চ ২০২৪');
  });

  it('uses Bangladesh time, whatever the machine clock says', () => {
    // 20:30 UTC on the 21st is 02:30 on the 22nd in Dhaka (UTC+6).
    expect(formatDate('2024-11-21T20:30:00.000Z')).toBe('২২ নভে ২০২৪');
  });
});

describe('formatDateTime (Do MMMM YYYY hh:mm a)', () => {
  it('shows the full month, a 12-hour clock and a Bengali day period', () => {
    // 10:30 UTC is 16:30 in Dhaka.
    expect(formatDateTime('2024-11-21T10:30:00.000Z')).toBe('২১ নভেম্বর ২০২৪ ০৪:৩০ বিকাল');
  });

  it('says morning before noon', () => {
    // 03:05 UTC is 09:05 in Dhaka.
    expect(formatDateTime('2024-03-01T03:05:00.000Z')).toBe('১ মার্চ ২০২৪ ০৯:০৫ সকাল');
  });
});

describe('formatDateShortTime (D MMM YYYY, hh:mm a)', () => {
  it('shows the short date and a 12-hour clock in Bangladesh time', () => {
    expect(formatDateShortTime('2024-11-21T10:30:00.000Z')).toBe('২১ নভে ২০২৪, ০৪:৩০ বিকাল');
  });

  it('writes what dayjs writes with the same format, at every hour of days across two years', () => {
    // dates.ts (imported above) registers the plugins and the bn-haat locale this reference uses.
    const reference = (timestamp: string) =>
      dayjs.utc(timestamp).utcOffset(360).locale('bn-haat').format('D MMM YYYY, hh:mm a');
    const start = Date.UTC(2024, 0, 1, 0, 7);
    for (let step = 0; step < 2 * 366 * 24; step += 7) {
      const timestamp = new Date(start + step * 3_600_000 + (step % 60) * 60_000).toISOString();
      expect(formatDateShortTime(timestamp), timestamp).toBe(reference(timestamp));
    }
    expect(formatDateShortTime(new Date('2024-12-31T18:00:00.000Z'))).toBe('১ জানু ২০২৫, ১২:০০ রাত');
    expect(formatDateShortTime('not a date')).toBe(reference('not a date'));
  });
});

describe('formatDayMonth', () => {
  it('shows a shop day as day and short month, whatever the machine clock says', () => {
    expect(formatDayMonth('2024-03-05')).toBe('৫ মার্চ');
  });
});

describe('shopDateToday', () => {
  it('answers the date in Dhaka with ASCII digits', () => {
    // 20:30 UTC on the 21st is already the 22nd in Dhaka.
    expect(shopDateToday(new Date('2024-11-21T20:30:00.000Z'))).toBe('2024-11-22');
    expect(shopDateToday(new Date('2024-11-21T10:00:00.000Z'))).toBe('2024-11-21');
    // The last minute of a Dhaka day, and the first of the next.
    expect(shopDateToday(new Date('2024-12-31T17:59:59.999Z'))).toBe('2024-12-31');
    expect(shopDateToday(new Date('2024-12-31T18:00:00.000Z'))).toBe('2025-01-01');
  });
});
