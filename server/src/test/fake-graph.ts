import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Meta's Conversions API as the research notes describe it (cod-integrations.md §7), on loopback:
 * `POST /{version}/{pixel}/events?access_token=…` with `{ data: [events], test_event_code? }`. It
 * checks what Meta checks — the token, the pixel, the required fields, hashed customer data, events
 * at most seven days old — and answers as Meta does: `{ events_received, messages, fbtrace_id }`, or
 * `{ error: { message, type, code, fbtrace_id } }` with 400. `mode` makes it fail the ways a real
 * service does: down (503), answering nonsense (200 with HTML), or never answering.
 */
export async function startFakeGraph(options: { pixelId: string; accessToken: string }) {
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];
  const state = { mode: 'ok' as 'ok' | 'down' | 'nonsense' | 'hang' };
  const hanging = new Set<http.ServerResponse>();
  const trace = () => randomBytes(8).toString('base64url');
  const refuse = (response: http.ServerResponse, code: number, message: string, type = 'OAuthException') => {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message, type, code, fbtrace_id: trace() } }));
  };
  const hashed = (values: unknown) =>
    Array.isArray(values) &&
    values.every((value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value));

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (state.mode === 'down') {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<html><body>Service Unavailable</body></html>');
        return;
      }
      if (state.mode === 'nonsense') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>Sorry, something went wrong.</html>');
        return;
      }
      const url = new URL(request.url ?? '/', 'http://graph');
      const match = /^\/v\d+\.\d+\/([^/]+)\/events$/.exec(url.pathname);
      if (request.method !== 'POST' || !match)
        return refuse(response, 100, 'Unknown path components', 'GraphMethodException');
      if (url.searchParams.get('access_token') !== options.accessToken)
        return refuse(response, 190, 'Invalid OAuth access token - Cannot parse access token');
      if (match[1] !== options.pixelId)
        return refuse(
          response,
          100,
          `Unsupported post request. Object with ID '${match[1]}' does not exist`,
          'GraphMethodException',
        );
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return refuse(response, 100, 'Invalid parameter', 'OAuthException');
      }
      const events = body.data;
      if (!Array.isArray(events) || events.length === 0)
        return refuse(response, 100, 'The parameter data is required');
      const weekAgo = Date.now() / 1000 - 7 * 24 * 60 * 60;
      for (const event of events as Array<Record<string, unknown>>) {
        const user = event.user_data as Record<string, unknown> | undefined;
        if (typeof event.event_name !== 'string' || typeof event.action_source !== 'string' || !user)
          return refuse(
            response,
            100,
            'Invalid parameter: event_name, action_source and user_data are required',
          );
        if (typeof event.event_time !== 'number' || event.event_time < weekAgo)
          return refuse(response, 100, 'Invalid parameter: event_time is more than 7 days ago');
        if (event.action_source === 'website' && (!user.client_user_agent || !event.event_source_url))
          return refuse(
            response,
            100,
            'Invalid parameter: client_user_agent and event_source_url are required for website events',
          );
        for (const field of ['ph', 'fn', 'ct', 'country', 'external_id'])
          if (field in user && !hashed(user[field]))
            return refuse(response, 100, `Invalid parameter: ${field} must be hashed with SHA256`);
      }
      received.push({ path: url.pathname, body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ events_received: events.length, messages: [], fbtrace_id: trace() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    /** Every Purchase event received so far, across requests. */
    events: () => received.flatMap((request) => request.body.data as Array<Record<string, unknown>>),
    /** How many requests it is holding without an answer ('hang'). */
    holding: () => hanging.size,
    /** Drops the requests it holds, as a connection that breaks: the caller's call fails at once. */
    dropHeld() {
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
