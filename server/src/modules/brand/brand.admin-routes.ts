import { faviconEndpoints, logoEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { BrandService } from './brand.service.js';

/** The back office's logo (multipart field `logo`) and favicon (field `icon`, also ICO) writes. */
export const brandAdminRoutes: FastifyPluginAsyncZod<{ brand: BrandService }> = async (app, { brand }) => {
  for (const [endpoints, picture] of [
    [logoEndpoints, brand.logo],
    [faviconEndpoints, brand.favicon],
  ] as const) {
    route(app, endpoints.add, ({ files }) => picture.add(files));
    route(app, endpoints.update, ({ params, files }) => picture.update(params.id, files));
  }
};
