import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope, FieldError } from '@haat/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, errorMessages } from '../lib/errors.js';

/** Fastify's own 4xx codes, with the sentence a person should read instead of the framework's. */
const frameworkMessages: Record<number, string> = {
  400: errorMessages.badRequest,
  404: errorMessages.notFound,
  413: errorMessages.tooLarge,
  415: errorMessages.unsupportedMediaType,
  429: errorMessages.tooManyRequests,
};

/** `/products/0/quantity` → `products.0.quantity`, the form of `errors[].path` in docs/api.md. */
const toFieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * One place turns every failure into the docs/api.md envelope: validation → 400 with field errors, a
 * service's AppError → its status, the framework's client errors → their status with a readable
 * sentence, anything else → a logged 500 whose details never reach the client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorEnvelope;

    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: toFieldPath(issue.instancePath) || (error.validationContext ?? ''),
        message: issue.message ?? errorMessages.invalidInput,
      }));
      body = { success: false, message: errorMessages.invalidInput, errors };
    } else if ((error as unknown) instanceof ZodError) {
      // A schema checked inside a handler (a path segment that may be an id or a file, say).
      status = 400;
      const errors: FieldError[] = (error as unknown as ZodError).issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      body = { success: false, message: errorMessages.invalidInput, errors };
    } else if (error instanceof AppError) {
      status = error.statusCode;
      body = {
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.data !== undefined ? { data: error.data } : {}),
      };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? errorMessages.invalidJson
          : (frameworkMessages[status] ?? errorMessages.badRequest);
      body = { success: false, message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { success: false, message: errorMessages.server };
    }

    if (status < 500) request.log.info({ status, code: error.code }, 'request refused');
    return reply.status(status).send(body);
  });
});

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a 64 KB header: 431; a malformed
 * request line: 400; a client too slow to send its request: 408) get the same envelope as every
 * other answer, instead of the framework's own `{"error": ...}` body. Used as Fastify's
 * `clientErrorHandler`.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorMessages.timeout]
        : [400, errorMessages.badRequest];
  const body = JSON.stringify({ success: false, message } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
