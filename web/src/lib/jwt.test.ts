import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired, tokenExpiresAt } from './jwt';

const base64Url = (value: string) =>
  Buffer.from(value, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token with the given claims; the signature is never checked in the browser, so any will do. */
const tokenWith = (claims: unknown) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;

const NOW = Date.UTC(2024, 10, 21, 10, 0, 0);
const nowSeconds = NOW / 1000;

describe('decodeJwtPayload', () => {
  it('reads the claims of a base64url payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(tokenWith({ sub: 'abc', name: 'রহিম', exp: 1 }))).toEqual({
      sub: 'abc',
      name: 'রহিম',
      exp: 1,
    });
  });

  it('is null for anything that is not a three-part token with a JSON object in the middle', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('garbage')).toBeNull();
    expect(decodeJwtPayload('a.b')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`x.${base64Url('not json')}.y`)).toBeNull();
    expect(decodeJwtPayload(`x.${base64Url('[1,2]')}.y`)).toBeNull();
    expect(decodeJwtPayload(`x.${base64Url('null')}.y`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('keeps a token whose exp is still ahead', () => {
    expect(isTokenExpired(tokenWith({ exp: nowSeconds + 60 }), NOW)).toBe(false);
  });

  it('drops a token whose exp has passed, or is exactly now', () => {
    expect(isTokenExpired(tokenWith({ exp: nowSeconds - 1 }), NOW)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: nowSeconds }), NOW)).toBe(true);
  });

  it('counts a token without exp as expired (product spec §5)', () => {
    expect(isTokenExpired(tokenWith({ sub: 'abc' }), NOW)).toBe(true);
  });

  it('counts an exp that is not a number as expired', () => {
    expect(isTokenExpired(tokenWith({ exp: String(nowSeconds + 60) }), NOW)).toBe(true);
  });

  it('counts a token it cannot read as expired', () => {
    expect(isTokenExpired('garbage', NOW)).toBe(true);
  });
});

describe('tokenExpiresAt', () => {
  it('answers exp in milliseconds', () => {
    expect(tokenExpiresAt(tokenWith({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt(tokenWith({}))).toBeNull();
  });
});
