import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint.js';
import { renderEndpointList, renderRoutesModule } from './endpoint-docs.js';
import { listEndpoints } from './endpoints.js';
import { routes } from './routes.js';

describe('the endpoints', () => {
  it('each have their own method and path', () => {
    const keys = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('name a schema for every :param of their path, and only those', () => {
    for (const { name, endpoint } of listEndpoints()) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), name).toEqual(inPath);
    }
  });

  // `npm run generate:endpoints` rewrites both files; without it (and always in CI) a difference fails.
  it('are all in routes.ts, the table the web calls them by', async () => {
    await expect(renderRoutesModule()).toMatchFileSnapshot('./routes.ts');
  });

  it('are all in docs/api-endpoints.md', async () => {
    await expect(renderEndpointList()).toMatchFileSnapshot('../../docs/api-endpoints.md');
  });

  it('match routes.ts route for route', () => {
    const table = routes as unknown as Record<string, Record<string, { method: string; path: string }>>;
    for (const { name, endpoint } of listEndpoints()) {
      const [domain = '', member = ''] = name.split('.');
      expect(table[domain]?.[member], name).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });
});

describe('fillPath', () => {
  it('encodes every segment value', () => {
    expect(fillPath('/faq/:id', { id: 'a/b c' })).toBe('/faq/a%2Fb%20c');
    expect(fillPath('/order/update/status/:id', { id: 'x1' })).toBe('/order/update/status/x1');
  });

  it('refuses a path whose value is missing', () => {
    expect(() => fillPath('/faq/:id', {})).toThrow(/:id/);
  });
});
