import type { SiteSettings } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { feeFor, shippingFees } from './shipping';

const settings: SiteSettings = {
  _id: 'settingsAbCdEfGhIj',
  shipping: { insideDhaka: 70, outsideDhaka: 130 },
  phone: '01700000000',
};

describe('shippingFees', () => {
  it('is 80 inside Dhaka and unknown outside until settings load', () => {
    expect(shippingFees(undefined)).toEqual({ insideDhaka: 80, outsideDhaka: null });
    expect(feeFor(shippingFees(null), 'outsideDhaka')).toBe(80);
  });

  it('uses the shop fee of the chosen zone once settings load', () => {
    const fees = shippingFees(settings);
    expect(feeFor(fees, 'insideDhaka')).toBe(70);
    expect(feeFor(fees, 'outsideDhaka')).toBe(130);
  });
});
