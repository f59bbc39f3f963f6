import type { SiteSettings } from '@haat/contract';
import { DEFAULT_SHIPPING_FEE } from '@/lib/pricing';

export type ShippingFees = {
  insideDhaka: number;
  /** Unknown until the shop's settings have loaded. */
  outsideDhaka: number | null;
};

/** Product spec §4: 80 until settings load, then the shop's inside- and outside-Dhaka fees. */
export function shippingFees(settings: SiteSettings | null | undefined): ShippingFees {
  if (!settings) return { insideDhaka: DEFAULT_SHIPPING_FEE, outsideDhaka: null };
  return { insideDhaka: settings.shipping.insideDhaka, outsideDhaka: settings.shipping.outsideDhaka };
}
