import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Steadfast's merchant API as the research notes describe it (cod-integrations.md §1), on loopback:
 * the `Api-Key` and `Secret-Key` headers on every call, `GET /get_balance` answering
 * `{ status: 200, current_balance }`. Refused keys get 401 with a message (what Steadfast itself
 * sends then is not documented; decision 034). `mode` makes it fail the ways a service does: down
 * (502 with an HTML page), answering nonsense (200 with HTML), or never answering.
 */
export async function startFakeSteadfast(options: { apiKey: string; secretKey: string; balance?: number }) {
  const state = { mode: 'ok' as 'ok' | 'down' | 'nonsense' | 'hang', balance: options.balance ?? 0 };
  const calls: Array<{ method: string; path: string }> = [];
  const hanging = new Set<http.ServerResponse>();
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls.push({ method: request.method ?? '', path: request.url ?? '' });
      if (state.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (state.mode === 'down') {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html><body>502 Bad Gateway</body></html>');
        return;
      }
      if (state.mode === 'nonsense') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>Maintenance</html>');
        return;
      }
      if (
        request.headers['api-key'] !== options.apiKey ||
        request.headers['secret-key'] !== options.secretKey
      )
        return answer(response, 401, { status: 401, message: 'Unauthorized' });
      if (request.method === 'GET' && request.url === '/get_balance')
        return answer(response, 200, { status: 200, current_balance: state.balance });
      answer(response, 404, { status: 404, message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
