import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A consignment the fake has created, as Steadfast's create_order answers it (research §1). */
export interface FakeConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string;
  item_description: string;
  status: string;
}

type Row = Record<string, unknown>;

/**
 * Steadfast's merchant API as the research notes describe it (cod-integrations.md §1), on loopback:
 * the `Api-Key` and `Secret-Key` headers on every call; `GET /get_balance`; `POST /create_order` and
 * `POST /create_order/bulk-order` (at most 500), which refuse an invoice they have already (a unique
 * field, per the doc; the exact answer is not documented, decision 035: here Laravel's 422 with
 * `errors.invoice`; `acceptRepeatedInvoices` makes a second consignment instead, decision 058);
 * `GET /status_by_invoice/{invoice}`, `/status_by_cid/{id}` and `/status_by_trackingcode/{code}`,
 * answering `{ status: 200, delivery_status }` and nothing more, as the doc shows (404 for a parcel
 * it does not have, whose body the doc does not show). Refused keys get 401. `refusedPhones` are
 * numbers the fake will not deliver to (a 422 on `recipient_phone`), as Steadfast refuses bad ones.
 * `mode` fails the ways a service does: down (502 with an HTML page), answering nonsense (200 with
 * HTML), never answering, or `lose-answer`: the consignment is made and the connection then cut
 * before the answer, as a crash or a dropped mobile link loses it.
 */
export async function startFakeSteadfast(options: {
  apiKey: string;
  secretKey: string;
  balance?: number;
  refusedPhones?: readonly string[];
  /** Whether the account has the fraud check (an account without it answers 404). */
  fraudCheck?: boolean;
}) {
  const state = {
    mode: 'ok' as 'ok' | 'down' | 'nonsense' | 'hang' | 'lose-answer',
    balance: options.balance ?? 0,
    /** Each create waits this long before it is made and answered, as a busy courier does. */
    createDelayMs: 0,
    /**
     * Takes an invoice it has already as a new consignment, as a courier that does not refuse
     * repeats would (Steadfast's answer to one is not documented; decision 058).
     */
    acceptRepeatedInvoices: false,
    /** Every n-th create call (0: none) makes its consignments and cuts the connection before answering. */
    loseEveryNthAnswer: 0,
  };
  let creates = 0;
  const calls: Array<{ method: string; path: string }> = [];
  /** The consignment of each invoice (the first one made, for the lookups). */
  const consignments = new Map<string, FakeConsignment>();
  /** Every consignment made, repeats of an invoice included (`acceptRepeatedInvoices`). */
  const made: FakeConsignment[] = [];
  /** Each create asked for, by invoice, refusals included: shows what a retry sent. */
  const asked: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  let nextId = 1_424_107;
  /** What the fraud check knows of each phone: its parcels across Steadfast's merchants. */
  const histories = new Map<
    string,
    { total_parcels: number; total_delivered: number; total_cancelled: number }
  >();

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  /** create_order's validation (research §1); null when the row may be made. */
  function invalid(row: Row): Record<string, string[]> | null {
    const errors: Record<string, string[]> = {};
    const invoice = row.invoice;
    if (typeof invoice !== 'string' || !/^[A-Za-z0-9_-]{1,}$/.test(invoice))
      errors.invoice = ['The invoice field is required.'];
    else if (consignments.has(invoice) && !state.acceptRepeatedInvoices)
      errors.invoice = ['The invoice has already been taken.'];
    if (
      typeof row.recipient_name !== 'string' ||
      row.recipient_name === '' ||
      row.recipient_name.length > 100
    )
      errors.recipient_name = ['The recipient name field is required.'];
    const phone = row.recipient_phone;
    if (typeof phone !== 'string' || !/^\d{11}$/.test(phone))
      errors.recipient_phone = ['The recipient phone must be 11 digits.'];
    else if (options.refusedPhones?.includes(phone))
      errors.recipient_phone = ['The recipient phone is not deliverable.'];
    if (
      typeof row.recipient_address !== 'string' ||
      row.recipient_address === '' ||
      row.recipient_address.length > 250
    )
      errors.recipient_address = ['The recipient address field is required.'];
    if (typeof row.cod_amount !== 'number' || row.cod_amount < 0)
      errors.cod_amount = ['The cod amount must be at least 0.'];
    return Object.keys(errors).length > 0 ? errors : null;
  }

  function create(row: Row): FakeConsignment {
    const consignment: FakeConsignment = {
      consignment_id: nextId++,
      invoice: String(row.invoice),
      tracking_code: `SF${nextId.toString(16).toUpperCase()}`,
      recipient_name: String(row.recipient_name),
      recipient_phone: String(row.recipient_phone),
      recipient_address: String(row.recipient_address),
      cod_amount: Number(row.cod_amount),
      note: typeof row.note === 'string' ? row.note : '',
      item_description: typeof row.item_description === 'string' ? row.item_description : '',
      status: 'in_review',
    };
    if (!consignments.has(consignment.invoice)) consignments.set(consignment.invoice, consignment);
    made.push(consignment);
    return consignment;
  }

  /** Whether this create call's answer is cut: always in `lose-answer` mode, else every n-th. */
  function losesThisAnswer(): boolean {
    creates++;
    return (
      state.mode === 'lose-answer' ||
      (state.loseEveryNthAnswer > 0 && creates % state.loseEveryNthAnswer === 0)
    );
  }

  function route(method: string, url: string, body: unknown, response: http.ServerResponse) {
    const fraudCheck = /^\/fraud_check\/(\d{11})$/.exec(url);
    if (method === 'GET' && fraudCheck && options.fraudCheck !== false)
      return answer(
        response,
        200,
        histories.get(fraudCheck[1] ?? '') ?? { total_parcels: 0, total_delivered: 0, total_cancelled: 0 },
      );
    if (method === 'GET' && url === '/get_balance')
      return answer(response, 200, { status: 200, current_balance: state.balance });
    const byInvoice = /^\/status_by_invoice\/([^/]+)$/.exec(url);
    if (method === 'GET' && byInvoice) {
      const consignment = consignments.get(decodeURIComponent(byInvoice[1] ?? ''));
      return consignment
        ? answer(response, 200, { status: 200, delivery_status: consignment.status })
        : answer(response, 404, { status: 404, message: 'Consignment not found.' });
    }
    const byConsignment = /^\/status_by_cid\/([^/]+)$/.exec(url);
    if (method === 'GET' && byConsignment) {
      const consignment = made.find((one) => String(one.consignment_id) === byConsignment[1]);
      return consignment
        ? answer(response, 200, { status: 200, delivery_status: consignment.status })
        : answer(response, 404, { status: 404, message: 'Consignment not found.' });
    }
    const byCode = /^\/status_by_trackingcode\/([^/]+)$/.exec(url);
    if (method === 'GET' && byCode) {
      const consignment = made.find((one) => one.tracking_code === decodeURIComponent(byCode[1] ?? ''));
      return consignment
        ? answer(response, 200, { status: 200, delivery_status: consignment.status })
        : answer(response, 404, { status: 404, message: 'Consignment not found.' });
    }
    if (method === 'POST' && url === '/create_order') {
      const row = (body ?? {}) as Row;
      asked.push(String(row.invoice));
      const errors = invalid(row);
      if (errors) return answer(response, 422, { message: Object.values(errors)[0]?.[0], errors });
      const consignment = create(row);
      if (losesThisAnswer()) return response.destroy();
      return answer(response, 200, {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: { ...consignment, created_at: new Date().toISOString() },
      });
    }
    if (method === 'POST' && url === '/create_order/bulk-order') {
      const rows = (body as { data?: unknown } | null)?.data;
      if (!Array.isArray(rows) || rows.length === 0 || rows.length > 500)
        return answer(response, 422, {
          message: 'The data must be an array of 1 to 500 orders.',
          errors: { data: ['The data must be an array of 1 to 500 orders.'] },
        });
      const answered = rows.map((raw: Row) => {
        asked.push(String(raw.invoice));
        const errors = invalid(raw);
        if (errors)
          return {
            ...raw,
            consignment_id: null,
            tracking_code: null,
            status: 'error',
            message: Object.values(errors)[0]?.[0],
          };
        const consignment = create(raw);
        return {
          ...raw,
          consignment_id: consignment.consignment_id,
          tracking_code: consignment.tracking_code,
          status: 'success',
        };
      });
      if (losesThisAnswer()) return response.destroy();
      return answer(response, 200, answered);
    }
    answer(response, 404, { status: 404, message: 'Not Found' });
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? '';
      const url = request.url ?? '';
      calls.push({ method, path: url });
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
      let body: unknown = null;
      if (chunks.length > 0)
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return answer(response, 400, { status: 400, message: 'Invalid JSON' });
        }
      if (state.createDelayMs > 0 && url.startsWith('/create_order'))
        setTimeout(() => route(method, url, body, response), state.createDelayMs);
      else route(method, url, body, response);
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
    histories,
    /** Moves a parcel along as Steadfast's riders would (status sync tests). */
    setStatus(invoice: string, status: string) {
      const consignment = consignments.get(invoice);
      if (consignment) consignment.status = status;
    },
    /**
     * Moves a parcel along and tells the shop as Steadfast does (research §1): a `delivery_status`
     * call to the merchant's Callback URL with its bearer token. Answers the shop's HTTP status.
     */
    async notify(target: { url: string; token: string }, invoice: string, status: string) {
      const consignment = consignments.get(invoice);
      if (!consignment) throw new Error(`the fake Steadfast has no consignment ${invoice}`);
      consignment.status = status;
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
        body: JSON.stringify({
          notification_type: 'delivery_status',
          consignment_id: consignment.consignment_id,
          invoice,
          tracking_id: consignment.tracking_code,
          status,
          cod_amount: consignment.cod_amount,
          delivery_charge: 60,
          tracking_message: `Consignment status has been updated as ${status}`,
          updated_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
        }),
      });
      return response.status;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
