import { envelope, SiteSettingsSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/settings',
    {
      config: { public: true },
      schema: { tags: ['settings'], response: { 200: envelope(z.array(SiteSettingsSchema)) } },
    },
    async () => ({ success: true as const, data: await settings.listSettings() }),
  );
};
