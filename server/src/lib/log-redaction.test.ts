import { describe, expect, it } from 'vitest';
import { maskPhoneNumbers } from './log-redaction.js';

describe('maskPhoneNumbers', () => {
  it('masks phone numbers in every spelling a URL or message can carry', () => {
    expect(maskPhoneNumbers('/api/order/all-orders?search=01712345678')).toBe(
      '/api/order/all-orders?search=017******78',
    );
    expect(maskPhoneNumbers('search=%2B880%201712-345678')).not.toMatch(/1712.?345678/);
    expect(maskPhoneNumbers('search=০১৭১২৩৪৫৬৭৮')).toBe('search=০১৭******৭৮');
    expect(maskPhoneNumbers('017 1234 5678')).toBe('017******78');
  });

  it('leaves short numbers alone (pages, invoice numbers, ports)', () => {
    expect(maskPhoneNumbers('/api/order/all-orders?page=2&limit=20&search=INV-1042')).toBe(
      '/api/order/all-orders?page=2&limit=20&search=INV-1042',
    );
  });
});
