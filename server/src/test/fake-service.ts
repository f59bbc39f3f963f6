import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake provider misbehaves: answers normally, is down, answers nonsense, or never answers. */
export type FakeMode = 'ok' | 'down' | 'nonsense' | 'hang';

export interface FakeRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The body as text (JSON or a form), '' when there is none. */
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A provider's stand-in on loopback (tests never mock our own code): `answer` is the provider's
 * documented contract; `state.mode` makes it fail the ways a real service does (502 with an HTML
 * page, 200 with HTML, or a call left hanging). Every request is kept in `requests`.
 */
export async function startFakeService(answer: (request: FakeRequest) => FakeAnswer) {
  const state = { mode: 'ok' as FakeMode };
  const requests: FakeRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: FakeRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      if (state.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (state.mode === 'down' || state.mode === 'nonsense') {
        response.writeHead(state.mode === 'down' ? 502 : 200, { 'content-type': 'text/html' });
        response.end('<html><body>Service Unavailable</body></html>');
        return;
      }
      const { status, body, headers } = answer(received);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
