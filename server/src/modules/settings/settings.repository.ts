import type { SiteSettings, SiteSettingsInput, SiteSettingsUpdate } from '@haat/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';

const toSiteSettings = (row: Selectable<Database['site_settings']>): SiteSettings => ({
  _id: row.id,
  shipping: { insideDhaka: row.inside_dhaka_fee, outsideDhaka: row.outside_dhaka_fee },
  phone: row.phone,
});

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async listSettings(): Promise<SiteSettings[]> {
      const rows = await db
        .selectFrom('site_settings')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toSiteSettings);
    },

    /** Null when settings already exist: the shop has one record (the check shares the transaction). */
    async insertSettings(input: SiteSettingsInput): Promise<SiteSettings | null> {
      return db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('site_settings').select('id').limit(1).executeTakeFirst()) return null;
        const now = nowIso();
        const row = await trx
          .insertInto('site_settings')
          .values({
            id: newId(),
            inside_dhaka_fee: input.shipping.insideDhaka,
            outside_dhaka_fee: input.shipping.outsideDhaka,
            phone: input.phone,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toSiteSettings(row);
      });
    },

    /** Changes the fields the patch carries; null when the id is unknown. */
    async updateSettings(id: string, patch: SiteSettingsUpdate): Promise<SiteSettings | null> {
      const row = await db
        .updateTable('site_settings')
        .set({
          inside_dhaka_fee: patch.shipping?.insideDhaka,
          outside_dhaka_fee: patch.shipping?.outsideDhaka,
          phone: patch.phone,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toSiteSettings(row) : null;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
