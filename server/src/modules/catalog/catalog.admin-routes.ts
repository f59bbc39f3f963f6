import { ProductInputSchema, ProductSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pictureItemRoutes } from '../media/picture-routes.js';
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
  pictureItemRoutes(app, {
    path: 'product',
    tags: ['catalog (admin)'],
    item: ProductSchema,
    input: ProductInputSchema,
    file: 'img',
    updateDescription:
      'Replaces every field (a left-out discountPrice is 0, description empty); the image only when `img` is sent.',
    service: { add: catalog.addProduct, update: catalog.updateProduct, remove: catalog.deleteProduct },
  });
};
