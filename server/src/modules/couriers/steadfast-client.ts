import { courierMessages } from './couriers.messages.js';

/** A call to Steadfast that did not give what was asked, with a message the owner can act on. */
export class SteadfastError extends Error {
  override name = 'SteadfastError';
  constructor(
    message: string,
    /** The keys were refused: retrying with the same keys cannot help. */
    readonly refused: boolean,
  ) {
    super(message);
  }
}

/** One consignment as Steadfast's create_order takes it (research §1). */
export interface SteadfastOrder {
  invoice: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string;
  item_description: string;
  /** 0: delivered home (1 is pickup from a Steadfast point, which Haat does not offer). */
  delivery_type: 0;
}

/** How long one call to Steadfast may take before it counts as failed. */
const CALL_TIMEOUT_MS = 15_000;

/**
 * Steadfast's merchant API (research: cod-integrations.md §1): `Api-Key` and `Secret-Key` headers on
 * every call, JSON both ways. Keys never reach an error message or a log. What Steadfast answers to
 * refused keys is not documented (decision 034): a 401 or 403, or a body without the asked field,
 * is read as "refused" only when the status says so; anything else unexpected is "an answer that
 * makes no sense", which the outbox retries.
 */
export function steadfastClient(options: { baseUrl: string; apiKey: string; secretKey: string }) {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          'Api-Key': options.apiKey,
          'Secret-Key': options.secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      throw new SteadfastError(
        timeout.aborted ? courierMessages.timedOut : courierMessages.unreachable,
        false,
      );
    }
    if (response.status === 401 || response.status === 403)
      throw new SteadfastError(courierMessages.keysRefused, true);
    if (response.status >= 500) throw new SteadfastError(courierMessages.down(response.status), false);
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, payload };
  }

  /** A delivery status answer (`{ status: 200, delivery_status }`); null when Steadfast has no such parcel. */
  async function deliveryStatus(path: string, signal?: AbortSignal): Promise<string | null> {
    const { status, payload } = await call('GET', path, undefined, signal);
    const delivery = payload?.delivery_status;
    if (status === 200 && payload?.status === 200 && typeof delivery === 'string') return delivery;
    if (status === 404 || (status < 500 && payload !== null)) return null;
    throw new SteadfastError(courierMessages.strangeAnswer(status), false);
  }

  return {
    /** POST /create_order: one consignment; the raw answer, for the gateway to read. */
    createOrder: (order: SteadfastOrder, signal?: AbortSignal) =>
      call('POST', '/create_order', order, signal),

    /** POST /create_order/bulk-order: up to 500 consignments, one answer row each. */
    bulkOrder: (orders: readonly SteadfastOrder[], signal?: AbortSignal) =>
      call('POST', '/create_order/bulk-order', { data: orders }, signal),

    /**
     * GET /status_by_invoice/{invoice}: the consignment's delivery status, or null when Steadfast
     * has no consignment with that invoice.
     */
    statusByInvoice: (invoice: string, signal?: AbortSignal) =>
      deliveryStatus(`/status_by_invoice/${encodeURIComponent(invoice)}`, signal),

    /** GET /status_by_cid/{id}: as by invoice, by Steadfast's consignment id. */
    statusByConsignment: (consignmentId: string, signal?: AbortSignal) =>
      deliveryStatus(`/status_by_cid/${encodeURIComponent(consignmentId)}`, signal),

    /** GET /status_by_trackingcode/{code}: as by invoice, by the tracking code. */
    statusByTrackingCode: (trackingCode: string, signal?: AbortSignal) =>
      deliveryStatus(`/status_by_trackingcode/${encodeURIComponent(trackingCode)}`, signal),

    /**
     * GET /status_by_invoice/{invoice}, read strictly for the question "may this invoice be sent
     * again?" (decision 058): the raw answer, for the gateway to tell "none" from "cannot tell".
     */
    lookupInvoice: (invoice: string, signal?: AbortSignal) =>
      call('GET', `/status_by_invoice/${encodeURIComponent(invoice)}`, undefined, signal),

    /**
     * GET /fraud_check/{phone}: the phone's parcels with Steadfast across its merchants, with the
     * shop's own keys (research §4; in use by many plugins, not in the published V1 doc, so read
     * defensively, decision 038). The counts may come as numbers or numeric text, at the top or
     * under `data`. Null when this account has no such call (404): there is simply no history.
     */
    async fraudCheck(
      phone: string,
      signal?: AbortSignal,
    ): Promise<{ total: number; delivered: number; cancelled: number } | null> {
      const { status, payload } = await call(
        'GET',
        `/fraud_check/${encodeURIComponent(phone)}`,
        undefined,
        signal,
      );
      if (status === 404) return null;
      const counts = (payload?.data && typeof payload.data === 'object' ? payload.data : payload) as Record<
        string,
        unknown
      > | null;
      const count = (value: unknown) => {
        const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
        return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
      };
      const total = count(counts?.total_parcels);
      const delivered = count(counts?.total_delivered);
      const cancelled = count(counts?.total_cancelled) ?? 0;
      if (status === 200 && total !== null && delivered !== null && delivered <= total)
        return { total, delivered, cancelled };
      throw new SteadfastError(courierMessages.strangeAnswer(status), false);
    },

    /** GET /get_balance: the merchant account's balance in taka (the "test connection" call). */
    async balance(signal?: AbortSignal): Promise<number> {
      const { status, payload } = await call('GET', '/get_balance', undefined, signal);
      const balance = payload?.current_balance;
      if (status === 200 && typeof balance === 'number' && Number.isFinite(balance)) return balance;
      throw new SteadfastError(courierMessages.strangeAnswer(status), false);
    },
  };
}
