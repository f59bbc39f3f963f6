import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Google Tag Manager and the analytics it loads, allowed so the tag manager works when configured. */
const TAG_MANAGER = ['https://www.googletagmanager.com'];
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The Content-Security-Policy allows this origin's own scripts and the tag manager, nothing inline:
 * the server-rendered state is a JSON data block, not a script. Inline styles are allowed because
 * React's style attributes and the slider use them.
 */
export const helmetOptions: HelmetOptions = {
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
};

/**
 * The headers helmet's middleware sets, recorded once by running it against a response that only
 * writes them down. Our policy has no nonces and no per-request directives, so every answer gets
 * the very same set.
 */
export function recordHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware is synchronous; it calls back before it returns.
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers on every answer, from helmet. The helmet Fastify plugin rebuilds helmet's
 * middleware (and re-parses the whole policy) on every request through two async hooks; for a
 * policy that never varies that was the largest cost left on a cached public read (decision 012,
 * docs/performance.md). So the headers are computed once here and set by one synchronous hook. No
 * CORS headers are sent: the API serves only its own origin.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = recordHelmetHeaders(helmetOptions);
  const builtFileHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => BUILT_FILE_HEADERS.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(BUILT_FILES_PATH) ? builtFileHeaders : headers);
    done();
  });
});

/** The web build's files (scripts, stylesheets, fonts), named by their content and cached for a year. */
const BUILT_FILES_PATH = '/assets/';

/**
 * What a built file needs of those headers: that its type is not guessed, and that other sites do not
 * load it. The rest (the policy, framing, the referrer) govern documents, not the scripts and fonts
 * they load, and came to about 0.8 kB on every one of them: over 10 kB of headers for the orders
 * screen's scripts on a phone's first visit over HTTP/1.1 (decision 043).
 */
const BUILT_FILE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);
