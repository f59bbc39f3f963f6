import type { DeliveryZone } from '@haat/contract';
import { type Db, defineRepository } from '../../db/repository.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';

/** The delivery table's rows (decision 067), in the owner's order. */
export const createDeliveryZonesRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    async list(): Promise<DeliveryZone[]> {
      const rows = await db.selectFrom('delivery_zones').selectAll().orderBy('position').execute();
      return rows.map((row) => ({
        name: row.name,
        districts: JSON.parse(row.districts) as string[],
        firstKgFee: row.first_kg_fee,
        extraKgFee: row.extra_kg_fee,
        freeFrom: row.free_from,
      }));
    },

    /** The whole table replaced at once: the owner saves it as one page. */
    async replace(zones: readonly DeliveryZone[]): Promise<void> {
      await db.deleteFrom('delivery_zones').execute();
      const createdAt = nowIso();
      await db
        .insertInto('delivery_zones')
        .values(
          zones.map((zone, position) => ({
            id: newId(),
            position,
            name: zone.name,
            districts: JSON.stringify(zone.districts),
            first_kg_fee: zone.firstKgFee,
            extra_kg_fee: zone.extraKgFee,
            free_from: zone.freeFrom,
            created_at: createdAt,
          })),
        )
        .execute();
    },
  }));

export type DeliveryZonesRepository = ReturnType<typeof createDeliveryZonesRepository>;
