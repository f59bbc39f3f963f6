import { settingsEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { SettingsService } from './settings.service.js';

/** The back office's settings writes (JSON): shipping fees and the hotline. Admin-only. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  route(app, settingsEndpoints.add, ({ body }) => settings.add(body));
  route(app, settingsEndpoints.update, ({ params, body }) => settings.update(params.id, body));
};
