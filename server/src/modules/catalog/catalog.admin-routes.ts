import { productEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import type { CatalogService } from './catalog.service.js';

/**
 * The back office's product writes. Admin-only (no route here is public). Multipart fields:
 * `title`, `price`, `discountPrice`, `description` (HTML, sanitised on save) and the file `img`,
 * required on add and optional on update.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  route(app, productEndpoints.add, ({ body, files }) => catalog.addProduct(body, files));
  route(app, productEndpoints.update, ({ params, body, files }) =>
    catalog.updateProduct(params.id, body, files),
  );
  route(app, productEndpoints.remove, ({ params }) => catalog.deleteProduct(params.id));
  route(app, productEndpoints.stock, () => catalog.stockList());
};
