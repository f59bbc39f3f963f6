import type { SiteSettings, SiteSettingsInput, SiteSettingsUpdate } from '@haat/contract';
import type { Selectable } from 'kysely';
import { type Db, defineRepository, hasRow, insertRow, listRows, updateRow } from '../../db/repository.js';
import type { SiteSettingsTable } from '../../db/schema.js';

const toSiteSettings = (row: Selectable<SiteSettingsTable>): SiteSettings => ({
  _id: row.id,
  shipping: { insideDhaka: row.inside_dhaka_fee, outsideDhaka: row.outside_dhaka_fee },
  phone: row.phone,
});

/** The shipping fees and the hotline: one record, read oldest first. */
export const createSettingsRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    list: async () => (await listRows(db, 'site_settings')).map(toSiteSettings),
    exists: () => hasRow(db, 'site_settings'),

    async insert({ shipping, phone }: SiteSettingsInput): Promise<SiteSettings> {
      const row = await insertRow(db, 'site_settings', {
        inside_dhaka_fee: shipping.insideDhaka,
        outside_dhaka_fee: shipping.outsideDhaka,
        phone,
      });
      return toSiteSettings(row);
    },

    /** Changes the fields the patch carries; null when the id is unknown. */
    async update(id: string, { shipping, phone }: SiteSettingsUpdate): Promise<SiteSettings | null> {
      const row = await updateRow(db, 'site_settings', id, {
        inside_dhaka_fee: shipping?.insideDhaka,
        outside_dhaka_fee: shipping?.outsideDhaka,
        phone,
      });
      return row && toSiteSettings(row);
    },
  }));

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
