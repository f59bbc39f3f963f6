import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

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
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'haat.sqlite');
  const sqlite = new SqliteDatabase(file);
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
