import { FaviconSchema, LogoSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReads } from '../../lib/routes.js';
import type { BrandService } from './brand.service.js';

export const brandRoutes: FastifyPluginAsyncZod<{ brand: BrandService }> = async (app, { brand }) => {
  publicReads(
    app,
    ['content'],
    [
      { path: '/logo/all', response: z.array(LogoSchema), read: brand.logo.list },
      { path: '/favicon/all', response: FaviconSchema.nullable(), read: brand.favicon.get },
    ],
  );
};
