import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { listenForChanges } from '../db/change-bus.js';
import { CHANGE_KINDS, type ChangeNotifier, isChangeKind } from '../lib/change-notifier.js';

/**
 * Several instances on one PostgreSQL (decision 020): the writes another instance commits reach this
 * one's notifier, which clears the caches that hold the old content (the rendered page, the product
 * list), typically within milliseconds. After a break in listening it clears everything, since
 * messages may have been missed. On SQLite there is one process and nothing to listen to.
 */
export const changeBusPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; changes: ChangeNotifier }) => {
    const { databaseUrl } = options.config;
    if (!databaseUrl || !app.dbApplicationName) return;
    const bus = listenForChanges({
      url: databaseUrl,
      ownName: app.dbApplicationName,
      onChange: (kind) => {
        if (isChangeKind(kind)) options.changes.notify(kind);
      },
      onReconnect: () => {
        app.log.info('change bus listening again; every cache is cleared');
        for (const kind of CHANGE_KINDS) options.changes.notify(kind);
      },
      onError: (error, retryInMs) =>
        app.log.warn({ err: error, retryInMs }, 'change bus connection lost; connecting again'),
    });
    await bus.ready;
    app.addHook('onClose', () => bus.stop());
  },
);
