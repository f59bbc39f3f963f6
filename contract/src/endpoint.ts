import { z } from 'zod';
import { IdParamsSchema, MessageEnvelopeSchema } from './common.js';

/**
 * One endpoint of the HTTP API (docs/api.md), as one value: the server registers its route from it
 * (schemas, access, status), the OpenAPI document is drawn from those routes, and the web calls it
 * through `call` with these types (it needs only the method and path at run time, see routes.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file field of a multipart body: exactly one file, one or none, or a list (repeat the field). */
export type FileField = 'file' | 'optional-file' | 'files';

export interface Endpoint {
  method: HttpMethod;
  /** Under `/api`; `:name` is one path segment, typed by `params`. */
  path: string;
  /**
   * Who may call it (decision 028): `public`, everyone; `staff`, any signed-in administrator, order
   * staff included (the order desk); `admin`, the shop's owners only. The server refuses a guarded
   * route without a token (401) and an owner's route to order staff (403).
   */
  access: 'public' | 'staff' | 'admin';
  /** One line for the OpenAPI document and the endpoint list in docs/api.md. */
  summary: string;
  tags: readonly string[];
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; for a multipart form, its text fields (and `files` its file fields). */
  body?: z.ZodType;
  files?: Readonly<Record<string, FileField>>;
  /** The largest body taken, in bytes, where it is smaller than the server's (a courier's webhook). */
  bodyLimit?: number;
  /** Headers the route reads (besides Authorization). */
  headers?: z.ZodType;
  /**
   * What a success answers: `data` in the envelope (with paging `meta`, or a fixed `message` beside
   * it), a `message` alone (a sentence for the toast), a file's bytes, or the calling provider's
   * own shape (a courier's webhook, answered as that courier's documentation asks).
   */
  answer: { data: z.ZodType; meta?: z.ZodType; message?: string } | 'message' | 'file' | 'provider';
  /** The success status: 201 for a create. */
  status?: 200 | 201;
}

/** Keeps an endpoint's literal method, path and schemas in its type. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Tags = readonly string[];
/** What a write endpoint adds to its path, item and method. */
interface WriteSpec {
  tags: Tags;
  summary: string;
  description?: string;
  body: z.ZodType;
  files?: Readonly<Record<string, FileField>>;
}

/** `GET <path>`, open to everyone, answering `data`. */
export const publicRead = <
  const P extends string,
  const S extends { tags: Tags; summary: string; params?: z.ZodType },
  const D extends z.ZodType,
>(
  path: P,
  spec: S,
  data: D,
) => endpoint({ ...spec, method: 'GET', path, access: 'public', answer: { data } });

/** `POST /<base>/add` (admin), answering the new item with 201: every content list's create. */
export const addEndpoint = <const S extends WriteSpec, const D extends z.ZodType>(
  base: string,
  item: D,
  spec: S,
) =>
  endpoint({
    ...spec,
    method: 'POST',
    path: `/${base}/add`,
    access: 'admin',
    status: 201,
    answer: { data: item },
  });

/** `PATCH` (what is sent changes) or `PUT` (every field) `/<base>/update/:id` (admin), answering the item. */
export const updateEndpoint = <
  const S extends WriteSpec & { method?: 'PATCH' | 'PUT' },
  const D extends z.ZodType,
>(
  base: string,
  item: D,
  spec: S,
) =>
  endpoint({
    ...spec,
    method: spec.method ?? 'PATCH',
    path: `/${base}/update/:id`,
    access: 'admin',
    params: IdParamsSchema,
    answer: { data: item },
  });

/** `DELETE /<base>/delete/:id` (admin), answering a sentence for the toast. */
export const removeEndpoint = (base: string, spec: { tags: Tags; summary: string }) =>
  endpoint({
    ...spec,
    method: 'DELETE',
    path: `/${base}/delete/:id`,
    access: 'admin',
    params: IdParamsSchema,
    answer: 'message',
  });

/** `GET /<kind>/:file`: a stored image's bytes (its name from an item's field), open to everyone. */
export const storedFileEndpoint = (kind: string) =>
  endpoint({
    method: 'GET',
    path: `/${kind}/:file`,
    access: 'public',
    tags: ['media'],
    summary: `A stored ${kind} image (WebP, or PNG for a favicon's sizes), cached for a year`,
    params: z.object({ file: z.string().max(200) }),
    answer: 'file',
  });

/** The schema of a whole successful JSON answer, `{ success: true, ... }`. */
export function answerSchema(definition: Endpoint): z.ZodType | undefined {
  const { answer } = definition;
  if (answer === 'file' || answer === 'provider') return undefined;
  if (answer === 'message') return MessageEnvelopeSchema;
  return z.object({
    success: z.literal(true),
    data: answer.data,
    message: z.string().optional(),
    ...(answer.meta ? { meta: answer.meta } : {}),
  });
}

type Schema<E, K extends keyof Endpoint> = E extends { [key in K]: infer S extends z.ZodType } ? S : never;

/** The `data` an endpoint answers, as the caller receives it. */
export type AnswerData<E extends Endpoint> = E['answer'] extends { data: infer D extends z.ZodType }
  ? z.output<D>
  : undefined;
/** The paging `meta` an endpoint answers beside its data. */
export type AnswerMeta<E extends Endpoint> = E['answer'] extends { meta: infer M extends z.ZodType }
  ? z.output<M>
  : undefined;

/**
 * What a caller sends: the path's `params`, the `query`, and a `body` (FormData for a multipart
 * form), each required exactly when the endpoint has one.
 */
export type EndpointInput<E extends Endpoint> = ([Schema<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<Schema<E, 'params'>> }) &
  ([Schema<E, 'query'>] extends [never] ? { query?: undefined } : { query?: z.input<Schema<E, 'query'>> }) &
  (E extends { files: object }
    ? { body: FormData }
    : [Schema<E, 'body'>] extends [never]
      ? { body?: undefined }
      : { body: z.input<Schema<E, 'body'>> });

/** Request-side values after the server's validation. */
export type ParsedParams<E extends Endpoint> = [Schema<E, 'params'>] extends [never]
  ? undefined
  : z.output<Schema<E, 'params'>>;
export type ParsedQuery<E extends Endpoint> = [Schema<E, 'query'>] extends [never]
  ? undefined
  : z.output<Schema<E, 'query'>>;
export type ParsedHeaders<E extends Endpoint> = [Schema<E, 'headers'>] extends [never]
  ? undefined
  : z.output<Schema<E, 'headers'>>;
export type ParsedBody<E extends Endpoint> = [Schema<E, 'body'>] extends [never]
  ? undefined
  : z.output<Schema<E, 'body'>>;

/**
 * An endpoint's method and path without its schemas, carrying the endpoint's type: what the browser
 * bundles (routes.ts), so a storefront call costs no zod.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Compile time only: the endpoint this route calls. */
  readonly endpoint?: E;
}

/** Routes for a group of endpoints, the same shape with the schemas left out. */
export type RoutesOf<G> = {
  readonly [K in keyof G]: G[K] extends Endpoint ? Route<G[K]> : RoutesOf<G[K]>;
};

// Where the browser's calls fill a path: in a module of its own, without zod (see fill-path.ts).
export { fillPath } from './fill-path.js';
