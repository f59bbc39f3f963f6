import type { Feature } from '@haat/contract';
import type { Selectable } from 'kysely';
import {
  type Db,
  defineRepository,
  deleteRow,
  findRow,
  insertRow,
  inTransaction,
  listRows,
  nextPosition,
  updateLockedRow,
} from '../../db/repository.js';
import type { FeatureTable } from '../../db/schema.js';

const toFeature = (row: Selectable<FeatureTable>): Feature => ({
  _id: row.id,
  title: row.title,
  icon: row.icon,
});

/** The shop's selling points, each a title and an icon file, in the order the owner added them. */
export const createFeaturesRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    list: async () => (await listRows(db, 'features')).map(toFeature),

    async find(id: string): Promise<Feature | null> {
      const row = await findRow(db, 'features', id);
      return row && toFeature(row);
    },

    /** A new feature goes last. */
    async insert(fields: { title: string; icon: string }): Promise<Feature> {
      return inTransaction(db, async (trx) => {
        const position = await nextPosition(trx, 'features');
        return toFeature(await insertRow(trx, 'features', { ...fields, position }));
      });
    },

    /** Answers the saved feature and the icon it replaced (when `icon` was given); null for an unknown id. */
    async update(
      id: string,
      fields: { title: string; icon?: string | undefined },
    ): Promise<{ feature: Feature; previousIcon: string | null } | null> {
      const outcome = await updateLockedRow(db, 'features', id, fields);
      return (
        outcome && {
          feature: toFeature(outcome.after),
          previousIcon: fields.icon !== undefined ? outcome.before.icon : null,
        }
      );
    },

    /** Answers the deleted feature's icon file, or null when the id is unknown. */
    delete: async (id: string) => (await deleteRow(db, 'features', id))?.icon ?? null,
  }));

export type FeaturesRepository = ReturnType<typeof createFeaturesRepository>;
