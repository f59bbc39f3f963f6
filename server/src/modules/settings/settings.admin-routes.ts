import {
  envelope,
  IdParamsSchema,
  SiteSettingsInputSchema,
  SiteSettingsSchema,
  SiteSettingsUpdateSchema,
} from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.js';

const tags = ['settings (admin)'];
const security = [{ bearer: [] }];

/** The back office's settings writes (JSON): shipping fees and the hotline. Admin-only. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.post(
    '/settings/add',
    {
      schema: {
        tags,
        security,
        body: SiteSettingsInputSchema,
        response: { 201: envelope(SiteSettingsSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await settings.addSettings(request.body) }),
  );

  app.patch(
    '/settings/update/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: SiteSettingsUpdateSchema,
        response: { 200: envelope(SiteSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.updateSettings(request.params.id, request.body),
    }),
  );
};
