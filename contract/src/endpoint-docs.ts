import type { Endpoint } from './endpoint.js';
import { endpoints, listEndpoints } from './endpoints.js';

/**
 * What `npm run generate:endpoints` writes from the endpoint values: routes.ts (the browser's
 * schema-free table) and docs/api-endpoints.md (the list of endpoints). contract/src/endpoints.test.ts
 * fails when either file is not what these functions make of the current endpoints.
 */

/** routes.ts: every endpoint's method and path, typed by the endpoint it stands for. */
export function renderRoutesModule(): string {
  const groups = Object.entries(endpoints).map(([domain, group]) => {
    const members = Object.entries(group as Record<string, Endpoint>).map(
      ([name, { method, path }]) => `    ${name}: { method: '${method}', path: '${path}' },`,
    );
    return `  ${domain}: {\n${members.join('\n')}\n  },`;
  });
  return [
    '// Written by `npm run generate:endpoints` from contract/src/endpoints.ts: change the endpoints there.',
    "import type { RoutesOf } from './endpoint.js';",
    "import type { Endpoints } from './endpoints.js';",
    '',
    '/**',
    " * Every endpoint's method and path without its schemas: what the web bundles to call the API, so a",
    ' * storefront call costs no zod. The type ties each route to its endpoint (inputs and answer).',
    ' */',
    'export const routes: RoutesOf<Endpoints> = {',
    ...groups,
    '};',
    '',
  ].join('\n');
}

/** docs/api-endpoints.md: every endpoint, one line each, as docs/api.md describes them. */
export function renderEndpointList(): string {
  const rows = listEndpoints().map(({ name, endpoint }) => {
    const form = endpoint.files ? ' (multipart)' : '';
    const status = endpoint.status === 201 ? ', 201' : '';
    const cells = [
      `\`${endpoint.method} /api${endpoint.path}\`${form}`,
      `${endpoint.access}${status}`,
      endpoint.summary.replaceAll('|', '\\|'),
      `\`${name}\``,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '# Endpoints',
    '',
    'Written by `npm run generate:endpoints` from the endpoint values in contract/src (collected in',
    'contract/src/endpoints.ts); a test fails when this list and the contract differ. What every endpoint',
    'shares (the envelope, errors, access, uploads) is in [api.md](api.md); the schemas of each request and',
    'answer are served by the running server as OpenAPI at `/api/docs`.',
    '',
    '| Endpoint | Access | What it does | In the contract |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
