import { BusinessInfoSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReads } from '../../lib/routes.js';
import type { BusinessInfoService } from './business-info.service.js';

export const businessInfoRoutes: FastifyPluginAsyncZod<{ businessInfo: BusinessInfoService }> = async (
  app,
  { businessInfo },
) => {
  publicReads(
    app,
    ['content'],
    [{ path: '/business/all', response: z.array(BusinessInfoSchema), read: businessInfo.list }],
  );
};
