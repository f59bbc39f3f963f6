import type { Favicon, Logo } from '@haat/contract';
import {
  type Db,
  defineRepository,
  findRow,
  hasRow,
  insertRow,
  listRows,
  updateLockedRow,
} from '../../db/repository.js';

/**
 * One table holding one picture a row (the logo, the favicon), each row mapped to its answer's
 * shape. Rows are read oldest first: the first one the shop saved is the one shown.
 */
function imageRowRepository<Item>(
  db: Db,
  table: 'logos' | 'favicons',
  toItem: (row: { id: string; file: string }) => Item,
) {
  return defineRepository(db, (db) => ({
    list: async () => (await listRows(db, table)).map(toItem),
    /** Whether the picture exists: the one with this id, or any. */
    exists: async (id?: string) =>
      id === undefined ? hasRow(db, table) : (await findRow(db, table, id)) !== null,
    insert: async (file: string) => toItem(await insertRow(db, table, { file })),

    /** Points the row at a new file; answers the saved item and the file it replaced, or null for an unknown id. */
    async replaceFile(id: string, file: string): Promise<{ item: Item; previous: string } | null> {
      const outcome = await updateLockedRow(db, table, id, { file });
      return outcome && { item: toItem(outcome.after), previous: outcome.before.file };
    },
  }));
}

export const createLogoRepository = (db: Db) =>
  imageRowRepository(db, 'logos', (row): Logo => ({ _id: row.id, logo: row.file }));

export const createFaviconRepository = (db: Db) =>
  imageRowRepository(db, 'favicons', (row): Favicon => ({ _id: row.id, icon: row.file }));

export type ImageRowRepository<Item> = ReturnType<typeof imageRowRepository<Item>>;
