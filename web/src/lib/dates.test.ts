import { describe, expect, it } from 'vitest';
import { formatDate, formatDateShortTime, formatDateTime, formatDayMonth, shopDateToday } from './dates';

describe('formatDate', () => {
  it('shows day, short month and year in Bengali', () => {
    expect(formatDate('2024-11-21T04:00:00.000Z')).toBe('২১ নভে, ২০২৪');
    expect(formatDate('2024-03-05T04:00:00.000Z')).toBe('৫ মার্চ, ২০২৪');
  });

  it('uses Bangladesh time, whatever the machine clock says', () => {
    // 20:30 UTC on the 21st is 02:30 on the 22nd in Dhaka (UTC+6).
    expect(formatDate('2024-11-21T20:30:00.000Z')).toBe('২২ নভে, ২০২৪');
    expect(formatDate(new Date('2024-12-31T17:59:00.000Z'))).toBe('৩১ ডিসে, ২০২৪');
    expect(formatDate(new Date('2024-12-31T18:00:00.000Z'))).toBe('১ জানু, ২০২৫');
  });

  it('writes nothing for text that is no date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the full month, a 12-hour clock and the part of the day in Bengali', () => {
    // 10:30 UTC is 16:30 in Dhaka.
    expect(formatDateTime('2024-11-21T10:30:00.000Z')).toBe('২১ নভেম্বর, ২০২৪ এ ৪:৩০ বিকাল');
    // 03:05 UTC is 09:05 in Dhaka.
    expect(formatDateTime('2024-03-01T03:05:00.000Z')).toBe('১ মার্চ, ২০২৪ এ ৯:০৫ সকাল');
  });
});

describe('formatDateShortTime', () => {
  it('shows the short date and a 12-hour clock in Bangladesh time', () => {
    expect(formatDateShortTime('2024-11-21T10:30:00.000Z')).toBe('২১ নভে, ২০২৪, ৪:৩০ বিকাল');
    // 18:00 UTC on the 31st is midnight, the first minute of the new year, in Dhaka.
    expect(formatDateShortTime(new Date('2024-12-31T18:00:00.000Z'))).toBe('১ জানু, ২০২৫, ১২:০০ রাত্রি');
  });

  it.each([
    ['2024-06-01T00:10:00.000Z', '৬:১০ সকাল'],
    ['2024-06-01T06:00:00.000Z', '১২:০০ দুপুর'],
    ['2024-06-01T10:15:00.000Z', '৪:১৫ বিকাল'],
    ['2024-06-01T12:45:00.000Z', '৬:৪৫ সন্ধ্যা'],
    ['2024-06-01T15:00:00.000Z', '৯:০০ রাত্রি'],
  ])('names the part of the day at %s (Dhaka: %s)', (timestamp, time) => {
    expect(formatDateShortTime(timestamp)).toBe(`১ জুন, ২০২৪, ${time}`);
  });
});

describe('formatDayMonth', () => {
  it('shows a shop day as day and short month, whatever the machine clock says', () => {
    expect(formatDayMonth('2024-03-05')).toBe('৫ মার্চ');
    expect(formatDayMonth('2024-12-31')).toBe('৩১ ডিসে');
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
