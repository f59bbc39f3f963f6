import { type Db, defineRepository } from '../../db/repository.js';

/** How many retired images one sweep removes at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/** The images waiting for the sweep (migration 0007). */
export function createRetiredImagesRepository(db: Db) {
  return defineRepository(db, (db) => ({
    /** Retiring an image twice keeps its first date: the earlier promise of removal stands. */
    async add(kind: string, files: readonly string[], removeAfter: string): Promise<void> {
      await db
        .insertInto('retired_images')
        .values(files.map((file) => ({ kind, file, remove_after: removeAfter })))
        .onConflict((conflict) => conflict.columns(['kind', 'file']).doNothing())
        .execute();
    },

    due(now: string): Promise<Array<{ kind: string; file: string }>> {
      return db
        .selectFrom('retired_images')
        .select(['kind', 'file'])
        .where('remove_after', '<=', now)
        .orderBy('remove_after')
        .limit(SWEEP_BATCH)
        .execute();
    },

    async forget(kind: string, file: string): Promise<void> {
      await db.deleteFrom('retired_images').where('kind', '=', kind).where('file', '=', file).execute();
    },
  }));
}
