import { toAsciiDigits } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { maskPhoneNumbers, urlForLog } from './log-redaction.js';

describe('maskPhoneNumbers', () => {
  it('masks phone numbers in every spelling a URL or message can carry', () => {
    expect(maskPhoneNumbers('/api/order/all-orders?search=01712345678')).toBe(
      '/api/order/all-orders?search=017******78',
    );
    expect(maskPhoneNumbers('search=%2B880%201712-345678')).not.toMatch(/1712.?345678/);
    expect(maskPhoneNumbers('search=০১৭১২৩৪৫৬৭৮')).toBe('search=017******78');
    expect(maskPhoneNumbers('017 1234 5678')).toBe('017******78');
  });

  it('leaves short numbers alone (pages, invoice numbers, ports)', () => {
    expect(maskPhoneNumbers('/api/order/all-orders?page=2&limit=20&search=INV-1042')).toBe(
      '/api/order/all-orders?page=2&limit=20&search=INV-1042',
    );
  });
});

describe('urlForLog', () => {
  it.each([
    ['ASCII digits', '/api/order/all-orders?search=01711004242'],
    ['Bengali digits, percent-encoded', `/api/order/all-orders?search=${encodeURIComponent('০১৭১১০০৪২৪২')}`],
    ['dots', '/api/order/all-orders?search=017.110.042.42'],
    ['dots, percent-encoded', '/api/order/all-orders?search=017%2E110%2E042%2E42'],
    ['brackets and a plus', `/api/order/all-orders?search=${encodeURIComponent('+88 (017) 1100-4242')}`],
    ['spaces as plus signs', '/api/order/all-orders?search=017+1100+4242'],
    ['in the path', `/api/customers/${encodeURIComponent('০১৭১১০০৪২৪২')}`],
    ['a broken escape beside it', '/api/order/all-orders?search=%zz01711004242'],
  ])('masks a phone written with %s', (_name, url) => {
    const logged = urlForLog(url);
    expect(logged).toContain('******42');
    // Whatever the spelling, the digits of the middle of the number are gone.
    expect(toAsciiDigits(logged).replace(/[^0-9]/g, '')).not.toContain('1100');
  });

  it('keeps the rest of the request line readable', () => {
    expect(
      urlForLog('/api/order/all-orders?status=pending&page=2&search=%E0%A6%B0%E0%A6%B9%E0%A6%BF%E0%A6%AE'),
    ).toBe('/api/order/all-orders?status=pending&page=2&search=রহিম');
  });
});
