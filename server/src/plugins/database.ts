import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import { type Engine, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
    /** PostgreSQL: this instance's name on its connections (`haat <random id>`), for the change bus. */
    dbApplicationName: string | undefined;
  }
}

/** Opens the database, brings its schema up to date, and closes it when the app closes. */
export const databasePlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const handle = openDatabase({
    ...options.config,
    // Unique per process: two instances on one database tell their own writes apart by it.
    applicationName: `haat ${newId().slice(0, 12)}`,
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
  try {
    const applied = await migrateToLatest(handle.db);
    app.log.info({ database: handle.location, applied }, 'database ready');
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('db', handle.db);
  app.decorate('dbEngine', handle.engine);
  app.decorate('dbApplicationName', handle.applicationName);
  // Runs after every request in flight has finished, so no query is cut off on shutdown.
  app.addHook('onClose', async () => handle.close());
});
