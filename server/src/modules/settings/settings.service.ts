import {
  DEFAULT_SHIPPING_FEE,
  type SiteSettings,
  type SiteSettingsInput,
  type SiteSettingsUpdate,
} from '@haat/contract';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { AppError } from '../../lib/errors.js';
import type { SettingsRepository } from './settings.repository.js';

export const settingsMessages = {
  exists: 'সাইট সেটিংস আগেই যোগ করা আছে; বদলাতে হালনাগাদ (update) করুন।',
  notFound: 'এই সাইট সেটিংস পাওয়া যায়নি',
} as const;

export interface SettingsServiceDeps {
  /** Told after every committed write. */
  changes: ChangeNotifier;
}

/** Site settings: the shipping fees inside and outside Dhaka, and the hotline. */
export function createSettingsService(repository: SettingsRepository, { changes }: SettingsServiceDeps) {
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

    /** Settings are one record: a second add is a 409 that points to update. */
    async addSettings(input: SiteSettingsInput): Promise<SiteSettings> {
      const saved = await repository.insertSettings(input);
      if (!saved) throw AppError.conflict(settingsMessages.exists);
      changes.notify('settings');
      return saved;
    },

    async updateSettings(id: string, patch: SiteSettingsUpdate): Promise<SiteSettings> {
      const saved = await repository.updateSettings(id, patch);
      if (!saved) throw AppError.notFound(settingsMessages.notFound);
      changes.notify('settings');
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
