import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { helmetOptions, recordHelmetHeaders } from './security-headers.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => app.cleanup());

describe('security headers', () => {
  it('every answer carries them, with a CSP that lets only this origin and the tag manager run scripts', async () => {
    for (const url of ['/api/product/all', '/api/nope', '/']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com(;|$)/);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("answers with exactly the headers helmet's middleware writes on a real response", async () => {
    const server = http.createServer((request, response) => {
      helmet(helmetOptions)(request, response, () => response.end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const fromHelmet = await fetch(`http://127.0.0.1:${port}/`);
      const framing = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
      const expected = Object.fromEntries([...fromHelmet.headers].filter(([name]) => !framing.has(name)));
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      expect(recordHelmetHeaders(helmetOptions)).toEqual(expected);

      const answer = await app.inject({ method: 'GET', url: '/api/product/all' });
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], name).toBe(value);
    } finally {
      server.close();
    }
  });

  it('sends no CORS headers, even when another origin asks', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/product/all',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/order/all-orders',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
