import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

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
