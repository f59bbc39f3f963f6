import {
  answerSchema,
  type Endpoint,
  type FileField,
  type ParsedBody,
  type ParsedHeaders,
  type ParsedParams,
  type ParsedQuery,
} from '@haat/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { imageFile, imageFiles } from './upload-fields.js';

/** The app a module's routes plugin receives: zod schemas type its requests and answers. */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** One uploaded file as a route hands it to a service: its bytes and the form field it came in. */
export interface Upload {
  field: string;
  content: Buffer;
}

/** What a route's handler gets: the validated request, with a multipart form's files set apart. */
export interface RouteInput<E extends Endpoint> {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  /** The JSON body, or a multipart form's text fields. */
  body: ParsedBody<E>;
  /** The headers the endpoint names, validated. */
  headers: ParsedHeaders<E>;
  /** A multipart form's files, named after their field (`icon`, or `images.0`, `images.1` for a list). */
  files: Upload[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler answers, by the endpoint's `answer`: the data (checked against its schema on the
 * way out), the data with its paging meta, or the sentence of a message answer. A handler that has
 * sent the reply itself (a file, a cached body) answers the reply.
 */
export type RouteAnswer<E extends Endpoint> =
  | FastifyReply
  | (E['answer'] extends { data: infer D extends z.ZodType; meta: infer M extends z.ZodType }
      ? { data: z.input<D>; meta: z.input<M> }
      : E['answer'] extends { data: infer D extends z.ZodType }
        ? z.input<D>
        : E['answer'] extends 'message'
          ? string
          : never);

/** The schema each kind of file field is validated with (the uploads plugin made the files Buffers). */
const FILE_FIELD_SCHEMAS: Record<FileField, z.ZodType> = {
  file: imageFile,
  'optional-file': imageFile.optional(),
  files: imageFiles,
};

/** The body a route validates: the JSON body, or a form's text fields with its file fields added. */
function bodySchema(endpoint: Endpoint): z.ZodType | undefined {
  if (!endpoint.files) return endpoint.body;
  const fileShape = Object.fromEntries(
    Object.entries(endpoint.files).map(([field, kind]) => [field, FILE_FIELD_SCHEMAS[kind]]),
  );
  return (endpoint.body as z.ZodObject).safeExtend(fileShape);
}

/** Takes a form's file fields out of its body, as uploads named after the field. */
function splitFiles(endpoint: Endpoint, body: unknown): [unknown, Upload[]] {
  if (!endpoint.files) return [body, []];
  const fields = { ...(body as Record<string, unknown>) };
  const uploads: Upload[] = [];
  for (const field of Object.keys(endpoint.files)) {
    const content = fields[field] as Buffer | Buffer[] | undefined;
    delete fields[field];
    if (Array.isArray(content)) {
      uploads.push(...content.map((bytes, index) => ({ field: `${field}.${index}`, content: bytes })));
    } else if (content) uploads.push({ field, content });
  }
  return [fields, uploads];
}

/**
 * Registers the route of one contract endpoint: its method and path, the schemas that validate the
 * request and the answer (and draw the OpenAPI document), its access (the guard refuses an admin
 * endpoint without a valid token before a byte of the body is read) and its success status. The
 * handler works with validated values and answers only the data; the envelope is written here.
 * `config` adds a route's own settings (a rate limit).
 */
export function route<E extends Endpoint>(
  app: RoutesApp,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<RouteAnswer<E>>,
  config: FastifyContextConfig = {},
): void {
  const answer = answerSchema(endpoint);
  const status = endpoint.status ?? 200;
  const multipart = endpoint.files !== undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    config: {
      ...config,
      endpoint,
      public: endpoint.access === 'public',
      staff: endpoint.access === 'staff',
      ...(multipart ? { multipart: true } : {}),
    },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body ? { body: bodySchema(endpoint) } : {}),
      // A create that answers an existing item again (an order's retried Idempotency-Key) says 200.
      ...(answer ? { response: status === 201 ? { 200: answer, 201: answer } : { 200: answer } } : {}),
    },
    handler: async (request, reply) => {
      const [body, files] = splitFiles(endpoint, request.body);
      reply.status(status);
      const result = await handler({
        params: request.params as ParsedParams<E>,
        query: request.query as ParsedQuery<E>,
        body: body as ParsedBody<E>,
        headers: request.headers as ParsedHeaders<E>,
        files,
        request,
        reply,
      });
      // A reply is thenable, so awaiting the handler's reply waits for the answer to go out: it has
      // been sent, or the client left before it could be (a phone dropping an image request), and
      // then there is nothing more to say.
      if (result === reply || reply.sent || reply.raw.destroyed) return reply;
      if (endpoint.answer === 'message') return { success: true as const, message: result as string };
      const fixedMessage = typeof endpoint.answer === 'object' ? endpoint.answer.message : undefined;
      const envelope =
        typeof endpoint.answer === 'object' && endpoint.answer.meta
          ? { success: true as const, ...(result as { data: unknown; meta: unknown }) }
          : { success: true as const, data: result };
      return fixedMessage ? { ...envelope, message: fixedMessage } : envelope;
    },
  });
}
