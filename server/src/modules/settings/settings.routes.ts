import { SiteSettingsSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReads } from '../../lib/routes.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  publicReads(
    app,
    ['settings'],
    [{ path: '/settings', response: z.array(SiteSettingsSchema), read: settings.list }],
  );
};
