import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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
