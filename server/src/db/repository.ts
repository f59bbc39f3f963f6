import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { UniqueViolationError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { nowIso } from '../lib/time.js';
import { isUniqueViolation } from './database.js';
import type { Database } from './schema.js';

/** The database a repository runs on: the app's pool, or one open transaction. */
export type Db = Kysely<Database>;

/** What `defineRepository` adds to a repository's own methods. */
export interface Transactional<R> {
  /**
   * Runs `work` with the same repository bound to one transaction: what it does commits together or
   * not at all, and an error thrown in it (an AppError of the service's rules included) rolls it back.
   * Called on a repository already inside a transaction, it joins that one.
   */
  transaction<T>(work: (repository: R) => Promise<T>): Promise<T>;
}

export type Repository<R> = R & Transactional<Repository<R>>;

/** Runs `work` in a transaction of its own, or in the one `db` already is. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

const translated = (error: unknown): unknown =>
  isUniqueViolation(error) ? new UniqueViolationError({ cause: error }) : error;

/**
 * Builds a repository from its queries over `db` and gives it `transaction(fn)`. Every method's
 * unique-key violation, on either engine, reaches the caller as a `UniqueViolationError`, so services
 * never look at an engine's error codes.
 */
export function defineRepository<R extends object>(db: Db, build: (db: Db) => R): Repository<R> {
  const repository: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(build(db))) {
    if (typeof member !== 'function') repository[name] = member;
    else if (member.constructor.name === 'AsyncGeneratorFunction')
      // A method that yields batches (the order export): errors are translated as they surface.
      repository[name] = async function* (...args: unknown[]) {
        try {
          yield* member(...args);
        } catch (error) {
          throw translated(error);
        }
      };
    else
      repository[name] = async (...args: unknown[]) => {
        try {
          return await member(...args);
        } catch (error) {
          throw translated(error);
        }
      };
  }
  const self = repository as Repository<R>;
  self.transaction = (work) =>
    inTransaction(db, (trx) => work(trx === db ? self : defineRepository(trx, build)));
  return self;
}

/**
 * The tables of the shop's content: an `id`, the two timestamps and, for lists the owner orders, a
 * `position`. The queries below are the ones every such table answers alike; each repository still
 * names its table and maps its rows.
 */
export type ContentTable =
  | 'business_info'
  | 'logos'
  | 'favicons'
  | 'seo_settings'
  | 'banners'
  | 'features'
  | 'section_titles'
  | 'faqs'
  | 'products'
  | 'site_settings';
type OrderedTable = 'features' | 'faqs' | 'products';
type Row<T extends ContentTable> = Selectable<Database[T]>;
/** A new row's own columns: the id and the timestamps are written here. */
type NewRow<T extends ContentTable> = Omit<Insertable<Database[T]>, 'id' | 'created_at' | 'updated_at'>;

/**
 * Kysely checks columns against one table's type, which a query over "whichever content table" cannot
 * give it: these queries see every content table as one with the shared columns, and the functions'
 * signatures give the caller its own table's row type back.
 */
interface AnyContentRow {
  id: string;
  created_at: string;
  updated_at: string;
  position: number;
}
const loose = (db: Db, table: ContentTable) =>
  [db as unknown as Kysely<{ content: AnyContentRow }>, table as unknown as 'content'] as const;

/**
 * A table's rows in the order the shop shows them: by `position` for the lists the owner orders, by
 * age for a record the shop has once (the first one it saved is the one shown; `limit` 1 reads it).
 */
export async function listRows<T extends ContentTable>(
  db: Db,
  table: T,
  options: { limit?: number } = {},
): Promise<Row<T>[]> {
  const first = (['features', 'faqs', 'products'] as string[]).includes(table) ? 'position' : 'created_at';
  const [content, name] = loose(db, table);
  const rows = await content
    .selectFrom(name)
    .selectAll()
    .orderBy(first)
    .orderBy('id')
    .$if(options.limit !== undefined, (query) => query.limit(options.limit as number))
    .execute();
  return rows as unknown as Row<T>[];
}

export async function findRow<T extends ContentTable>(db: Db, table: T, id: string): Promise<Row<T> | null> {
  const [content, name] = loose(db, table);
  const row = await content.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
  return (row as unknown as Row<T> | undefined) ?? null;
}

/** Whether the table holds any row: a once-only record's "already added". */
export async function hasRow(db: Db, table: ContentTable): Promise<boolean> {
  const [content, name] = loose(db, table);
  return (await content.selectFrom(name).select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts a row with a new id and both timestamps, and answers it as stored. */
export async function insertRow<T extends ContentTable>(
  db: Db,
  table: T,
  columns: NewRow<T>,
): Promise<Row<T>> {
  const [content, name] = loose(db, table);
  const now = nowIso();
  const row = await content
    .insertInto(name)
    .values({ ...(columns as object), id: newId(), created_at: now, updated_at: now } as AnyContentRow)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as Row<T>;
}

/** Sets the columns given (an undefined one stays as it is); null when the id is unknown. */
export async function updateRow<T extends ContentTable>(
  db: Db,
  table: T,
  id: string,
  columns: Updateable<Database[T]>,
): Promise<Row<T> | null> {
  const [content, name] = loose(db, table);
  const row = await content
    .updateTable(name)
    .set({ ...(columns as object), updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return (row as unknown as Row<T> | undefined) ?? null;
}

/** Answers the deleted row, or null when the id is unknown. */
export async function deleteRow<T extends ContentTable>(
  db: Db,
  table: T,
  id: string,
): Promise<Row<T> | null> {
  const [content, name] = loose(db, table);
  const row = await content.deleteFrom(name).where('id', '=', id).returningAll().executeTakeFirst();
  return (row as unknown as Row<T> | undefined) ?? null;
}

/** The tables whose rows are kept in an order the owner sees: a new row goes last. */
export async function nextPosition(db: Db, table: OrderedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Updates a row under its write lock (below) and answers it as it was and as it is now, so a caller
 * learns which file the update replaced; null when the id is unknown.
 */
export async function updateLockedRow<T extends LockedTable>(
  db: Db,
  table: T,
  id: string,
  columns: Updateable<Database[T]>,
): Promise<{ before: Row<T>; after: Row<T> } | null> {
  return inTransaction(db, async (trx) => {
    if (!(await lockRow(trx, table, id))) return null;
    const before = await findRow(trx, table, id);
    const after = await updateRow(trx, table, id, columns);
    if (!before || !after) throw new Error(`${table} row vanished under its own lock`);
    return { before, after };
  });
}

type LockedTable = 'logos' | 'favicons' | 'banners' | 'features' | 'products';

/**
 * Takes the row's write lock before it is read: on PostgreSQL a second writer of the same row waits
 * here until the first commits, so both never read the same old file name (SQLite serialises whole
 * transactions anyway). Answers false when the row does not exist.
 */
export async function lockRow(trx: Transaction<Database>, table: LockedTable, id: string): Promise<boolean> {
  const result = await trx
    .updateTable(table)
    .set({ updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
