import {
  envelope,
  IdParamsSchema,
  MessageEnvelopeSchema,
  ProductInputSchema,
  ProductSchema,
} from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageFile } from '../media/upload-fields.js';
import type { CatalogService } from './catalog.service.js';

const tags = ['catalog (admin)'];
const security = [{ bearer: [] }];
const consumes = ['multipart/form-data'];

/**
 * The back office's product writes. Admin-only (no route here is public). Multipart fields:
 * `title`, `price`, `discountPrice`, `description` (HTML, sanitised on save) and the file `img`,
 * required on add and optional on update.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.post(
    '/product/add',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        body: ProductInputSchema.safeExtend({ img: imageFile }),
        response: { 201: envelope(ProductSchema) },
      },
    },
    async (request, reply) => {
      const { img, ...fields } = request.body;
      return reply.status(201).send({
        success: true as const,
        data: await catalog.addProduct(fields, { field: 'img', content: img }),
      });
    },
  );

  app.put(
    '/product/update/:id',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        description:
          'Replaces every field (a left-out discountPrice is 0, description empty); the image only when `img` is sent.',
        params: IdParamsSchema,
        body: ProductInputSchema.safeExtend({ img: imageFile.optional() }),
        response: { 200: envelope(ProductSchema) },
      },
    },
    async (request) => {
      const { img, ...fields } = request.body;
      return {
        success: true as const,
        data: await catalog.updateProduct(
          request.params.id,
          fields,
          img ? { field: 'img', content: img } : undefined,
        ),
      };
    },
  );

  app.delete(
    '/product/delete/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => ({ success: true as const, message: await catalog.deleteProduct(request.params.id) }),
  );
};
