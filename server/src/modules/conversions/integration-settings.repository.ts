import { type Db, defineRepository } from '../../db/repository.js';
import { nowIso } from '../../lib/time.js';

/**
 * Each outside service's settings, one JSON row per service (migration 0013), secrets included: only
 * the server reads them back whole; the API masks them (decision 033).
 */
export function createIntegrationSettingsRepository(db: Db) {
  return defineRepository(db, (db) => ({
    async read<T>(name: string): Promise<T | null> {
      const row = await db
        .selectFrom('integration_settings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? (JSON.parse(row.value) as T) : null;
    },

    async write(name: string, value: unknown): Promise<void> {
      const now = nowIso();
      await db
        .insertInto('integration_settings')
        .values({ name, value: JSON.stringify(value), updated_at: now })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
        )
        .execute();
    },
  }));
}

export type IntegrationSettingsRepository = ReturnType<typeof createIntegrationSettingsRepository>;
