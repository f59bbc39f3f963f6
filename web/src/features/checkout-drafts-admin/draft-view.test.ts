import { describe, expect, it } from 'vitest';
import {
  draftListSearch,
  fieldList,
  missingFields,
  parseDraftListParams,
  preselectedZone,
  refusedFields,
  subtotalOf,
  timeAgo,
} from './draft-view';

describe('the list in the address bar', () => {
  it('opens on the open drafts, page 1, and ignores what it does not know', () => {
    expect(parseDraftListParams(new URLSearchParams(''))).toEqual({ state: 'open', page: 1 });
    expect(parseDraftListParams(new URLSearchParams('state=gone&page=-3'))).toEqual({
      state: 'open',
      page: 1,
    });
    expect(parseDraftListParams(new URLSearchParams('state=converted&page=2.5'))).toEqual({
      state: 'converted',
      page: 1,
    });
    expect(parseDraftListParams(new URLSearchParams('state=dismissed&page=3'))).toEqual({
      state: 'dismissed',
      page: 3,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(draftListSearch({ state: 'open', page: 1 })).toBe('');
    expect(draftListSearch({ state: 'open', page: 2 })).toBe('?page=2');
    expect(draftListSearch({ state: 'ordered', page: 1 })).toBe('?state=ordered');
  });
});

describe('preselectedZone', () => {
  const fees = { insideDhaka: 80, outsideDhaka: 130 };

  it("keeps the visitor's fee when it is one of the shop's", () => {
    expect(preselectedZone(130, fees)).toBe('outsideDhaka');
    expect(preselectedZone(80, fees)).toBe('insideDhaka');
  });

  it('falls back to inside Dhaka for no fee, or one the shop no longer charges', () => {
    expect(preselectedZone(null, fees)).toBe('insideDhaka');
    expect(preselectedZone(100, fees)).toBe('insideDhaka');
    // Two equal fees: inside Dhaka, the storefront's own default.
    expect(preselectedZone(80, { insideDhaka: 80, outsideDhaka: 80 })).toBe('insideDhaka');
  });
});

const product = (price: number) => ({ _id: `p${price}`, title: 'আম', img: '', price });

describe('what a draft lacks', () => {
  it('names the empty fields and an empty basket, in the form order', () => {
    expect(missingFields({ name: '', city: ' ', address: 'মিরপুর', products: [] })).toEqual([
      'name',
      'city',
      'products',
    ]);
    expect(
      missingFields({
        name: 'রহিম',
        city: 'ঢাকা',
        address: 'মিরপুর',
        products: [{ product: product(1), quantity: 1 }],
      }),
    ).toEqual([]);
  });

  it("reads the fields of the server's refusal, leaving out other paths", () => {
    expect(
      refusedFields([
        { path: 'products' },
        { path: 'address' },
        { path: 'shipping' },
        { path: 'products.0' },
      ]),
    ).toEqual(['address', 'products']);
    expect(fieldList(['name', 'address', 'products'])).toBe('নাম, ঠিকানা, পণ্য');
  });

  it('adds the basket up at its prices', () => {
    expect(
      subtotalOf({
        products: [
          { product: product(450), quantity: 2 },
          { product: product(120), quantity: 1 },
        ],
      }),
    ).toBe(1020);
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-26T10:00:00.000Z');
  const before = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago in Bengali', () => {
    expect(timeAgo(before(20_000), now)).toBe('এইমাত্র');
    expect(timeAgo(before(5 * 60_000), now)).toBe('৫ মিনিট আগে');
    expect(timeAgo(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('৩ ঘণ্টা আগে');
    expect(timeAgo(before(2 * 86_400_000), now)).toBe('২ দিন আগে');
    // A clock a little ahead of this one: not "in the future".
    expect(timeAgo(new Date(now + 5_000).toISOString(), now)).toBe('এইমাত্র');
  });
});
