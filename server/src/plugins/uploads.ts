import multipart, { type Multipart } from '@fastify/multipart';
import type { FieldError } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errorMessages } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data: its parts become `request.body` before validation. */
    multipart?: boolean;
  }
}

/**
 * Bounds of one multipart request besides the per-file size: a banner with ten new images is the
 * largest legitimate form; a description of 20,000 characters is at most 80 KB of UTF-8.
 */
export const UPLOAD_LIMITS = {
  files: 10,
  fields: 40,
  parts: 60,
  fieldSize: 100 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
} as const;

export const uploadRequestMessages = {
  fileTooLarge: (maxBytes: number) => `ফাইলটি অনেক বড়। সর্বোচ্চ ${formatBytes(maxBytes)} পর্যন্ত পাঠানো যাবে।`,
  tooManyFiles: `একবারে সর্বোচ্চ ${UPLOAD_LIMITS.files}টি ফাইল পাঠানো যাবে।`,
  fieldTooLong: 'এই ঘরের লেখা অনেক বড়।',
  malformed: 'ফর্মের তথ্য পড়া যায়নি।',
  jsonOnly: 'এই ঠিকানায় ফাইল নয়, JSON পাঠান।',
} as const;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/**
 * Registers @fastify/multipart and, for routes marked `config: { multipart: true }`, reads the whole
 * form into `request.body` before validation: text parts as strings, file parts as Buffers, a name
 * sent twice as a list. The route's zod schema then validates it like a JSON body. The guard's
 * onRequest hook runs first, so a request without a valid token is refused before a byte is read.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { maxFileBytes: number }) => {
  await app.register(multipart, { limits: { ...UPLOAD_LIMITS, fileSize: options.maxFileBytes } });

  const readFormHook = async (request: FastifyRequest) => {
    if (request.isMultipart()) request.body = await readForm(request, options.maxFileBytes);
  };
  const refuseFormHook = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) =>
    done(request.isMultipart() ? new AppError(415, uploadRequestMessages.jsonOnly) : undefined);

  // Attached per route rather than to every request: GET and HEAD carry no body (Fastify does not
  // read one), so the storefront's reads skip the hook altogether; other routes get either the form
  // reader or a synchronous refusal of forms.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    const hook = route.config?.multipart ? readFormHook : refuseFormHook;
    route.preValidation = [hook, ...[route.preValidation ?? []].flat()] as typeof route.preValidation;
  });
});

async function readForm(request: FastifyRequest, maxFileBytes: number): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const earlier = body[name];
    body[name] =
      earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  };
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // A file input left empty still sends an empty part: that is "no file", not a bad file.
        if (content.length > 0) add(part.fieldname, content);
      } else {
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw AppError.badRequest(errorMessages.invalidInput, [
            { path: part.fieldname, message: uploadRequestMessages.fieldTooLong },
          ]);
        }
        add(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw formError(request, error, maxFileBytes);
  }
  return body;
}

/** The multipart parser's failures as the docs/api.md envelope: limits are 413, a broken form is 400. */
function formError(request: FastifyRequest, error: unknown, maxFileBytes: number): AppError {
  if (error instanceof AppError) return error;
  const { code, part } = error as { code?: string; part?: { fieldname?: string } };
  request.log.info({ code, err: error }, 'multipart form refused');
  const withField = (status: number, message: string): AppError => {
    const errors: FieldError[] | undefined = part?.fieldname
      ? [{ path: part.fieldname, message }]
      : undefined;
    return new AppError(status, message, errors);
  };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return withField(413, uploadRequestMessages.fileTooLarge(maxFileBytes));
    case 'FST_FILES_LIMIT':
      return new AppError(413, uploadRequestMessages.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, errorMessages.tooLarge);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return AppError.badRequest(errorMessages.invalidJson);
    default:
      // Busboy's own complaints (no boundary, a part cut short, a prototype field name).
      return AppError.badRequest(uploadRequestMessages.malformed);
  }
}
