import {
  BOOKABLE_STATUSES,
  type BookParcel,
  type BulkBookingResult,
  COURIERS,
  type Courier,
  type CourierReadiness,
  formatInvoiceNumber,
  type Order,
  orderWeightGrams,
  parcelItemDescription,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { nowIso } from '../../../lib/time.js';
import {
  CourierAccountRefused,
  type CourierGateway,
  CourierUnavailable,
  type ParcelRequest,
} from '../../couriers/courier.js';
import { courierParcelWeight } from '../../couriers/parcel-weight.js';
import type { JobKind, JobPayload } from '../../outbox/outbox.jobs.js';
import type { NewJob } from '../../outbox/outbox.repository.js';
import { JobPostponed, type OutboxService, PermanentJobFailure } from '../../outbox/outbox.service.js';
import { orderMessages } from '../order-messages.js';
import type { Actor } from '../order-records.js';
import type { OrdersRepository } from '../orders.repository.js';
import { bookingMessages } from './booking.messages.js';
import type { BookingRepository } from './booking.repository.js';

export const BOOKING_JOB = 'courier.book' satisfies JobKind;

type BookingPayload = JobPayload<typeof BOOKING_JOB>;

const canShip = (order: Order) => (BOOKABLE_STATUSES as readonly string[]).includes(order.status);
const hasLiveParcel = (order: Order) => order.parcel !== null && order.parcel.state !== 'failed';

/**
 * The parcel as the courier is asked for it: the order's details now, the total as the cash to
 * collect, and its weight — staff's figure if they gave one, the order's own otherwise (decision
 * 068). A courier that cannot carry that weight is named here, before anything is asked of it.
 */
function parcelRequest(
  order: Order,
  courier: Courier,
  options: { weightKg?: number | undefined; itemDescription?: string | undefined; note?: string | undefined },
): { ok: true; parcel: ParcelRequest } | { ok: false; message: string } {
  const lines = order.products.map((line) => ({ title: line.product.title, quantity: line.quantity }));
  const grams = options.weightKg === undefined ? orderWeightGrams(order.products) : options.weightKg * 1000;
  const weight = courierParcelWeight(courier, grams);
  if (!weight.ok) return weight;
  const parcel = {
    orderId: order._id,
    invoice: formatInvoiceNumber(order.invoiceNumber),
    name: order.name,
    phone: order.phone,
    address: order.address,
    city: order.city,
    cashToCollect: order.total,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    weightKg: weight.weightKg,
    itemDescription: options.itemDescription || parcelItemDescription(lines),
    note: options.note ?? order.shippingInfo.note,
  } satisfies ParcelRequest;
  return { ok: true, parcel };
}

/**
 * Sending orders to a courier (decision 035). Staff's request marks the order and
 * writes a booking job in one transaction; the outbox's worker asks the courier, with the invoice as
 * its idempotency key, and records the answer on the order: its ids and fee and the move to shipped,
 * or the courier's reason for refusing it.
 */
export function createBookingService(deps: {
  repository: BookingRepository;
  orders: OrdersRepository;
  outbox: OutboxService;
  gateway: (courier: Courier) => CourierGateway;
}) {
  const { repository, orders, outbox, gateway } = deps;

  async function requireReady(courier: Courier) {
    const readiness = await gateway(courier).readiness();
    if (!readiness.ready)
      throw AppError.badRequest(readiness.message, [{ path: 'courier', message: readiness.message }]);
  }

  /** Writes the orders' requests and their jobs in one transaction; answers the orders it took. */
  async function request(courier: Courier, parcels: ParcelRequest[], actor: Actor): Promise<Set<string>> {
    const now = nowIso();
    const taken = await repository.transaction(async (booking) => {
      const jobs: NewJob[] = [];
      const taken = new Set<string>();
      const size = gateway(courier).maxPerCall;
      for (let start = 0; start < parcels.length; start += size) {
        const bookingId = newId();
        const group: ParcelRequest[] = [];
        for (const parcel of parcels.slice(start, start + size))
          if (await booking.markRequested(parcel.orderId, courier, bookingId, now, actor)) {
            group.push(parcel);
            taken.add(parcel.orderId);
          }
        if (group.length === 0) continue;
        const payload: BookingPayload = { bookingId, courier, actor, parcels: group };
        jobs.push({
          kind: BOOKING_JOB,
          dedupeKey: `${BOOKING_JOB}:${bookingId}`,
          orderId: group.length === 1 ? (group[0]?.orderId ?? null) : null,
          payload,
        });
      }
      await booking.insertOutboxJobs(jobs, now);
      return taken;
    });
    outbox.wake();
    return taken;
  }

  /** Why an order was not taken: it is gone, it cannot ship, or it is with a courier already. */
  function refusal(order: Order): string {
    if (order.parcel && hasLiveParcel(order)) return bookingMessages.alreadySent(order.parcel.courier);
    return bookingMessages.cannotShip(order.status);
  }

  outbox.register(BOOKING_JOB, async (job, { signal, lastAttempt }) => {
    const { bookingId, courier, actor, parcels } = job.payload;
    const now = nowIso();
    const waiting = await repository.awaiting(
      bookingId,
      parcels.map((parcel) => parcel.orderId),
      now,
    );
    const waitingIds = new Set<string>();
    for (const order of waiting) {
      if ((BOOKABLE_STATUSES as readonly string[]).includes(order.status)) waitingIds.add(order.id);
      // Cancelled (or put on hold) since it was sent: nothing is asked of the courier for it.
      else
        await repository.markFailed(
          order.id,
          bookingId,
          courier,
          bookingMessages.statusChanged(order.status),
          now,
        );
    }
    const toAsk = parcels.filter((parcel) => waitingIds.has(parcel.orderId));
    if (toAsk.length === 0) return;

    const giveUp = async (message: string) => {
      for (const parcel of toAsk)
        await repository.markFailed(parcel.orderId, bookingId, courier, message, nowIso());
    };
    let outcomes: Awaited<ReturnType<CourierGateway['book']>>;
    try {
      outcomes = await gateway(courier).book(toAsk, signal);
    } catch (error) {
      if (error instanceof CourierUnavailable && error.retryAfterMs !== null)
        throw new JobPostponed(error.retryAfterMs);
      if (error instanceof CourierAccountRefused) {
        await giveUp(error.message);
        throw new PermanentJobFailure(error.message);
      }
      if (lastAttempt) await giveUp(bookingMessages.gaveUp(error instanceof Error ? error.message : ''));
      throw error;
    }
    const at = nowIso();
    for (const parcel of toAsk) {
      const outcome = outcomes.get(parcel.orderId);
      if (!outcome) continue;
      if (outcome.outcome === 'booked')
        await repository.markBooked(parcel.orderId, bookingId, courier, outcome, at, actor);
      else await repository.markFailed(parcel.orderId, bookingId, courier, outcome.message, at);
    }
    const unanswered = toAsk.filter((parcel) => !outcomes.has(parcel.orderId));
    if (unanswered.length > 0) {
      const message = `${unanswered.length} parcel(s) got no answer from ${courier}`;
      if (lastAttempt) {
        for (const parcel of unanswered)
          await repository.markFailed(
            parcel.orderId,
            bookingId,
            courier,
            bookingMessages.gaveUp(message),
            at,
          );
      }
      throw new Error(message);
    }
  });

  return {
    async readiness(): Promise<CourierReadiness> {
      return Promise.all(
        COURIERS.map(async (courier) => ({ courier, ...(await gateway(courier).readiness()) })),
      );
    },

    async book(id: string, input: BookParcel, actor: Actor): Promise<Order> {
      const order = await orders.findOrder(id);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      if (!canShip(order) || hasLiveParcel(order)) throw AppError.conflict(refusal(order));
      const parcel = parcelRequest(order, input.courier, input);
      if (!parcel.ok)
        throw AppError.badRequest(parcel.message, [{ path: 'courier', message: parcel.message }]);
      await requireReady(input.courier);
      const taken = await request(input.courier, [parcel.parcel], actor);
      const now = await orders.findOrder(id);
      if (!now) throw AppError.notFound(orderMessages.notFound);
      // Changed between the read and the write (another tap, another admin): say why, as above.
      if (!taken.has(id)) throw AppError.conflict(refusal(now));
      return now;
    },

    async bulkBook(
      input: { courier: Courier; weightKg?: number | undefined; ids: readonly string[] },
      actor: Actor,
    ): Promise<BulkBookingResult> {
      await requireReady(input.courier);
      const found = await orders.findOrders([...new Set(input.ids)]);
      const foundIds = new Set(found.map((order) => order._id));
      const candidates = found.filter((order) => canShip(order) && !hasLiveParcel(order));
      // Each order at its own weight; one the courier cannot carry stays as it was, with why.
      const tooHeavy = new Map<string, string>();
      const parcels = candidates.flatMap((order) => {
        const parcel = parcelRequest(order, input.courier, { weightKg: input.weightKg });
        if (parcel.ok) return [parcel.parcel];
        tooHeavy.set(order._id, parcel.message);
        return [];
      });
      const taken = await request(input.courier, parcels, actor);
      const refusedOrders = found.filter((order) => !taken.has(order._id));
      const current = new Map(
        (await orders.findOrders(refusedOrders.map((order) => order._id))).map((order) => [order._id, order]),
      );
      return {
        requested: taken.size,
        refused: refusedOrders.map((order) => {
          const now = current.get(order._id) ?? order;
          const reason = tooHeavy.get(now._id) ?? refusal(now);
          return { _id: now._id, invoiceNumber: now.invoiceNumber, status: now.status, reason };
        }),
        missing: [...new Set(input.ids)].filter((id) => !foundIds.has(id)),
      };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
