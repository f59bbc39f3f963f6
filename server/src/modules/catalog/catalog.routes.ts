import { envelope, hasImageExtension, IdSchema, ProductSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendUpload } from '../media/index.js';
import type { CatalogService } from './catalog.service.js';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/product/all',
    { config: { public: true }, schema: { tags, response: { 200: envelope(z.array(ProductSchema)) } } },
    async () => ({
      success: true as const,
      data: await catalog.listProducts(),
    }),
  );

  // One path, two meanings (api.md): `/product/<file>.webp` is the image, `/product/<id>` the JSON item.
  app.get(
    '/product/:ref',
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ ref: z.string().max(200) }),
        response: { 200: envelope(ProductSchema) },
      },
    },
    async (request, reply) => {
      const { ref } = request.params;
      if (hasImageExtension(ref)) return sendUpload(reply, 'product', ref);
      return { success: true as const, data: await catalog.getProduct(IdSchema.parse(ref)) };
    },
  );
};
