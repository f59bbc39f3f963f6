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
  type ParcelIds,
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

/** How long staff's typed ids may take to be checked with the courier before the answer is "try again". */
const STAFF_CHECK_MS = 15_000;
/** Lookups made at once before a booking is sent again (decision 058). */
const LOOKUPS_AT_ONCE = 4;
/**
 * How long a parcel whose courier cannot be asked by invoice (Pathao) waits for the webhook that
 * would name it, after its booking was asked for, and how often it looks again meanwhile.
 */
const UNKNOWABLE_WAIT_MS = 10 * 60_000;
const UNKNOWABLE_RECHECK_MS = 60_000;

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
    const waitingOrders = new Map<string, (typeof waiting)[number]>();
    for (const order of waiting) {
      if ((BOOKABLE_STATUSES as readonly string[]).includes(order.status)) waitingOrders.set(order.id, order);
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
    const toAsk = parcels.filter((parcel) => waitingOrders.has(parcel.orderId));
    if (toAsk.length === 0) return;

    const giveUp = async (message: string) => {
      for (const parcel of toAsk)
        await repository.markFailed(parcel.orderId, bookingId, courier, message, nowIso());
    };
    const failedWith = async (error: unknown): Promise<never> => {
      if (error instanceof CourierUnavailable && error.retryAfterMs !== null)
        throw new JobPostponed(error.retryAfterMs);
      if (error instanceof CourierAccountRefused) {
        await giveUp(error.message);
        throw new PermanentJobFailure(error.message);
      }
      if (lastAttempt) await giveUp(bookingMessages.gaveUp(error instanceof Error ? error.message : ''));
      throw error;
    };

    // Ask before sending again (decision 058): a parcel some earlier call may have made is looked up
    // by its invoice first, and made only if the courier says it has none.
    const { toCreate, unknowable } = await askFirst(
      toAsk,
      (parcel) => waitingOrders.get(parcel.orderId)?.createCalls ?? 0,
      { bookingId, courier, actor, signal },
    ).catch(failedWith);

    let outcomes: Awaited<ReturnType<CourierGateway['book']>> = new Map();
    if (toCreate.length > 0) {
      const creating = toCreate.map((parcel) => parcel.orderId);
      await repository.countCreateCalls(bookingId, creating, 1);
      try {
        outcomes = await gateway(courier).book(toCreate, signal);
      } catch (error) {
        // Refused before anything was made (the account, "too many"): the call does not count.
        if (
          error instanceof CourierAccountRefused ||
          (error instanceof CourierUnavailable && error.retryAfterMs !== null)
        )
          await repository.countCreateCalls(bookingId, creating, -1);
        return failedWith(error);
      }
    }
    const at = nowIso();
    const refused: string[] = [];
    for (const parcel of toCreate) {
      const outcome = outcomes.get(parcel.orderId);
      if (!outcome) continue;
      if (outcome.outcome === 'booked')
        await repository.markBooked(parcel.orderId, bookingId, courier, outcome, at, actor);
      else {
        refused.push(parcel.orderId);
        await repository.markFailed(parcel.orderId, bookingId, courier, outcome.message, at);
      }
    }
    await repository.countCreateCalls(bookingId, refused, -1);

    // The courier cannot say whether it has them (Pathao): its webhook may still bring their ids, so
    // they wait; after that, staff look in its portal rather than risk a second parcel.
    let waitForWebhook = false;
    for (const parcel of unknowable) {
      const requestedAt = Date.parse(waitingOrders.get(parcel.orderId)?.requestedAt ?? at);
      if (Date.now() - requestedAt < UNKNOWABLE_WAIT_MS) waitForWebhook = true;
      else
        await repository.markFailed(
          parcel.orderId,
          bookingId,
          courier,
          bookingMessages.mayHaveIt(courier),
          at,
        );
    }

    const unanswered = toCreate.filter((parcel) => !outcomes.has(parcel.orderId));
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
    if (waitForWebhook) throw new JobPostponed(UNKNOWABLE_RECHECK_MS);
  });

  /**
   * The lookups before a booking is sent again (decision 058), a few at a time: a parcel the courier
   * has is recorded at once (so a lookup cut short keeps what it learnt), one it has not is to be
   * made, one it cannot tell about is held. Parcels no call was made for yet are made without asking.
   */
  async function askFirst(
    parcels: readonly ParcelRequest[],
    callsFor: (parcel: ParcelRequest) => number,
    context: { bookingId: string; courier: Courier; actor: Actor; signal: AbortSignal },
  ) {
    const toCreate = parcels.filter((parcel) => callsFor(parcel) === 0);
    const again = parcels.filter((parcel) => callsFor(parcel) > 0);
    const unknowable: ParcelRequest[] = [];
    const courier = gateway(context.courier);
    let next = 0;
    const worker = async () => {
      while (next < again.length) {
        const parcel = again[next++] as ParcelRequest;
        const found = await courier.find(parcel.invoice, context.signal);
        if (found.found === 'absent') toCreate.push(parcel);
        else if (found.found === 'unknowable') unknowable.push(parcel);
        else
          await repository.markBooked(
            parcel.orderId,
            context.bookingId,
            context.courier,
            {
              outcome: 'booked',
              consignmentId: found.consignmentId,
              trackingCode: found.trackingCode,
              courierStatus: found.courierStatus,
              fee: null,
              alreadyBooked: true,
            },
            nowIso(),
            context.actor,
          );
      }
    };
    await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, again.length) }, worker));
    return { toCreate, unknowable };
  }

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

    /**
     * Staff type the ids the courier's portal shows for a parcel the shop lost them of (decision
     * 058): the courier confirms them as this order's invoice before they are saved.
     */
    async enterIds(id: string, input: ParcelIds, actor: Actor): Promise<Order> {
      const order = await orders.findOrder(id);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      const parcel = order.parcel;
      if (!parcel) throw AppError.conflict(bookingMessages.noParcel);
      if (parcel.consignmentId !== '') throw AppError.conflict(bookingMessages.idsKnown);
      const typed = { consignmentId: input.consignmentId, trackingCode: input.trackingCode ?? '' };
      let confirmed: Awaited<ReturnType<CourierGateway['confirm']>>;
      try {
        confirmed = await gateway(parcel.courier).confirm(
          { invoice: formatInvoiceNumber(order.invoiceNumber), ...typed },
          AbortSignal.timeout(STAFF_CHECK_MS),
        );
      } catch (error) {
        if (error instanceof CourierAccountRefused) throw AppError.badRequest(error.message);
        throw AppError.serviceUnavailable(bookingMessages.cannotAsk(parcel.courier));
      }
      if (!confirmed) {
        const message = bookingMessages.unknownIds(parcel.courier, formatInvoiceNumber(order.invoiceNumber));
        throw AppError.badRequest(message, [{ path: 'consignmentId', message }]);
      }
      const saved = await repository.identify(id, confirmed, bookingMessages.fromStaff, nowIso(), actor);
      if (saved === 'taken') {
        const message = bookingMessages.idTaken;
        throw AppError.conflict(message, [{ path: 'consignmentId', message }]);
      }
      if (saved !== 'saved') throw AppError.conflict(bookingMessages.idsKnown);
      const now = await orders.findOrder(id);
      if (!now) throw AppError.notFound(orderMessages.notFound);
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
