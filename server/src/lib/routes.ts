import { envelope, IdParamsSchema, MessageEnvelopeSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The app a module's routes plugin receives: zod schemas type its requests and answers. */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** One uploaded file as a route hands it to a service: its bytes and the form field it came in. */
export interface Upload {
  field: string;
  content: Buffer;
}

export const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
export const created = <T extends z.ZodType>(data: T) => ({ 201: envelope(data) });

const security = [{ bearer: [] }];

/** Public reads that answer one thing without parameters (`GET /api/faq/all`). */
export function publicReads(
  app: RoutesApp,
  tags: string[],
  reads: ReadonlyArray<{ path: string; response: z.ZodType; read: () => Promise<unknown> }>,
): void {
  for (const { path, response, read } of reads) {
    app.get(path, { config: { public: true }, schema: { tags, response: ok(response) } }, async () => ({
      success: true as const,
      data: await read(),
    }));
  }
}

type Body = z.ZodType<Record<string, unknown>>;
/** A body's fields less its file field, as the service takes them. */
type Fields<B extends Body, F extends string> = Omit<z.output<B>, F>;

export interface WriteRoutes<A extends Body, U extends Body, F extends string = never> {
  /** The first segment: `/<path>/add`, `/<path>/update/{id}`, `/<path>/delete/{id}`. */
  path: string;
  tags: string[];
  /** The saved item's schema, the shape of its public read. */
  item: z.ZodType;
  /**
   * A multipart form (`config: { multipart: true }`: the uploads plugin reads it into the body) whose
   * field of this name holds the image file, or files; without it the body is JSON.
   */
  files?: F;
  /** `POST /<path>/add`, answered 201. */
  add?: { body: A; description?: string; run(fields: Fields<A, F>, files: Upload[]): Promise<unknown> };
  /** `PATCH` (partial) or `PUT` (whole) `/<path>/update/{id}`, answered 200. */
  update?: {
    method?: 'PATCH' | 'PUT';
    body: U;
    description?: string;
    run(id: string, fields: Fields<U, F>, files: Upload[]): Promise<unknown>;
  };
  /** `DELETE /<path>/delete/{id}`, answered with the service's sentence. */
  remove?(id: string): Promise<string>;
}

/**
 * The back office's add, update and delete routes of one kind of item, JSON or multipart, at the
 * spec's paths (decision 007). None is public, so the guard refuses them without a token before a
 * byte of the body is read. A multipart body's file field is taken out of the fields and handed to
 * the service as uploads named after the field (`icon`, or `images.0`, `images.1` for a list).
 */
export function writeRoutes<A extends Body, U extends Body, F extends string = never>(
  app: RoutesApp,
  spec: WriteRoutes<A, U, F>,
): void {
  const { path, tags, item, files } = spec;
  const form = files === undefined ? {} : { config: { multipart: true } };
  const consumes = files === undefined ? {} : { consumes: ['multipart/form-data'] };
  /** The body's fields, and its file field's files as the service takes them. */
  const split = (body: unknown): [Record<string, unknown>, Upload[]] => {
    const fields = { ...(body as Record<string, unknown>) };
    if (files === undefined) return [fields, []];
    const content = fields[files] as Buffer | Buffer[] | undefined;
    delete fields[files];
    const uploads = Array.isArray(content)
      ? content.map((bytes, index) => ({ field: `${files}.${index}`, content: bytes }))
      : content
        ? [{ field: files, content }]
        : [];
    return [fields, uploads];
  };
  const described = (description: string | undefined) => (description ? { description } : {});

  const { add, update, remove } = spec;
  if (add) {
    app.post(
      `/${path}/add`,
      {
        ...form,
        schema: {
          tags,
          security,
          ...consumes,
          ...described(add.description),
          body: add.body,
          response: created(item),
        },
      },
      async (request, reply) => {
        const [fields, uploads] = split(request.body);
        const data = await add.run(fields as Fields<A, F>, uploads);
        return reply.status(201).send({ success: true as const, data });
      },
    );
  }
  if (update) {
    app.route({
      method: update.method ?? 'PATCH',
      url: `/${path}/update/:id`,
      ...form,
      schema: {
        tags,
        security,
        ...consumes,
        ...described(update.description),
        params: IdParamsSchema,
        body: update.body,
        response: ok(item),
      },
      handler: async (request) => {
        const [fields, uploads] = split(request.body);
        const { id } = request.params as z.output<typeof IdParamsSchema>;
        return { success: true as const, data: await update.run(id, fields as Fields<U, F>, uploads) };
      },
    });
  }
  if (remove) {
    app.delete(
      `/${path}/delete/:id`,
      { schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema } } },
      async (request) => ({ success: true as const, message: await remove(request.params.id) }),
    );
  }
}
