import { engineOf } from '../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import type { Database } from '../../db/schema.js';
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

    /**
     * Takes one call from a provider's allowance of `limit` calls a window (Pathao's 60 a minute),
     * shared by every instance: the window's count is a row here, locked while it is read and
     * written on PostgreSQL (SQLite has one writer). Answers 0 when the call may be made now, else
     * how many milliseconds until the window opens again.
     */
    async takeCall(name: string, limit: number, windowMs: number, now = Date.now()): Promise<number> {
      return inTransaction(db, async (trx) => {
        const at = new Date(now).toISOString();
        const empty = JSON.stringify({ windowStart: 0, calls: 0 });
        await trx
          .insertInto('integration_settings')
          .values({ name, value: empty, updated_at: at })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .execute();
        const row = await trx
          .selectFrom('integration_settings')
          .select('value')
          .where('name', '=', name)
          .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
          .executeTakeFirstOrThrow();
        const window = JSON.parse(row.value) as { windowStart: number; calls: number };
        const fresh = now - window.windowStart >= windowMs;
        if (!fresh && window.calls >= limit) return window.windowStart + windowMs - now;
        const next = fresh ? { windowStart: now, calls: 1 } : { ...window, calls: window.calls + 1 };
        await trx
          .updateTable('integration_settings')
          .set({ value: JSON.stringify(next), updated_at: at })
          .where('name', '=', name)
          .execute();
        return 0;
      });
    },
  }));
}

export type IntegrationSettingsRepository = ReturnType<typeof createIntegrationSettingsRepository>;
