import { DEFAULT_SHIPPING_FEE, type SiteSettings } from '@haat/contract';
import type { SettingsRepository } from './settings.repository.js';

/** Site settings: the shipping fees inside and outside Dhaka, and the hotline. */
export function createSettingsService(repository: SettingsRepository) {
  return {
    listSettings: () => repository.listSettings(),

    /**
     * The shipping fees an order may carry. Before the owner has saved any settings, both are the
     * storefront's default fee, so the page and the server agree on what a customer pays.
     */
    async allowedShippingFees(): Promise<{ insideDhaka: number; outsideDhaka: number }> {
      const [current]: SiteSettings[] = await repository.listSettings();
      return current?.shipping ?? { insideDhaka: DEFAULT_SHIPPING_FEE, outsideDhaka: DEFAULT_SHIPPING_FEE };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
