import { productEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCachedAnswer } from '../../lib/cached-answer.js';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { route } from '../../lib/routes.js';
import { pictureOrItemRoute } from '../media/picture-routes.js';
import type { CatalogService } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  changes: ChangeNotifier;
}> = async (app, { catalog, changes }) => {
  // Every storefront visit and the order form ask for the list; it changes only with a product write.
  const productList = createCachedAnswer({ changes, kinds: ['product'], load: () => catalog.listProducts() });

  route(app, productEndpoints.list, async ({ request, reply }) => {
    // The answer is already serialised from the data the schema describes: the bytes go out as they are.
    const { body, etag } = await productList.get();
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  pictureOrItemRoute(app, { kind: 'product', endpoint: productEndpoints.get, get: catalog.getProduct });
};
