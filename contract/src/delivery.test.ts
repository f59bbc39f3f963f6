import { describe, expect, it } from 'vitest';
import {
  chargedKilos,
  DEFAULT_LINE_WEIGHT_GRAMS,
  deliveryFee,
  orderWeightGrams,
  zoneFor,
} from './delivery.js';
import { DISTRICT_NAMES, DISTRICTS, defaultDeliveryZones, findDistrict } from './districts.js';

const suburbs = { firstKgFee: 110, extraKgFee: 20, freeFrom: null };

describe('deliveryFee', () => {
  it('charges the first kilo, then each further started kilo', () => {
    expect(deliveryFee(suburbs, { weightGrams: 1000, subtotal: 500 })).toBe(110);
    expect(deliveryFee(suburbs, { weightGrams: 1001, subtotal: 500 })).toBe(130);
    expect(deliveryFee(suburbs, { weightGrams: 10_000, subtotal: 500 })).toBe(110 + 9 * 20);
    expect(deliveryFee(suburbs, { weightGrams: 20_000, subtotal: 500 })).toBe(110 + 19 * 20);
  });

  it('charges a parcel under a kilo, or of no weight, the first kilo', () => {
    expect(deliveryFee(suburbs, { weightGrams: 250, subtotal: 500 })).toBe(110);
    expect(deliveryFee(suburbs, { weightGrams: 0, subtotal: 500 })).toBe(110);
  });

  it('is free from the threshold on, and only from it', () => {
    const zone = { ...suburbs, freeFrom: 3000 };
    expect(deliveryFee(zone, { weightGrams: 5000, subtotal: 2999 })).toBe(190);
    expect(deliveryFee(zone, { weightGrams: 5000, subtotal: 3000 })).toBe(0);
  });

  it('answers whole taka for whole-taka fees', () => {
    for (const grams of [1, 999, 1500, 7321, 9999])
      expect(Number.isInteger(deliveryFee(suburbs, { weightGrams: grams, subtotal: 0 }))).toBe(true);
    expect(chargedKilos(7321)).toBe(8);
  });
});

describe('orderWeightGrams', () => {
  it('sums quantity × weight, a line without one at the default kilo', () => {
    expect(orderWeightGrams([{ quantity: 2, weightGrams: 5000 }, { quantity: 3 }])).toBe(
      10_000 + 3 * DEFAULT_LINE_WEIGHT_GRAMS,
    );
    expect(
      orderWeightGrams([
        { quantity: 4, weightGrams: 500 },
        { quantity: 1, weightGrams: null },
      ]),
    ).toBe(3000);
    expect(orderWeightGrams([])).toBe(0);
  });
});

describe('districts', () => {
  it('are the 64, each once, with a Bengali name', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICT_NAMES).size).toBe(64);
    expect(new Set(DISTRICTS.map((district) => district.bn)).size).toBe(64);
  });

  it('are found by Bengali name, English name or old spelling', () => {
    expect(findDistrict('গাজীপুর')?.en).toBe('Gazipur');
    expect(findDistrict('  gazipur ')?.en).toBe('Gazipur');
    expect(findDistrict('Chittagong')?.en).toBe('Chattogram');
    expect(findDistrict('Coxs Bazar')?.en).toBe("Cox's Bazar");
    expect(findDistrict('মিরপুর')).toBeUndefined();
    expect(findDistrict('')).toBeUndefined();
  });
});

describe('defaultDeliveryZones', () => {
  it('charges what the two settings fees charged, at any weight, in every district', () => {
    const zones = defaultDeliveryZones({ insideDhaka: 80, outsideDhaka: 150 });
    expect(zones.flatMap((zone) => zone.districts).sort()).toEqual([...DISTRICT_NAMES].sort());
    const fee = (district: string, weightGrams: number) => {
      const zone = zoneFor(zones, district);
      if (!zone) throw new Error(`no zone for ${district}`);
      return deliveryFee(zone, { weightGrams, subtotal: 100_000 });
    };
    expect(fee('Dhaka', 20_000)).toBe(80);
    expect(fee('Gazipur', 10_000)).toBe(150);
    expect(fee('Sylhet', 1000)).toBe(150);
  });
});
