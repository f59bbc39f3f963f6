import { envelope, hasImageExtension, IdSchema, type UploadKind } from '@haat/contract';
import { z } from 'zod';
import { type RoutesApp, type Upload, writeRoutes } from '../../lib/routes.js';
import { sendUpload } from './index.js';
import { imageFile } from './upload-fields.js';

/**
 * The writes of a list's items that carry one picture each (products, features): a multipart add
 * with the picture required, a PUT that replaces every text field and the picture only when a new
 * one is sent, and a delete.
 */
export function pictureItemRoutes<I extends z.ZodObject>(
  app: RoutesApp,
  spec: {
    path: string;
    tags: string[];
    item: z.ZodType;
    /** The item's text fields. */
    input: I;
    /** The file field's name. */
    file: string;
    updateDescription: string;
    service: {
      add(fields: z.output<I>, picture: Upload[]): Promise<unknown>;
      update(id: string, fields: z.output<I>, picture: Upload[]): Promise<unknown>;
      remove(id: string): Promise<string>;
    };
  },
): void {
  const { path, tags, item, input, file, service } = spec;
  writeRoutes(app, {
    path,
    tags,
    item,
    files: file,
    add: {
      body: input.safeExtend({ [file]: imageFile }),
      run: (fields, picture) => service.add(fields as z.output<I>, picture),
    },
    update: {
      method: 'PUT',
      description: spec.updateDescription,
      body: input.safeExtend({ [file]: imageFile.optional() }),
      run: (id, fields, picture) => service.update(id, fields as z.output<I>, picture),
    },
    remove: service.remove,
  });
}

/**
 * One path, two meanings (api.md): `/<kind>/<file>.webp` is the stored picture, `/<kind>/<id>` the
 * JSON item.
 */
export function pictureOrItemRoute(
  app: RoutesApp,
  spec: {
    kind: Extract<UploadKind, 'product' | 'feature'>;
    tags: string[];
    item: z.ZodType;
    get(id: string): Promise<unknown>;
  },
): void {
  app.get(
    `/${spec.kind}/:ref`,
    {
      config: { public: true },
      schema: {
        tags: spec.tags,
        params: z.object({ ref: z.string().max(200) }),
        response: { 200: envelope(spec.item) },
      },
    },
    async (request, reply) => {
      const { ref } = request.params;
      if (hasImageExtension(ref)) return sendUpload(reply, spec.kind, ref);
      return { success: true as const, data: await spec.get(IdSchema.parse(ref)) };
    },
  );
}
