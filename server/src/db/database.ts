import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type Compilable,
  CompiledQuery,
  type Expression,
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SqlBool,
  SqliteDialect,
  SqliteIntrospector,
  sql,
} from 'kysely';
import pg from 'pg';
import { makeDirectoryPrivate, makeFilePrivate } from '../lib/private-files.js';
import type { Database, OrderTable } from './schema.js';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for logs: the SQLite file, or the PostgreSQL host and database. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Told when an idle pooled connection breaks (a PostgreSQL restart, say); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

/**
 * The only place that knows which engine is underneath. Everything else speaks Kysely and never
 * branches on the engine.
 */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  makeDirectoryPrivate(dataDir);
  const file = path.join(dataDir, 'haat.sqlite');
  const sqlite = new SqliteDatabase(file);
  // SQLite gives its -wal and -shm files the database file's mode, so this keeps all three private.
  makeFilePrivate(file);
  // WAL lets readers run beside the single writer; synchronous=FULL makes every commit durable before
  // the order is acknowledged, so a power cut never loses an order that got its 201.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    engine: 'sqlite',
    location: file,
    close: () => db.destroy(),
  };
}

// PostgreSQL answers COUNT(*) and other int8 values as strings; every number we store fits a JS number.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, onConnectionError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  // Without a listener, an idle connection dropped by the server would crash the whole process.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    engine: 'postgres',
    location: `postgres ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}

/**
 * True when a statement failed on a unique or primary-key constraint. The engines report it
 * differently (SQLite by code name, PostgreSQL by SQLSTATE 23505); callers need not know which.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The engine's own consistency check: SQLite's `PRAGMA integrity_check` (pages, indexes, constraints),
 * or on PostgreSQL a query that every table answers. Answers the problems found; empty means healthy.
 */
export async function checkIntegrity(handle: DatabaseHandle): Promise<string[]> {
  if (handle.engine === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    const { rows: foreignKeys } = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(
      handle.db,
    );
    return [...problems, ...foreignKeys.map((row) => `foreign key: ${JSON.stringify(row)}`)];
  }
  await sql`select count(*) from orders`.execute(handle.db);
  await sql`select count(*) from order_lines`.execute(handle.db);
  return [];
}

/**
 * The engine under a Kysely instance, for code that is handed only the instance: a migration (on
 * PostgreSQL it even gets a transaction) or a repository. Kysely makes its introspector per dialect,
 * and that is public API, unlike the adapter.
 */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  const introspector = db.introspection;
  if (introspector instanceof SqliteIntrospector) return 'sqlite';
  if (introspector instanceof PostgresIntrospector) return 'postgres';
  throw new Error('the database is neither SQLite nor PostgreSQL');
}

/**
 * The engine's plan for a query, one line per step (SQLite's `EXPLAIN QUERY PLAN`, PostgreSQL's
 * `EXPLAIN`), so tests can check that an index answers it. PostgreSQL rightly reads a test's tiny
 * table from end to end, so `preferIndexes` turns sequential scans off for this one plan.
 */
export async function explainQuery<DB>(
  db: Kysely<DB>,
  query: Compilable,
  options: { preferIndexes?: boolean } = {},
): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  if (engineOf(db) === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return rows.map((row) => row.detail);
  }
  return db.transaction().execute(async (trx) => {
    if (options.preferIndexes) await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${text}`, [...parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']);
  });
}

// ---------------------------------------------------------------------------------------------------
// The trigram index of order search (migration 0003, decision 011): finding orders whose name or phone
// contains what the back office typed, anywhere inside, without reading every order.

type OrderStatusName = OrderTable['status'];

/** Where the order search looks inside: the name (lowercased, as the search has always compared it) or the phone. */
export type OrderSearchColumn = 'name' | 'phone';

/** A trigram index holds three-character pieces: a shorter text cannot be looked up in it. */
export const SEARCH_INDEX_MIN_CHARACTERS = 3;

/** The text the search compares: the name lowercased by the database, the phone as stored. */
const searchedText = (column: OrderSearchColumn, row: string) =>
  column === 'name' ? `lower(${row}.name)` : `${row}.phone`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * `column` contains `text`, by reading each order: what every search did before the index, and what a
 * search shorter than three characters or matching very many orders still does. The user's `%`, `_`
 * and `\` are plain characters. `text` for the name must already be lowercase.
 */
export function scanContains(column: OrderSearchColumn, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.raw(searchedText(column, 'orders'))} like ${`%${escapeLike(text)}%`} escape '\\'`;
}

/**
 * The status of an order in the SQLite index's rowid: `invoice_number * 4 + code`. Counting a search's
 * orders per status then reads the index alone: 0.04 s for 143 thousand matches, against 0.17 s when
 * each match was looked up in `orders` (decision 011). The invoice number, unlike SQLite's own rowid of
 * `orders`, never changes, not even in a VACUUM.
 */
const STATUS_CODES = [
  'pending',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatusName[];
const statusCode = (status: OrderStatusName) => STATUS_CODES.indexOf(status);

/** The rowid of an order's row in `orders_search`; in a trigger, an unknown status stops the write. */
const sqliteSearchRowid = (row: 'new' | 'old' | 'orders') =>
  `${row}.invoice_number * 4 + case ${row}.status ${STATUS_CODES.map(
    (status, code) => `when '${status}' then ${code}`,
  ).join(' ')} else ${row === 'orders' ? 'null' : "raise(abort, 'orders_search: unknown order status')"} end`;

const sqliteSearchValues = (row: 'new' | 'old' | 'orders') =>
  `${sqliteSearchRowid(row)}, lower(${row}.name), ${row}.phone`;

/**
 * Migration 0003's DDL, kept here because it differs by engine. Frozen once released: a change to the
 * index needs a new migration, not an edit here.
 *
 * - SQLite: a contentless FTS5 table with the trigram tokenizer over `lower(name)` and `phone`,
 *   case-sensitive because the name is already lowercased exactly as the search compares it, so a
 *   phrase match is the same as today's `LIKE` (no second check needed). Triggers keep it in step with
 *   every write to `orders`, whichever code path or tool makes it (bulk loads, the bench, a restore).
 * - PostgreSQL: GIN indexes over the same three-character pieces, cut by our own immutable function
 *   rather than pg_trgm, which drops every non-ASCII letter in a database whose LC_CTYPE is C
 *   (`show_trgm('সুমাইয়া') = {}`), so Bengali names could never use it there.
 */
export async function createOrderSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    // `if not exists`: a large shop may build the indexes beforehand with CREATE INDEX CONCURRENTLY,
    // which cannot run inside the migration's transaction (decision 011).
    await sql`create or replace function order_search_trigrams(value text) returns text[]
      language sql immutable strict parallel safe
      as $$ select array(select distinct substr(value, start, 3)
                         from generate_series(1, char_length(value) - 2) as start) $$`.execute(db);
    await sql`create index if not exists orders_name_trigrams on orders using gin (order_search_trigrams(lower(name)))`.execute(
      db,
    );
    await sql`create index if not exists orders_phone_trigrams on orders using gin (order_search_trigrams(phone))`.execute(
      db,
    );
    return;
  }
  // Kysely runs SQLite migrations outside a transaction; this one must not stop half-way (a table
  // without its triggers would silently go stale), and one commit makes the backfill much faster.
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ status: string }>`select distinct status from orders`.execute(trx);
    const unknown = rows.filter((row) => !(STATUS_CODES as readonly string[]).includes(row.status));
    if (unknown.length > 0)
      throw new Error(`orders with an unknown status: ${unknown.map((row) => row.status)}`);
    for (const statement of [
      `create virtual table orders_search using fts5(
         name, phone, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
      `insert into orders_search (rowid, name, phone) select ${sqliteSearchValues('orders')} from orders`,
      `create trigger orders_search_insert after insert on orders begin
         insert into orders_search (rowid, name, phone) values (${sqliteSearchValues('new')});
       end`,
      `create trigger orders_search_update after update of invoice_number, status, name, phone on orders begin
         delete from orders_search where rowid = ${sqliteSearchRowid('old')};
         insert into orders_search (rowid, name, phone) values (${sqliteSearchValues('new')});
       end`,
      `create trigger orders_search_delete after delete on orders begin
         delete from orders_search where rowid = ${sqliteSearchRowid('old')};
       end`,
    ])
      await sql.raw(statement).execute(trx);
  });
}

export async function dropOrderSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  const statements =
    engineOf(db) === 'postgres'
      ? [
          'drop index orders_phone_trigrams',
          'drop index orders_name_trigrams',
          'drop function order_search_trigrams(text)',
        ]
      : [
          'drop trigger orders_search_delete',
          'drop trigger orders_search_update',
          'drop trigger orders_search_insert',
          'drop table orders_search',
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Lookups in the trigram index; every answer is exactly what `scanContains` would give. */
export interface OrderSearchIndex {
  /**
   * Orders whose `column` contains `text` (at least three characters; lowercase for the name), as a
   * condition on `orders`. With `status`, SQLite narrows the index lookup itself; the caller still
   * filters by status.
   */
  contains(column: OrderSearchColumn, text: string, status?: OrderStatusName): Expression<SqlBool>;
  /** How many orders (of one status, if given) contain `text`, counting no further than `atMost`. */
  countUpTo(
    column: OrderSearchColumn,
    text: string,
    atMost: number,
    status?: OrderStatusName,
  ): Promise<number>;
  /** Orders containing `text`, per status (statuses without any are left out). */
  countByStatus(
    column: OrderSearchColumn,
    text: string,
  ): Promise<Array<{ status: OrderStatusName; count: number }>>;
}

/** One row of counts, a column per status, as the list of statuses that have any. */
const countsOfStatuses = (row: Record<OrderStatusName, number> | undefined) =>
  STATUS_CODES.map((status) => ({ status, count: Number(row?.[status] ?? 0) })).filter(
    ({ count }) => count > 0,
  );

export function orderSearchIndex(db: Kysely<Database>): OrderSearchIndex {
  return engineOf(db) === 'sqlite' ? sqliteOrderSearchIndex(db) : postgresOrderSearchIndex(db);
}

function sqliteOrderSearchIndex(db: Kysely<Database>): OrderSearchIndex {
  // One FTS5 phrase limited to the column: its trigrams must follow each other, so it matches exactly
  // where the text occurs. Inside double quotes only `"` is special, and it is doubled.
  const phrase = (column: OrderSearchColumn, text: string) => `${column} : "${text.replaceAll('"', '""')}"`;
  const ofStatus = (status: OrderStatusName | undefined) =>
    status === undefined ? sql`` : sql` and (rowid & 3) = ${statusCode(status)}`;
  return {
    contains: (column, text, status) =>
      sql<SqlBool>`orders.invoice_number in (select rowid >> 2 from orders_search
        where orders_search match ${phrase(column, text)}${ofStatus(status)})`,

    async countUpTo(column, text, atMost, status) {
      const { rows } = await sql<{ count: number }>`select count(*) as count from (select 1 from orders_search
        where orders_search match ${phrase(column, text)}${ofStatus(status)} limit ${atMost})`.execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    async countByStatus(column, text) {
      // One pass with a count per status: a GROUP BY sorted every match first (a third slower).
      const { rows } = await sql<Record<OrderStatusName, number>>`select ${sql.join(
        STATUS_CODES.map(
          (status, code) => sql`count(*) filter (where (rowid & 3) = ${sql.lit(code)}) as ${sql.ref(status)}`,
        ),
      )} from orders_search where orders_search match ${phrase(column, text)}`.execute(db);
      return countsOfStatuses(rows[0]);
    },
  };
}

function postgresOrderSearchIndex(db: Kysely<Database>): OrderSearchIndex {
  // The GIN index finds the orders holding every three-character piece of the text; `like` then keeps
  // those where the pieces follow each other (PostgreSQL rechecks each candidate row anyway).
  const contains = (column: OrderSearchColumn, text: string) =>
    sql<SqlBool>`order_search_trigrams(${sql.raw(searchedText(column, 'orders'))}) @> order_search_trigrams(${text})
      and ${scanContains(column, text)}`;
  const ofStatus = (status: OrderStatusName | undefined) =>
    status === undefined ? sql`` : sql` and orders.status = ${status}`;
  return {
    contains: (column, text) => contains(column, text),

    async countUpTo(column, text, atMost, status) {
      const { rows } = await sql<{ count: number }>`select count(*) as count from (select 1 from orders
        where ${contains(column, text)}${ofStatus(status)} limit ${atMost}) as found`.execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    async countByStatus(column, text) {
      // One pass with a count per status, as on SQLite: a GROUP BY sorted every match first.
      const { rows } = await sql<Record<OrderStatusName, number>>`select ${sql.join(
        STATUS_CODES.map(
          (status) => sql`count(*) filter (where orders.status = ${sql.lit(status)}) as ${sql.ref(status)}`,
        ),
      )} from orders where ${contains(column, text)}`.execute(db);
      return countsOfStatuses(rows[0]);
    },
  };
}
