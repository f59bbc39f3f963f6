import { SiteSettingsInputSchema, SiteSettingsSchema, SiteSettingsUpdateSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeRoutes } from '../../lib/routes.js';
import type { SettingsService } from './settings.service.js';

/** The back office's settings writes (JSON): shipping fees and the hotline. Admin-only. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  writeRoutes(app, {
    path: 'settings',
    tags: ['settings (admin)'],
    item: SiteSettingsSchema,
    add: { body: SiteSettingsInputSchema, run: (fields) => settings.add(fields) },
    update: { body: SiteSettingsUpdateSchema, run: (id, fields) => settings.update(id, fields) },
  });
};
