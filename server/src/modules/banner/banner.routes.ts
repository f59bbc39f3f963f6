import { BannerSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReads } from '../../lib/routes.js';
import type { BannerService } from './banner.service.js';

export const bannerRoutes: FastifyPluginAsyncZod<{ banner: BannerService }> = async (app, { banner }) => {
  publicReads(
    app,
    ['content'],
    [{ path: '/banner/all', response: BannerSchema.nullable(), read: banner.get }],
  );
};
