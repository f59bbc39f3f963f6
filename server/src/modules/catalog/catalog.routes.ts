import { envelope, ProductSchema } from '@haat/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCachedAnswer } from '../../lib/cached-answer.js';
import type { ChangeNotifier } from '../../lib/change-notifier.js';
import { pictureOrItemRoute } from '../media/picture-routes.js';
import type { CatalogService } from './catalog.service.js';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  changes: ChangeNotifier;
}> = async (app, { catalog, changes }) => {
  // Every storefront visit and the order form ask for the list; it changes only with a product write.
  const productList = createCachedAnswer({ changes, kinds: ['product'], load: () => catalog.listProducts() });

  app.get(
    '/product/all',
    { config: { public: true }, schema: { tags, response: { 200: envelope(z.array(ProductSchema)) } } },
    async (request, typedReply) => {
      // The answer is already serialised from the data the schema describes, so the reply is used
      // untyped: the schema stays for validation-free docs, the bytes go out as they are.
      const reply = typedReply as unknown as FastifyReply;
      const { body, etag } = await productList.get();
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  // One path, two meanings (api.md): `/product/<file>.webp` is the image, `/product/<id>` the JSON item.
  pictureOrItemRoute(app, { kind: 'product', tags, item: ProductSchema, get: catalog.getProduct });
};
