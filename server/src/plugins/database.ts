import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import { type Engine, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

/** Opens the database, brings its schema up to date, and closes it when the app closes. */
export const databasePlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const handle = openDatabase({
    ...options.config,
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
  // Runs after every request in flight has finished, so no query is cut off on shutdown.
  app.addHook('onClose', async () => handle.close());
});
