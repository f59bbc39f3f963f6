import { listEndpoints } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

// Decision 019: the contract's endpoints and the server's routes are one set, each route registered from
// its endpoint value (lib/routes.ts), so the web's typed calls and the OpenAPI document describe
// exactly what the server answers.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => app.cleanup());

const apiRoutes = () =>
  app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );
const key = (method: string, path: string) => `${method} ${path}`;

describe('the API', () => {
  it('has a route for every contract endpoint and an endpoint for every route', () => {
    const routes = apiRoutes().map((route) => key(route.method, route.url));
    const endpoints = listEndpoints().map(({ endpoint }) => key(endpoint.method, `/api${endpoint.path}`));
    expect(routes.sort()).toEqual(endpoints.sort());
  });

  it('registers every route from its endpoint value, with its access', () => {
    const byKey = new Map(
      listEndpoints().map(({ endpoint }) => [key(endpoint.method, endpoint.path), endpoint]),
    );
    for (const route of apiRoutes()) {
      const endpoint = byKey.get(key(route.method, route.url.slice('/api'.length)));
      expect(route.endpoint, `${route.method} ${route.url}`).toBe(endpoint);
      expect(route.public, `${route.method} ${route.url}`).toBe(endpoint?.access === 'public');
    }
  });

  it('describes every endpoint in the OpenAPI document, drawn from the same schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const { name, endpoint } of listEndpoints()) {
      const path = `/api${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(document.paths[path]?.[endpoint.method.toLowerCase()]?.summary, name).toBe(endpoint.summary);
    }
  });
});
