import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type Compilable,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  SqliteIntrospector,
  sql,
} from 'kysely';
import pg from 'pg';
import { makeDirectoryPrivate, makeFilePrivate } from '../lib/private-files.js';
import type { Database } from './schema.js';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL: the application_name its connections carry (see DatabaseOptions). */
  applicationName?: string;
  /** Where the data lives, for logs: the SQLite file, or the PostgreSQL host and database. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL's pool and timeouts (config.ts); the defaults there when left out. */
  databasePool?: PoolLimits | undefined;
  /**
   * PostgreSQL: the application_name of this instance's connections. It names the writer in the
   * change bus's messages (migration 0005), so an instance can skip its own.
   */
  applicationName?: string | undefined;
  /** Told when an idle pooled connection breaks (a PostgreSQL restart, say); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

/**
 * The only place that knows which engine is underneath. Everything else speaks Kysely and never
 * branches on the engine.
 */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.databasePool ?? DEFAULT_POOL_LIMITS,
        options.applicationName ?? 'haat',
        options.onConnectionError,
      )
    : openSqlite(options.dataDir);
}

export interface PoolLimits {
  size: number;
  /** Waiting for a connection (a new one, or a free one from a full pool) fails after this. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer than this. */
  statementTimeoutMs: number;
  /**
   * The server ends a session left idle inside a transaction this long: a stuck transaction holding
   * the invoice counter would otherwise stop orders on every instance.
   */
  idleInTransactionTimeoutMs: number;
}

const DEFAULT_POOL_LIMITS: PoolLimits = {
  size: 10,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

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

function openPostgres(
  url: string,
  limits: PoolLimits,
  applicationName: string,
  onConnectionError?: (error: Error) => void,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    max: limits.size,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    types: pgTypes,
  });
  // Without a listener, an idle connection dropped by the server would crash the whole process.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: discardingBrokenConnections(pool) }),
  });
  const parsed = new URL(url);
  return {
    db,
    engine: 'postgres',
    applicationName,
    location: `postgres ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}

/**
 * The pool Kysely borrows from, minus one trap. Kysely hands every connection back with a bare
 * `release()`, and pg-pool then lends it to the next request even when its server process is gone
 * (a PostgreSQL restart or failover, `pg_terminate_backend`, a proxy cutting the line): that request
 * fails too, and the health check answers 503 long after the database is back. node-postgres leaves
 * it to the borrower to say `release(true)` for a broken connection; this wrapper says it.
 *
 * A connection counts as broken when it reported an error of its own (a reset socket, which would
 * otherwise be an uncaught exception while it is lent out) or a query failed with anything but an
 * ordinary statement error: FATAL and PANIC end the session, and errors without a severity come from
 * the socket, not the server. A unique violation or a statement timeout leaves it in the pool.
 */
export function discardingBrokenConnections(pool: pg.Pool): PostgresPool {
  const broken = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', () => broken.add(client));
  });
  const noteFailure = (client: pg.PoolClient, error: unknown) => {
    if (!(error instanceof pg.DatabaseError && error.severity === 'ERROR')) broken.add(client);
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      const lent: PostgresPoolClient = {
        // The cursor overload is for streaming, which Kysely offers only when the dialect is given a
        // cursor class; this one is not, so every query is text and parameters.
        query: (async (text: string, parameters: ReadonlyArray<unknown>) => {
          try {
            return await client.query(text, [...parameters]);
          } catch (error) {
            noteFailure(client, error);
            throw error;
          }
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(broken.has(client) || undefined),
      };
      return lent;
    },
    end: () => pool.end(),
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

/** The advisory lock key of the start-up step ("haat" in ASCII): one per database, any number of instances. */
const STARTUP_LOCK_KEY = 0x68616174;

/**
 * Runs `work` while no other instance of the shop runs its own: on PostgreSQL under a session
 * advisory lock held on one connection for the duration (another instance starting at the same
 * moment waits, then finds the work done); on SQLite, where one process owns the file, at once.
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
