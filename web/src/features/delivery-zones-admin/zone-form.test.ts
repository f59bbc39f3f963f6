import { describe, expect, it } from 'vitest';
import { emptyDraft, parseZones, toDraft, toggleDistrict } from './zone-form';

const dhaka = toDraft({ name: 'ঢাকা', districts: ['Dhaka'], firstKgFee: 70, extraKgFee: 15, freeFrom: null });
const suburbs = toDraft({
  name: 'আশপাশ',
  districts: ['Gazipur'],
  firstKgFee: 110,
  extraKgFee: 20,
  freeFrom: 3000,
});

describe('the zone page’s form', () => {
  it('reads fees typed in Bengali digits, an empty threshold as never free', () => {
    const parsed = parseZones([{ ...dhaka, firstKgFee: '৮০', freeFrom: ' ' }]);
    expect(parsed).toEqual({
      ok: true,
      zones: [{ name: 'ঢাকা', districts: ['Dhaka'], firstKgFee: 80, extraKgFee: 15, freeFrom: null }],
    });
  });

  it('refuses a fraction, a negative fee and an empty name, on their fields', () => {
    const parsed = parseZones([{ ...dhaka, name: ' ', firstKgFee: '12.5', extraKgFee: '-1' }, suburbs]);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(Object.keys(parsed.errors[0] ?? {}).sort()).toEqual(['extraKgFee', 'firstKgFee', 'name']);
      expect(parsed.errors[1]).toEqual({});
    }
  });

  it('moves a district into the zone ticked, out of any other, and back out on a second tick', () => {
    const moved = toggleDistrict([dhaka, suburbs], dhaka.key, 'Gazipur');
    expect(moved.map((zone) => zone.districts)).toEqual([['Dhaka', 'Gazipur'], []]);
    const back = toggleDistrict(moved, dhaka.key, 'Gazipur');
    expect(back.map((zone) => zone.districts)).toEqual([['Dhaka'], []]);
    expect(emptyDraft('নতুন').districts).toEqual([]);
  });
});
