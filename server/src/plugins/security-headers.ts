import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Google Tag Manager and the analytics it loads, allowed so the tag manager works when configured. */
const TAG_MANAGER = ['https://www.googletagmanager.com'];
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * Security headers on every answer (helmet). The Content-Security-Policy allows this origin's own
 * scripts and the tag manager, nothing inline: the server-rendered state is a JSON data block, not a
 * script. Inline styles are allowed because React's style attributes and the slider use them. No
 * CORS headers are sent: the API serves only its own origin.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...TAG_MANAGER],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...TAG_MANAGER, ...ANALYTICS],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...TAG_MANAGER, ...ANALYTICS],
        frameSrc: TAG_MANAGER,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The shop may run on plain http (a first start on localhost); upgrading would break it there.
    strictTransportSecurity: false,
  });
});
