import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUsableToken, removeStoredToken, saveToken } from './token-storage';

const base64Url = (value: string) => Buffer.from(value).toString('base64url');
const tokenWith = (claims: object) =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.sig`;
const NOW = Date.UTC(2024, 10, 21, 10, 0, 0);

let store: Map<string, string>;

beforeEach(() => {
  store = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readUsableToken', () => {
  it('answers null when nothing is stored', () => {
    expect(readUsableToken(NOW)).toBeNull();
  });

  it('answers a token that has not expired and keeps it', () => {
    const token = tokenWith({ exp: NOW / 1000 + 3600 });
    saveToken(token);
    expect(readUsableToken(NOW)).toBe(token);
    expect(store.get('token')).toBe(token);
  });

  it('removes an expired token, a token without exp and garbage', () => {
    for (const token of [tokenWith({ exp: NOW / 1000 - 1 }), tokenWith({ sub: 'x' }), 'garbage']) {
      store.set('token', token);
      expect(readUsableToken(NOW)).toBeNull();
      expect(store.has('token')).toBe(false);
    }
  });
});

describe('removeStoredToken', () => {
  it('forgets the token', () => {
    saveToken('a.b.c');
    removeStoredToken();
    expect(store.has('token')).toBe(false);
  });
});
