import type { User } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route anyone may call. Every other /api route needs an administrator's token. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in administrator on guarded routes. */
    administrator: User | null;
  }
  interface FastifyInstance {
    /** Every route registered, with whether it is public: what the guard test walks. */
    routeTable: Array<{ method: string; url: string; public: boolean }>;
  }
}

/** `Authorization: bearer <token>`, the scheme in any case (api.md). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Default deny, in one place: an /api route is admin-only unless it says `config: { public: true }`.
 * A route added tomorrow without thinking about access is therefore closed, not open. The web app's
 * files and the API documentation are public.
 */
export const authGuardPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('administrator', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url === '/api' || route.url.startsWith('/api/');
    const isDocs = route.url === '/api/docs' || route.url.startsWith('/api/docs/');
    const isPublic = !isApi || isDocs || route.config?.public === true;
    route.config = { ...route.config, public: isPublic };
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, public: isPublic });
  });

  // A callback hook, not an async one: public reads (every storefront request) pass straight through
  // without a promise; only guarded routes wait for the token check.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.routeOptions.config.public) return done();
    const token = bearerToken(request.headers.authorization);
    if (!token) return done(AppError.unauthorized());
    options.auth.authenticate(token).then(
      (administrator) => {
        if (!administrator) return done(AppError.unauthorized());
        request.administrator = administrator;
        done();
      },
      (error: Error) => done(error),
    );
  });
});
