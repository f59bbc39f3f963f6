import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { bannerEndpoints, faviconEndpoints, logoEndpoints, type UploadKind } from '@haat/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.js';
import { type RoutesApp, route } from '../../lib/routes.js';
import { createMediaService, type MediaService } from './media.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

/** Decorates `app.media` and lets replies send stored files (`reply.sendFile`). */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { dataDir: string }) => {
  const media = createMediaService(options.dataDir);
  fs.mkdirSync(media.uploadsDir, { recursive: true });
  const backfilled = await media.ensureWidths();
  if (backfilled > 0) app.log.info({ backfilled }, 'wrote image widths missing from earlier uploads');
  app.decorate('media', media);
  // serve: false — files are reached only through the routes below, which check the name first.
  await app.register(fastifyStatic, { root: media.uploadsDir, serve: false });
});

/**
 * Sends one stored image. Stored names are random and never reused (a replaced image gets a new
 * name), so browsers and CDNs may keep them for a year without asking again.
 */
export async function sendUpload(reply: FastifyReply, kind: UploadKind, file: string) {
  const folder = reply.server.media.folderFor(kind, file);
  if (folder === null) throw AppError.badRequest('ফাইলের নাম সঠিক নয়');
  return reply.sendFile(file, folder, { immutable: true, maxAge: '365d', dotfiles: 'deny' });
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
