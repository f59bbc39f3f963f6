import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { bannerEndpoints, faviconEndpoints, logoEndpoints, type UploadKind } from '@haat/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { type RoutesApp, route } from '../../lib/routes.js';
import { type ImageStore, localImageStore } from './image-store.js';
import { createMediaService, type MediaService } from './media.service.js';
import { s3ImageStore } from './s3-image-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

/** The configured store: DATA_DIR/uploads, or the S3-compatible bucket (decision 023). */
export function openImageStore(
  options: { dataDir: string; storage: AppConfig['imageStorage'] },
  log: FastifyBaseLogger,
): ImageStore {
  return options.storage.kind === 's3'
    ? s3ImageStore(options.storage, log)
    : localImageStore(path.join(options.dataDir, 'uploads'));
}

/** How often each instance looks for retired images whose grace has passed. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Decorates `app.media` over the configured store (decision 023), fills in missing image widths, and
 * sweeps retired images at start and every hour. With several instances each sweeps; removing a
 * file twice is harmless.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, options: { dataDir: string; storage: AppConfig['imageStorage'] }) => {
    const store = openImageStore(options, app.log);
    const media = createMediaService(store, app.db, app.log);
    if (options.storage.kind === 'local') {
      fs.mkdirSync(store.location, { recursive: true });
      // serve: false — files are reached only through the routes, which check the name first.
      await app.register(fastifyStatic, { root: store.location, serve: false });
    }
    const backfilled = await media.ensureWidths();
    if (backfilled > 0) app.log.info({ backfilled }, 'wrote image widths missing from earlier uploads');
    app.decorate('media', media);

    const sweep = () =>
      media.sweepRetiredImages().then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'removed retired images past their grace');
        },
        (error: unknown) => app.log.warn({ err: error }, 'image sweep failed; the next one tries again'),
      );
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', () => {
      void sweep();
    });
    app.addHook('onClose', () => clearInterval(timer));
  },
);

/** Sends one stored image (a year's caching: stored names are random and never reused). */
export async function sendUpload(reply: FastifyReply, kind: UploadKind, file: string) {
  return reply.server.media.send(reply, kind, file);
}

/** The stored-file reads of the kinds that have no JSON read by id: their one-segment path is a file. */
export async function mediaRoutes(app: RoutesApp) {
  for (const [kind, endpoint] of [
    ['logo', logoEndpoints.file],
    ['banner', bannerEndpoints.file],
    ['favicon', faviconEndpoints.file],
  ] as const) {
    route(app, endpoint, ({ params, reply }) => sendUpload(reply, kind, params.file));
  }
}
