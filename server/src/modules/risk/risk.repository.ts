import type { BlockEntry, BlockKind } from '@haat/contract';
import type { Selectable } from 'kysely';
import { type Db, defineRepository } from '../../db/repository.js';
import type { RiskBlocklistTable } from '../../db/schema.js';

const toBlockEntry = (row: Selectable<RiskBlocklistTable>): BlockEntry => ({
  _id: row.id,
  kind: row.kind,
  value: row.value,
  reason: row.reason,
  addedBy: row.added_by_id === null ? null : { _id: row.added_by_id, name: row.added_by_name ?? '' },
  createdAt: row.created_at,
});

/** The owner's blocklist (migration 0015): phones, addresses or ranges, and devices. */
export function createRiskRepository(db: Db) {
  return defineRepository(db, (db) => ({
    async list(): Promise<BlockEntry[]> {
      const rows = await db
        .selectFrom('risk_blocklist')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toBlockEntry);
    },

    /** Every entry's kind and value: what a batch of orders is matched against. */
    async values(): Promise<Array<{ kind: BlockKind; value: string }>> {
      return db.selectFrom('risk_blocklist').select(['kind', 'value']).execute();
    },

    async insert(entry: {
      id: string;
      kind: BlockKind;
      value: string;
      reason: string;
      addedBy: { id: string; name: string };
      createdAt: string;
    }): Promise<BlockEntry> {
      const row = {
        id: entry.id,
        kind: entry.kind,
        value: entry.value,
        reason: entry.reason,
        added_by_id: entry.addedBy.id,
        added_by_name: entry.addedBy.name,
        created_at: entry.createdAt,
      };
      await db.insertInto('risk_blocklist').values(row).execute();
      return toBlockEntry(row);
    },

    async delete(id: string): Promise<BlockEntry | null> {
      const row = await db
        .deleteFrom('risk_blocklist')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toBlockEntry(row) : null;
    },
  }));
}

export type RiskRepository = ReturnType<typeof createRiskRepository>;
