import { describe, expect, it } from 'vitest';
import { telLink, toInternationalNumber, whatsAppLink } from './contact-links';

describe('toInternationalNumber', () => {
  it('turns a local mobile number into 880 without the leading zero', () => {
    expect(toInternationalNumber('01712345678')).toBe('8801712345678');
  });

  it('accepts the spellings admins type', () => {
    expect(toInternationalNumber('+880 1712-345678')).toBe('8801712345678');
    expect(toInternationalNumber('8801712345678')).toBe('8801712345678');
    expect(toInternationalNumber('০১৭১২৩৪৫৬৭৮')).toBe('8801712345678');
    expect(toInternationalNumber('1712345678')).toBe('8801712345678');
  });

  it('keeps a number with another country code as it is', () => {
    expect(toInternationalNumber('+971 50 123 4567')).toBe('971501234567');
  });

  it('is empty when there is no number', () => {
    expect(toInternationalNumber('')).toBe('');
    expect(toInternationalNumber(' - ')).toBe('');
  });
});

describe('whatsAppLink', () => {
  it('builds a wa.me link', () => {
    expect(whatsAppLink('01712345678')).toBe('https://wa.me/8801712345678');
  });

  it('is null without a number', () => {
    expect(whatsAppLink('')).toBeNull();
  });

  it('types in a first message when given one, encoded for the address', () => {
    const link = whatsAppLink('01712345678', 'আপনার অর্ডার INV-1212 & আরও');
    expect(link?.startsWith('https://wa.me/8801712345678?text=')).toBe(true);
    expect(new URL(link ?? '').searchParams.get('text')).toBe('আপনার অর্ডার INV-1212 & আরও');
  });
});

describe('telLink', () => {
  it('dials the digits as written', () => {
    expect(telLink('01712-345678')).toBe('tel:01712345678');
    expect(telLink('+880 1712 345678')).toBe('tel:+8801712345678');
    expect(telLink('০১৭১২৩৪৫৬৭৮')).toBe('tel:01712345678');
  });

  it('is null without a number', () => {
    expect(telLink('  ')).toBeNull();
  });
});
