import type { Endpoint, User } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { type AuthService, authMessages } from '../modules/auth/auth.service.js';
import { bearerToken } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route anyone may call. Every other /api route needs an administrator's token. */
    public?: boolean;
    /** Marks a guarded route order staff may call too; every other guarded route is the owners' alone. */
    staff?: boolean;
    /** The contract endpoint the route was registered from (lib/routes.ts). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    /** The signed-in administrator on guarded routes. */
    administrator: User | null;
    /** The session of that administrator's token (what signing out ends). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /**
     * Every route registered, with whether it is public, the names of its query parameters and the
     * contract endpoint it came from: what the guard, fuzz and contract tests walk.
     */
    routeTable: Array<{
      method: string;
      url: string;
      public: boolean;
      /** Order staff may call it (decision 028); false for public routes and the owners' own. */
      staff: boolean;
      query: string[];
      endpoint: Endpoint | undefined;
    }>;
  }
}

/**
 * Default deny, in one place: an /api route is for the shop's owners unless it says
 * `config: { public: true }` (anyone) or `config: { staff: true }` (any administrator, order staff
 * included; decision 028). A route added tomorrow without thinking about access is therefore the
 * owners' alone, not open. The web app's files and the API documentation are public.
 */
export const authGuardPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('administrator', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url === '/api' || route.url.startsWith('/api/');
    const isDocs = route.url === '/api/docs' || route.url.startsWith('/api/docs/');
    const isPublic = !isApi || isDocs || route.config?.public === true;
    const forStaff = !isPublic && route.config?.staff === true;
    route.config = { ...route.config, public: isPublic, staff: forStaff };
    const querySchema = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
    const query = Object.keys(querySchema?.shape ?? {});
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        public: isPublic,
        staff: forStaff,
        query,
        endpoint: route.config?.endpoint,
      });
  });

  // A callback hook, not an async one: public reads (every storefront request) pass straight through
  // without a promise; only guarded routes wait for the token check.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.routeOptions.config.public) return done();
    const token = bearerToken(request.headers.authorization);
    if (!token) return done(AppError.unauthorized());
    options.auth.authenticate(token).then(
      (authenticated) => {
        if (!authenticated) return done(AppError.unauthorized());
        // Order staff reach the order desk only: anything else is the owners' (403, not 401: they
        // are signed in, and signing in again would not help).
        if (authenticated.user.role !== 'admin' && !request.routeOptions.config.staff)
          return done(AppError.forbidden(authMessages.ownersOnly));
        request.administrator = authenticated.user;
        request.sessionId = authenticated.sessionId;
        done();
      },
      (error: Error) => done(error),
    );
  });
});
