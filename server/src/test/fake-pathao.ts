import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Pathao's merchant ("aladdin") API as the research notes describe it (cod-integrations.md §2), on
 * loopback: `POST /aladdin/api/v1/issue-token` with the password grant answering `{ token_type,
 * expires_in, access_token, refresh_token }`, and `GET /aladdin/api/v1/stores` behind `Authorization:
 * Bearer`, answering `{ data: { data: [stores] } }`. A wrong login or token gets 401 (Pathao's exact
 * body there is not documented; decision 034). `revoke()` invalidates every token issued so far, as a
 * password change on Pathao's side does; `mode` fails the ways a service does.
 */
export async function startFakePathao(options: {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  stores: Array<{ store_id: number; store_name: string; store_address: string; is_active: number }>;
}) {
  const state = { mode: 'ok' as 'ok' | 'down' | 'nonsense' };
  const tokens = new Set<string>();
  const calls: string[] = [];
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push(`${request.method} ${request.url}`);
      if (state.mode === 'down') {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<html>Service Unavailable</html>');
        return;
      }
      if (state.mode === 'nonsense') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>Please wait</html>');
        return;
      }
      if (request.method === 'POST' && request.url === '/aladdin/api/v1/issue-token') {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          return answer(response, 400, { message: 'Invalid JSON', type: 'error', code: 400 });
        }
        const matches =
          body.grant_type === 'password' &&
          body.client_id === options.clientId &&
          body.client_secret === options.clientSecret &&
          body.username === options.username &&
          body.password === options.password;
        if (!matches) return answer(response, 401, { message: 'Unauthorized', type: 'error', code: 401 });
        const token = randomBytes(24).toString('base64url');
        tokens.add(token);
        return answer(response, 200, {
          token_type: 'Bearer',
          expires_in: 432_000,
          access_token: token,
          refresh_token: randomBytes(24).toString('base64url'),
        });
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer))
        return answer(response, 401, { message: 'Unauthenticated.', type: 'error', code: 401 });
      if (request.method === 'GET' && request.url === '/aladdin/api/v1/stores')
        return answer(response, 200, {
          message: 'Store list fetched.',
          type: 'success',
          code: 200,
          data: { data: options.stores, total: options.stores.length },
        });
      answer(response, 404, { message: 'Not Found', type: 'error', code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    revoke: () => tokens.clear(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
