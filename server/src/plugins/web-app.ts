import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppRoute, paths } from '@haat/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages } from '../lib/errors.js';
import { orderFormRoutes } from '../modules/orders/placement/placement.form-routes.js';
import type { Services } from '../services.js';
import { PAGE_FILES_PATH, type PageFile } from './page-files.js';
import { createPageRenderer, pagePolicy, type RenderedPage } from './page-renderer.js';

/** Sends a rendered page: 304 when the browser has it, else the smallest encoding it accepts. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, status: number) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (page.scriptHashes.length > 0) {
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', pagePolicy(policy, page.scriptHashes));
  }
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.status(status).header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted))
    return reply.status(status).header('content-encoding', 'gzip').send(page.gzip);
  return reply.status(status).send(page.html);
}

/** A file made with a rendered page: named by its content, so cached for a year. */
function sendPageFile(request: FastifyRequest, reply: FastifyReply, file: PageFile) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('vary', 'accept-encoding')
    .type(file.type);
  const accepted = request.headers['accept-encoding'] ?? '';
  if (file.brotli && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.brotli);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/**
 * Serves the built web app from the API's origin: hashed assets with a year of caching; `/` rendered
 * on the server with its data (decision 004); the app shell for the other page routes (history
 * fallback). `/api/*` never gets a page: an unknown API path answers a JSON 404 so a client bug is not
 * hidden behind a 200 page.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: { webDistDir: string; services: Services; orderRateLimit: number },
  ) => {
    // Read once: the templates only change with a new build, which needs a restart anyway.
    const read = (name: string) => {
      const file = path.join(options.webDistDir, name);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    };
    const template = read('index.html');
    // The back office's own entry (decision 008), sent for /admin pages.
    const adminTemplate = read('admin.html');
    if (!template) {
      app.log.warn({ webDistDir: options.webDistDir }, 'web app not built: only the API is served');
    }

    const renderer = template
      ? await createPageRenderer({
          template,
          adminTemplate,
          webDistDir: options.webDistDir,
          services: options.services,
          log: app.log,
        })
      : null;
    if (renderer) app.addHook('onClose', async () => renderer.close());

    if (template) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        decorateReply: false,
        index: false,
        // One route per built file, found at start: `/` and page paths fall through to the pages below.
        wildcard: false,
        // The raw templates are not pages: they have no head and no data.
        allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/admin.html',
        // The web build writes .br and .gz beside each text file; send the smallest the client accepts.
        preCompressed: true,
        // Our own header below, not send's default max-age=0.
        cacheControl: false,
        setHeaders(response, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    if (renderer) {
      // The landing page's order form as a plain form post, answered with pages (decision 069).
      const { services } = options;
      await app.register(orderFormRoutes, {
        placement: services.orderPlacement,
        catalog: services.catalog,
        settings: services.settings,
        deliveryZones: services.deliveryZones,
        orderRateLimit: options.orderRateLimit,
        pages: {
          form: async (request, reply, form, status) =>
            sendPage(request, reply, await renderer.formPage(form), status),
          placed: async (request, reply, order) =>
            sendPage(request, reply, await renderer.orderPage(order), 200),
        },
      });
      app.get('/', { schema: { hide: true } }, async (request, reply) =>
        sendPage(request, reply, await renderer.page('home'), 200),
      );
      app.get<{ Params: { name: string } }>(
        `${PAGE_FILES_PATH}:name`,
        { schema: { hide: true } },
        async (request, reply) => {
          const file = renderer.file(request.params.name);
          if (!file) return reply.status(404).send({ success: false, message: errorMessages.notFound });
          return sendPageFile(request, reply, file);
        },
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
      if (!wantsPage || !renderer) {
        return reply.status(404).send({ success: false, message: errorMessages.notFound });
      }
      // The orders screen comes with its first picture (decision 041).
      if (pathname === paths.adminOrders) {
        return sendPage(request, reply, await renderer.adminOrdersPage(request.url), 200);
      }
      // Unknown URLs get the shell too (the app shows its not-found page), but with a 404 status.
      const kind = pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'shell';
      return sendPage(request, reply, await renderer.page(kind), isAppRoute(pathname) ? 200 : 404);
    });
  },
);
