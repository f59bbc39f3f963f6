import type { SiteSettings } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { shippingFees } from './shipping';

const settings: SiteSettings = {
  _id: 'settingsAbCdEfGhIj',
  shipping: { insideDhaka: 70, outsideDhaka: 130 },
  phone: '01700000000',
};

describe('shippingFees', () => {
  it('is 80 inside Dhaka and unknown outside until settings load', () => {
    expect(shippingFees(undefined)).toEqual({ insideDhaka: 80, outsideDhaka: null });
    expect(shippingFees(null)).toEqual({ insideDhaka: 80, outsideDhaka: null });
  });

  it("uses the shop's two fees once settings load", () => {
    expect(shippingFees(settings)).toEqual({ insideDhaka: 70, outsideDhaka: 130 });
  });
});
