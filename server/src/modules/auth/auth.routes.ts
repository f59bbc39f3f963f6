import { UserSchema, userEndpoints } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.js';
import { type AuthService, authMessages } from './auth.service.js';

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
  route(
    app,
    userEndpoints.login,
    ({ body, request }) =>
      auth.login(body, { address: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    // Counted per client address: a password guesser gets a few tries per quarter hour, then 429.
    { rateLimit: { max: loginRateLimit, timeWindow: '15 minutes' } },
  );
  route(app, userEndpoints.logout, async ({ request }) => {
    await auth.logout(currentSession(request));
    return authMessages.signedOut;
  });
  route(app, userEndpoints.logoutEverywhere, async ({ request }) => {
    await auth.logoutEverywhere(currentAdministrator(request)._id);
    return authMessages.signedOutEverywhere;
  });
  route(app, userEndpoints.me, async ({ request }) => UserSchema.parse(request.administrator));
  route(app, userEndpoints.list, () => auth.listUsers());
  route(app, userEndpoints.add, ({ body }) => auth.addUser(body));
  route(app, userEndpoints.update, ({ params, body }) => auth.updateUser(params.id, body));
  route(app, userEndpoints.remove, async ({ request, params }) => {
    await auth.deleteUser(currentAdministrator(request)._id, params.id);
    return authMessages.deleted;
  });
};
