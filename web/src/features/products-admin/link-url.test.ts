import { describe, expect, it } from 'vitest';
import { normalizeLink } from './link-url';

describe('normalizeLink', () => {
  it('keeps web, mail and phone links', () => {
    expect(normalizeLink(' https://facebook.com/haat ')).toBe('https://facebook.com/haat');
    expect(normalizeLink('http://example.com')).toBe('http://example.com');
    expect(normalizeLink('mailto:owner@example.com')).toBe('mailto:owner@example.com');
    expect(normalizeLink('tel:+8801712345678')).toBe('tel:+8801712345678');
  });

  it('adds https:// to an address typed without it', () => {
    expect(normalizeLink('haat.com.bd/mango')).toBe('https://haat.com.bd/mango');
  });

  it('answers an empty string for an empty prompt (remove the link)', () => {
    expect(normalizeLink('   ')).toBe('');
  });

  it('refuses script and data links and plain words', () => {
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
    expect(normalizeLink('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(normalizeLink('আমের দাম')).toBeNull();
  });
});
