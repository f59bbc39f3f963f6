import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../test/test-app.js';

/**
 * Every error a client can meet answers the same envelope, `{ success: false, message, errors? }`,
 * in Bengali with Bengali digits: the framework's own errors too, even those Node's HTTP parser
 * raises before a route is found.
 */
let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.cleanup());

/** Sends raw bytes and answers the status and the body of what came back. */
function rawRequest(bytes: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('the error envelope', () => {
  it('answers a 64 KB header with 431 in the envelope', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'অনুরোধের হেডার অনেক বড়।' });
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1\r\nHost x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'অনুরোধটি সঠিক নয়।' });
  });

  it('speaks Bengali with Bengali digits where no schema wrote its own message', async () => {
    const headers = await adminHeaders(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/order/all-orders?page=0&limit=500',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual([
      { path: 'page', message: 'কমপক্ষে ১ হতে হবে' },
      { path: 'limit', message: 'সর্বোচ্চ ১০০ হতে পারে' },
    ]);
  });
});
