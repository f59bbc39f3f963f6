import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Pathao's merchant ("aladdin") API as the research notes describe it (cod-integrations.md §2), on
 * loopback: `POST /aladdin/api/v1/issue-token` with the password grant answering `{ token_type,
 * expires_in, access_token, refresh_token }`, and `GET /aladdin/api/v1/stores` behind `Authorization:
 * Bearer`, answering `{ data: { data: [stores] } }`. A wrong login or token gets 401 (Pathao's exact
 * body there is not documented; decision 034). `POST /aladdin/api/v1/orders` validates as the
 * research lists (store, name 3–100, address 10–220, phone, weight 0.5–10), refuses a
 * merchant_order_id it has (Laravel's 422 with `errors.merchant_order_id`; undocumented, decision
 * 035), and answers 429 past 60 orders a minute. `revoke()` invalidates every token issued so far, as a
 * password change on Pathao's side does; `mode` fails the ways a service does.
 */
export async function startFakePathao(options: {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  stores: Array<{ store_id: number; store_name: string; store_address: string; is_active: number }>;
}) {
  const state = {
    mode: 'ok' as 'ok' | 'down' | 'nonsense' | 'lose-answer',
    /** Takes a merchant_order_id it has already as a new parcel (undocumented either way; decision 058). */
    acceptRepeatedInvoices: false,
  };
  const tokens = new Set<string>();
  const calls: string[] = [];
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  type Made = Record<string, unknown> & { consignment_id: string };
  /** The parcel of each merchant_order_id (the first made). */
  const consignments = new Map<string, Made>();
  /** Every parcel made, repeats of a merchant_order_id included (`acceptRepeatedInvoices`). */
  const made: Made[] = [];
  /** Each order asked for, by merchant_order_id, refusals included. */
  const asked: string[] = [];
  /** When each order call came: over 60 in a minute are refused with 429 (research §2). */
  const orderCalls: number[] = [];
  let nextConsignment = 1;

  function createOrder(chunks: Buffer[], response: http.ServerResponse) {
    const now = Date.now();
    while (orderCalls.length > 0 && now - (orderCalls[0] ?? 0) >= 60_000) orderCalls.shift();
    if (orderCalls.length >= 60) return answer(response, 429, { message: 'Too Many Attempts.' });
    orderCalls.push(now);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return answer(response, 400, { message: 'Invalid JSON', type: 'error', code: 400 });
    }
    asked.push(String(body.merchant_order_id));
    const errors: Record<string, string[]> = {};
    const text = (field: string, min: number, max: number) => {
      const value = body[field];
      if (typeof value !== 'string' || value.length < min || value.length > max)
        errors[field] = [`The ${field.replaceAll('_', ' ')} must be between ${min} and ${max} characters.`];
    };
    if (!options.stores.some((store) => store.store_id === body.store_id))
      errors.store_id = ['The selected store id is invalid.'];
    if (
      typeof body.merchant_order_id === 'string' &&
      consignments.has(body.merchant_order_id) &&
      !state.acceptRepeatedInvoices
    )
      errors.merchant_order_id = ['The merchant order id has already been taken.'];
    text('recipient_name', 3, 100);
    text('recipient_address', 10, 220);
    if (typeof body.recipient_phone !== 'string' || !/^01\d{9}$/.test(body.recipient_phone))
      errors.recipient_phone = ['The recipient phone format is invalid.'];
    if (body.delivery_type !== 48 && body.delivery_type !== 12)
      errors.delivery_type = ['The selected delivery type is invalid.'];
    if (body.item_type !== 1 && body.item_type !== 2)
      errors.item_type = ['The selected item type is invalid.'];
    if (typeof body.item_quantity !== 'number' || body.item_quantity < 1)
      errors.item_quantity = ['The item quantity must be at least 1.'];
    if (typeof body.item_weight !== 'number' || body.item_weight < 0.5 || body.item_weight > 10)
      errors.item_weight = ['The item weight must be between 0.5 and 10.'];
    if (typeof body.amount_to_collect !== 'number' || body.amount_to_collect < 0)
      errors.amount_to_collect = ['The amount to collect must be at least 0.'];
    if (Object.keys(errors).length > 0)
      return answer(response, 422, {
        message: 'Please fix the given errors',
        type: 'error',
        code: 422,
        errors,
      });
    const consignment = {
      ...body,
      consignment_id: `DL${String(nextConsignment++).padStart(6, '0')}PF`,
      order_status: 'Pending',
    };
    if (!consignments.has(String(body.merchant_order_id)))
      consignments.set(String(body.merchant_order_id), consignment);
    made.push(consignment);
    // Made, and the connection cut before the answer, as a crash or a dropped link loses it.
    if (state.mode === 'lose-answer') return response.destroy();
    answer(response, 200, {
      message: 'Order Created Successfully',
      type: 'success',
      code: 200,
      data: {
        consignment_id: consignment.consignment_id,
        merchant_order_id: body.merchant_order_id,
        order_status: 'Pending',
        delivery_fee: 83.46,
      },
    });
  }

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
      if (request.method === 'POST' && request.url === '/aladdin/api/v1/orders')
        return createOrder(chunks, response);
      const info = /^\/aladdin\/api\/v1\/orders\/([^/]+)\/info$/.exec(request.url ?? '');
      if (request.method === 'GET' && info) {
        const parcel = made.find(
          (consignment) => consignment.consignment_id === decodeURIComponent(info[1] ?? ''),
        );
        if (!parcel) return answer(response, 404, { message: 'Order not found', type: 'error', code: 404 });
        return answer(response, 200, {
          message: 'Order info',
          type: 'success',
          code: 200,
          data: {
            consignment_id: parcel.consignment_id,
            merchant_order_id: parcel.merchant_order_id,
            order_status: parcel.order_status,
            order_status_slug: parcel.order_status,
            updated_at: '2026-11-25 12:00:00',
            invoice_id: null,
          },
        });
      }
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
    consignments,
    made,
    asked,
    /** Moves a parcel along as Pathao's riders would (status sync tests): `Delivered`, `Return`... */
    setStatus(merchantOrderId: string, status: string) {
      const made = consignments.get(merchantOrderId);
      if (made) made.order_status = status;
    },
    /**
     * Moves a parcel along and tells the shop as Pathao does (research §2): the event to the
     * merchant's Callback URL with `X-PATHAO-Signature: <secret>`. Answers the shop's HTTP status.
     */
    async notify(
      target: { url: string; secret: string },
      merchantOrderId: string,
      event: string,
      status: string,
    ) {
      const made = consignments.get(merchantOrderId);
      if (!made) throw new Error(`the fake Pathao has no order ${merchantOrderId}`);
      made.order_status = status;
      const now = new Date();
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pathao-signature': target.secret },
        body: JSON.stringify({
          consignment_id: made.consignment_id,
          merchant_order_id: merchantOrderId,
          updated_at: now.toISOString().replace('T', ' ').slice(0, 19),
          timestamp: now.toISOString(),
          store_id: made.store_id,
          event,
          delivery_fee: 83.46,
        }),
      });
      return response.status;
    },
    revoke: () => tokens.clear(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
