import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages } from './error-handler.js';

/**
 * Serves the built web app from the API's origin: hashed assets with a year of caching, and the app
 * shell for every page route (history fallback). `/api/*` never gets the shell: an unknown API path
 * answers a JSON 404 so a client bug is not hidden behind a 200 page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  const indexFile = path.join(options.webDistDir, 'index.html');
  // Read once: the shell only changes with a new build, which needs a restart anyway.
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  if (shell) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      decorateReply: false,
      index: false,
      // One route per built file, found at start: `/` and page paths fall through to the shell below.
      wildcard: false,
      // The web build writes .br and .gz beside each text file; send the smallest the client accepts.
      preCompressed: true,
      // Our own header below, not send's default max-age=0.
      cacheControl: false,
      setHeaders(response, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir: options.webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (!wantsPage || !shell) {
      return reply.status(404).send({ success: false, message: errorMessages.notFound });
    }
    // The shell is never cached by browsers: a new deploy must reach the next visitor.
    return reply
      .status(isAppRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);
  });
});
