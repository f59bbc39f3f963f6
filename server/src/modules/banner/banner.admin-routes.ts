import { bannerEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { BannerService } from './banner.service.js';

/** The back office's banner writes (multipart: title, description, galleries, images, imageTitles). */
export const bannerAdminRoutes: FastifyPluginAsyncZod<{ banner: BannerService }> = async (
  app,
  { banner },
) => {
  route(app, bannerEndpoints.add, ({ body, files }) => banner.add(body, files));
  route(app, bannerEndpoints.update, ({ params, body, files }) => banner.update(params.id, body, files));
};
