import { settingsEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  route(app, settingsEndpoints.list, () => settings.list());
};
