import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, sharesDatabase } from '../test/test-app.js';
import { type DatabaseHandle, openDatabase } from './database.js';

// A PostgreSQL restart, a failover or a proxy cutting the line ends the server process behind a
// pooled connection. The shop must neither crash nor keep lending that connection: the next request
// gets a fresh one. One connection in the pool, so a dead one lent again would be the only one.
describe.runIf(sharesDatabase)('PostgreSQL connections whose server process ends', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    handle = openDatabase({
      dataDir: os.tmpdir(),
      databaseUrl: database.url,
      databasePool: {
        size: 1,
        connectTimeoutMs: 5000,
        statementTimeoutMs: 30_000,
        idleInTransactionTimeoutMs: 60_000,
      },
      onConnectionError: (error) => connectionErrors.push(error),
    });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await handle?.close();
    await admin?.end();
    await database?.drop();
  });

  const backendPid = async (db: DatabaseHandle['db']) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;

  /** Ends the session as `pg_terminate_backend` does, and waits until its process is gone. */
  const terminate = async (pid: number | undefined) => {
    await admin.query('select pg_terminate_backend($1)', [pid]);
    for (let tries = 0; tries < 100; tries++) {
      const { rowCount } = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
      if (rowCount === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`backend ${pid} did not end`);
  };

  it('a query cut off mid-way fails, and the next one runs on a new connection', async () => {
    const firstPid = await backendPid(handle.db);
    const cutOff = sql`select pg_sleep(10)`.execute(handle.db).then(
      () => 'finished',
      (error: Error) => error.message,
    );
    // Wait until the sleep is running on the server before ending its process.
    for (let tries = 0; tries < 100; tries++) {
      const { rowCount } = await admin.query(
        "select 1 from pg_stat_activity where pid = $1 and query like 'select pg_sleep%'",
        [firstPid],
      );
      if (rowCount === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await terminate(firstPid);
    expect(await cutOff).toMatch(/terminating connection/);

    // Asked at once, before the socket's end is even read: without the fix this borrowed the dead one.
    const secondPid = await backendPid(handle.db);
    expect(secondPid).toBeGreaterThan(0);
    expect(secondPid).not.toBe(firstPid);
  });

  it('a connection that breaks while lent out crashes nothing and is not lent again', async () => {
    const outcome = await handle.db.connection().execute(async (connection) => {
      const pid = await backendPid(connection);
      await terminate(pid);
      // The server said goodbye on the socket while nothing ran on it; the next query finds it dead.
      const failed = await sql`select 1`.execute(connection).then(
        () => false,
        () => true,
      );
      return { pid, failed };
    });
    expect(outcome.failed).toBe(true);
    const nextPid = await backendPid(handle.db);
    expect(nextPid).not.toBe(outcome.pid);
  });
});
