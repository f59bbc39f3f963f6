import { DEFAULT_SHIPPING_FEE, type SiteSettings } from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { singletonMessages, singletonWrites } from '../../lib/singleton.js';
import type { SettingsRepository } from './settings.repository.js';

export const settingsMessages = singletonMessages('সাইট সেটিংস', 'এই সাইট সেটিংস');

/**
 * Site settings: the shipping fees inside and outside Dhaka, and the hotline. One record, created
 * once (a second add is a 409 that points to update); every write notifies `changes`.
 */
export function createSettingsService(
  repository: SettingsRepository,
  { changes, checkoutDraftDays }: { changes: ChangeNotifier; checkoutDraftDays: number },
) {
  return {
    // The storefront's privacy line says how long its form is kept (decision 039).
    list: async () => (await repository.list()).map((settings) => ({ ...settings, checkoutDraftDays })),
    /**
     * The shipping fees an order may carry. Before the owner has saved any settings, both are the
     * storefront's default fee, so the page and the server agree on what a customer pays.
     */
    async allowedShippingFees(): Promise<{ insideDhaka: number; outsideDhaka: number }> {
      const [current]: SiteSettings[] = await repository.list();
      return current?.shipping ?? { insideDhaka: DEFAULT_SHIPPING_FEE, outsideDhaka: DEFAULT_SHIPPING_FEE };
    },
    ...singletonWrites(repository, { kind: 'settings', changes, messages: settingsMessages }),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
