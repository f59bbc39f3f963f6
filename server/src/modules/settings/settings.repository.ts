import type { SiteSettings } from '@haat/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async listSettings(): Promise<SiteSettings[]> {
      const rows = await db.selectFrom('site_settings').selectAll().orderBy(['created_at', 'id']).execute();
      return rows.map((row) => ({
        _id: row.id,
        shipping: { insideDhaka: row.inside_dhaka_fee, outsideDhaka: row.outside_dhaka_fee },
        phone: row.phone,
      }));
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
