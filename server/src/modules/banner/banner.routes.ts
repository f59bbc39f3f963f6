import { bannerEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { BannerService } from './banner.service.js';

export const bannerRoutes: FastifyPluginAsyncZod<{ banner: BannerService }> = async (app, { banner }) => {
  route(app, bannerEndpoints.get, () => banner.get());
};
