import {
  CreateUserSchema,
  envelope,
  IdParamsSchema,
  LoginResultSchema,
  LoginSchema,
  MessageEnvelopeSchema,
  UpdateUserSchema,
  UserSchema,
} from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthService, authMessages } from './auth.service.js';

const tags = ['administrators'];
const security = [{ bearer: [] }];

/** The session of the token calling a guarded route. */
function currentSession(request: { sessionId: string | null }) {
  if (!request.sessionId) throw new Error('guarded route reached without a session');
  return request.sessionId;
}

/** The administrator calling a guarded route; the guard has already refused everyone else. */
function currentAdministrator(request: { administrator: { _id: string } | null }) {
  if (!request.administrator) throw new Error('guarded route reached without an administrator');
  return request.administrator;
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; loginRateLimit: number }> = async (
  app,
  { auth, loginRateLimit },
) => {
  app.post(
    '/user/login',
    {
      // Counted per client address: a password guesser gets a few tries per quarter hour, then 429.
      config: { public: true, rateLimit: { max: loginRateLimit, timeWindow: '15 minutes' } },
      schema: { tags, body: LoginSchema, response: { 200: envelope(LoginResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await auth.login(request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    }),
  );

  app.post(
    '/user/logout',
    { schema: { tags, security, response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      await auth.logout(currentSession(request));
      return { success: true as const, message: authMessages.signedOut };
    },
  );

  app.post(
    '/user/logout-all',
    { schema: { tags, security, response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      await auth.logoutEverywhere(currentAdministrator(request)._id);
      return { success: true as const, message: authMessages.signedOutEverywhere };
    },
  );

  app.get(
    '/user/logged-user',
    { schema: { tags, security, response: { 200: envelope(UserSchema) } } },
    async (request) => ({ success: true as const, data: UserSchema.parse(request.administrator) }),
  );

  app.get(
    '/user/all',
    { schema: { tags, security, response: { 200: envelope(z.array(UserSchema)) } } },
    async () => ({
      success: true as const,
      data: await auth.listUsers(),
    }),
  );

  app.post(
    '/user/add',
    { schema: { tags, security, body: CreateUserSchema, response: { 201: envelope(UserSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await auth.addUser(request.body) }),
  );

  app.patch(
    '/user/update/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: UpdateUserSchema,
        response: { 200: envelope(UserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.updateUser(request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/delete/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      await auth.deleteUser(currentAdministrator(request)._id, request.params.id);
      return { success: true as const, message: authMessages.deleted };
    },
  );
};
