import {
  type BookingOutcome,
  CourierAccountRefused,
  type CourierGateway,
  CourierUnavailable,
  type ParcelRequest,
} from './courier.js';
import { courierMessages } from './couriers.messages.js';
import { SteadfastError, type SteadfastOrder, steadfastClient } from './steadfast-client.js';

/** Steadfast's limits on the fields (research §1). */
const MAX_NAME = 100;
const MAX_ADDRESS = 250;

const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max));

const toSteadfastOrder = (parcel: ParcelRequest): SteadfastOrder => ({
  invoice: parcel.invoice,
  recipient_name: clip(parcel.name, MAX_NAME),
  recipient_phone: parcel.phone,
  recipient_address: clip(
    parcel.address.includes(parcel.city) ? parcel.address : `${parcel.address}, ${parcel.city}`,
    MAX_ADDRESS,
  ),
  cod_amount: parcel.cashToCollect,
  note: parcel.note,
  item_description: parcel.itemDescription,
  delivery_type: 0,
});

/** Whatever Steadfast said about a refusal, as one line: its message and each field error. */
function refusalText(payload: Record<string, unknown> | null): string {
  if (!payload) return '';
  const parts: string[] = [];
  if (typeof payload.message === 'string') parts.push(payload.message);
  const errors = payload.errors;
  if (errors && typeof errors === 'object')
    for (const value of Object.values(errors as Record<string, unknown>))
      parts.push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
  return parts.join('; ').slice(0, 300);
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The ids a status answer carries, if any: Steadfast's V1 `status_by_invoice` gives only the status
 * (research §1), but an answer that does carry them (at the top, or under `consignment` or `data`)
 * is read rather than thrown away.
 */
function idsIn(payload: Record<string, unknown>): { consignmentId: string; trackingCode: string } {
  for (const place of [payload, payload.consignment, payload.data]) {
    if (!place || typeof place !== 'object') continue;
    const row = place as Record<string, unknown>;
    const consignmentId = asText(row.consignment_id);
    if (consignmentId) return { consignmentId, trackingCode: asText(row.tracking_code) };
  }
  return { consignmentId: '', trackingCode: '' };
}

/** Steadfast's errors as the booking reads them: the account refused, or not reachable now. */
function translated(error: unknown): unknown {
  if (!(error instanceof SteadfastError)) return error;
  return error.refused ? new CourierAccountRefused(error.message) : new CourierUnavailable(error.message);
}

/**
 * Booking with Steadfast (decision 035): one order through create_order, several through
 * the bulk call. The invoice is the idempotency key: what Steadfast answers for an invoice it has
 * already is not documented (research, gaps), so a refusal that names the invoice is checked with
 * status_by_invoice; a consignment found there is the one booked before, never a second.
 */
export function steadfastGateway(
  keys: () => Promise<{ baseUrl: string; apiKey: string; secretKey: string }>,
) {
  async function client() {
    const current = await keys();
    return steadfastClient(current);
  }

  /** A refusal: Steadfast's duplicate of an earlier booking of this invoice, or a real refusal. */
  async function judgeRefusal(
    api: ReturnType<typeof steadfastClient>,
    parcel: ParcelRequest,
    text: string,
    signal: AbortSignal,
  ): Promise<BookingOutcome> {
    if (/invoice/i.test(text) || text === '') {
      const status = await api.statusByInvoice(parcel.invoice, signal);
      if (status !== null)
        return {
          outcome: 'booked',
          consignmentId: '',
          trackingCode: '',
          fee: null,
          courierStatus: status,
          alreadyBooked: true,
        };
    }
    return { outcome: 'refused', message: courierMessages.steadfastRefusedParcel(text) };
  }

  const gateway: CourierGateway = {
    courier: 'steadfast',
    maxPerCall: 500,

    async readiness() {
      const { apiKey, secretKey } = await keys();
      return apiKey && secretKey
        ? { ready: true, message: '' }
        : { ready: false, message: courierMessages.noKeys };
    },

    async status(parcel, signal) {
      try {
        const api = await client();
        if (parcel.consignmentId) {
          const courierStatus = await api.statusByConsignment(parcel.consignmentId, signal);
          return courierStatus === null
            ? null
            : { courierStatus, consignmentId: parcel.consignmentId, trackingCode: '' };
        }
        const found = await gateway.find(parcel.invoice, signal);
        return found.found === 'present'
          ? {
              courierStatus: found.courierStatus,
              consignmentId: found.consignmentId,
              trackingCode: found.trackingCode,
            }
          : null;
      } catch (error) {
        throw translated(error);
      }
    },

    async find(invoice, signal) {
      try {
        const { status, payload } = await (await client()).lookupInvoice(invoice, signal);
        const delivery = payload?.delivery_status;
        if (status === 200 && payload?.status === 200 && typeof delivery === 'string')
          return { found: 'present', courierStatus: delivery, ...idsIn(payload) };
        // What Steadfast answers for an invoice it does not have is not documented (research §1):
        // only a plain "not found" lets the parcel be sent; anything else is asked again later,
        // since a wrong "none" would make a second parcel at a courier that takes repeated invoices.
        const message = typeof payload?.message === 'string' ? payload.message : '';
        if (
          (status === 404 ||
            payload?.status === 404 ||
            /not\s*found|does not exist|no consignment/i.test(message)) &&
          status < 500
        )
          return { found: 'absent' };
        throw new CourierUnavailable(courierMessages.strangeAnswer(status));
      } catch (error) {
        throw translated(error);
      }
    },

    async confirm(parcel, signal) {
      // Steadfast's V1 status calls answer a status word only, never whose parcel it is (research
      // §1): the id (and the tracking code, when given) and the invoice must each be known to
      // Steadfast and in the same state. Weaker than Pathao's check, which names the invoice.
      try {
        const api = await client();
        const byId = await api.statusByConsignment(parcel.consignmentId, signal);
        if (byId === null) return null;
        const byInvoice = await api.statusByInvoice(parcel.invoice, signal);
        if (byInvoice === null || byInvoice.toLowerCase() !== byId.toLowerCase()) return null;
        if (parcel.trackingCode) {
          const byCode = await api.statusByTrackingCode(parcel.trackingCode, signal);
          if (byCode === null || byCode.toLowerCase() !== byId.toLowerCase()) return null;
        }
        return {
          courierStatus: byId,
          consignmentId: parcel.consignmentId,
          trackingCode: parcel.trackingCode,
        };
      } catch (error) {
        throw translated(error);
      }
    },

    async book(parcels, signal) {
      const outcomes = new Map<string, BookingOutcome>();
      try {
        const api = await client();
        if (parcels.length === 1) {
          const [parcel] = parcels as [ParcelRequest];
          const { status, payload } = await api.createOrder(toSteadfastOrder(parcel), signal);
          const consignment = payload?.consignment as Record<string, unknown> | undefined;
          if (status === 200 && payload?.status === 200 && consignment) {
            const consignmentId = asText(consignment.consignment_id);
            if (!consignmentId) throw new CourierUnavailable(courierMessages.strangeAnswer(status));
            outcomes.set(parcel.orderId, {
              outcome: 'booked',
              consignmentId,
              trackingCode: asText(consignment.tracking_code),
              fee: null,
              courierStatus: asText(consignment.status),
              alreadyBooked: false,
            });
          } else if (status >= 400 && status < 500 && payload !== null) {
            outcomes.set(parcel.orderId, await judgeRefusal(api, parcel, refusalText(payload), signal));
          } else if (status === 200 && payload !== null && payload.status !== 200) {
            // Laravel-style: HTTP 200 carrying {status: 400, message, errors}.
            outcomes.set(parcel.orderId, await judgeRefusal(api, parcel, refusalText(payload), signal));
          } else throw new CourierUnavailable(courierMessages.strangeAnswer(status));
          return outcomes;
        }

        const { status, payload } = await api.bulkOrder(parcels.map(toSteadfastOrder), signal);
        // The bulk answer is an array of rows (research §1); some integrations see it wrapped in `data`.
        const rows = Array.isArray(payload)
          ? payload
          : Array.isArray((payload as { data?: unknown } | null)?.data)
            ? ((payload as { data: unknown[] }).data as unknown[])
            : null;
        if (status !== 200 || rows === null) {
          if (status >= 400 && status < 500 && payload !== null && rows === null)
            // The whole call was refused (a field of one row, say): each parcel is then asked alone.
            for (const parcel of parcels) {
              const alone = await gateway.book([parcel], signal);
              for (const [orderId, outcome] of alone) outcomes.set(orderId, outcome);
            }
          else throw new CourierUnavailable(courierMessages.strangeAnswer(status));
          return outcomes;
        }
        const byInvoice = new Map(parcels.map((parcel) => [parcel.invoice, parcel]));
        for (const raw of rows as Array<Record<string, unknown>>) {
          const parcel = byInvoice.get(asText(raw?.invoice));
          if (!parcel || outcomes.has(parcel.orderId)) continue;
          const consignmentId = asText(raw.consignment_id);
          if (raw.status === 'success' && consignmentId)
            outcomes.set(parcel.orderId, {
              outcome: 'booked',
              consignmentId,
              trackingCode: asText(raw.tracking_code),
              fee: null,
              courierStatus: 'in_review',
              alreadyBooked: false,
            });
          else
            try {
              outcomes.set(parcel.orderId, await judgeRefusal(api, parcel, refusalText(raw), signal));
            } catch {
              // Steadfast could not be asked about this one now: it stays out of the answer and is
              // sent again later (with its invoice), while the rows already read are kept.
            }
        }
        return outcomes;
      } catch (error) {
        throw translated(error);
      }
    },
  };
  return gateway;
}
