import { createHash } from 'node:crypto';
import {
  type Courier,
  formatInvoiceNumber,
  MAX_COURIER_TAKA,
  type PathaoWebhook,
  type SteadfastWebhook,
} from '@haat/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { nowIso } from '../../../lib/time.js';
import { CourierAccountRefused, type CourierGateway, CourierUnavailable } from '../../couriers/courier.js';
import { orderStatusFor, PARCEL_PROGRESS_NAMES, progressOf } from '../../couriers/courier-status.js';
import type { JobKind, JobPayload } from '../../outbox/outbox.jobs.js';
import type { NewJob } from '../../outbox/outbox.repository.js';
import { JobPostponed, type OutboxService, PermanentJobFailure } from '../../outbox/outbox.service.js';
import type { BookingRepository } from '../booking/booking.repository.js';
import { orderMessages } from '../order-messages.js';
import type { OrdersRepository } from '../orders.repository.js';
import { trackingMessages } from './tracking.messages.js';
import type { TrackingRepository } from './tracking.repository.js';

export const SYNC_JOB = 'courier.sync' satisfies JobKind;

type SyncPayload = JobPayload<typeof SYNC_JOB>;

/** Parcels asked about in one polling pass; the least recently heard of go first. */
const POLL_BATCH = 500;

/** Staff asking about one parcel again within this long add no second check; a courier's calls are spaced by it. */
const ASK_WINDOW_MS = 60_000;

const noCallDetails = {
  consignmentHint: '',
  trackingHint: '',
  message: '',
  collected: null,
  fee: null,
} as const;

/**
 * A call is known by what it means, not by its bytes: the courier, the consignment, what happened
 * and the courier's own time for it. A replay, or one dressed up with extra fields, asks no second
 * check (decision 036).
 */
const fingerprint = (courier: Courier, meaning: readonly (string | null | undefined)[]) =>
  `${SYNC_JOB}:${courier}:${createHash('sha256')
    .update(JSON.stringify(meaning.map((part) => part ?? '')))
    .digest('hex')}`;

const isCourierTaka = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value >= 0 && value <= MAX_COURIER_TAKA;

const invoiceNumberOf = (text: string | null | undefined): number | null => {
  const match = /^INV-(\d{1,12})$/.exec(text ?? '');
  return match ? Number(match[1]) : null;
};

/** What a webhook call comes to: answered, or refused with the status and the courier's sentence. */
export type WebhookOutcome =
  | { accepted: true }
  | { accepted: false; status: 400 | 401 | 404; message: string };

/**
 * Following a parcel after it is booked (decision 036). A courier's webhook is a
 * signal: authenticated as that courier does it, matched to a booked parcel, it writes a status
 * check into the outbox (once per distinct call, so a replay adds nothing). The check asks the
 * courier's own status API and only then records what it said on the order, moving it to delivered
 * or returned by the rules. Parcels still out are checked on a schedule too, so a lost webhook only
 * delays the news.
 */
export function createTrackingService(deps: {
  repository: TrackingRepository;
  /** Records a parcel's ids the courier confirmed after its booking's answer lost them (decision 058). */
  parcels: Pick<BookingRepository, 'identify'>;
  orders: OrdersRepository;
  outbox: OutboxService;
  gateway: (courier: Courier) => CourierGateway;
  verify: {
    steadfast: (authorization: string | undefined) => Promise<boolean>;
    pathao: (signature: string | undefined) => Promise<boolean>;
  };
  pollMinutes: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, parcels, orders, outbox, gateway, verify, log } = deps;
  const pollMs = deps.pollMinutes * 60_000;
  let timer: NodeJS.Timeout | null = null;

  /** A courier call's failure, as the outbox reads it: wait, park, or retry. */
  const asked = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CourierUnavailable && error.retryAfterMs !== null)
        throw new JobPostponed(error.retryAfterMs);
      if (error instanceof CourierAccountRefused) throw new PermanentJobFailure(error.message);
      throw error;
    }
  };

  outbox.register(SYNC_JOB, async (job, { signal }) => {
    const { payload } = job;
    const parcel = await repository.findByOrder(payload.orderId);
    if (!parcel) return;
    const invoice = formatInvoiceNumber(parcel.invoiceNumber);
    let consignmentId = parcel.consignmentId;
    if (consignmentId === '' && payload.consignmentHint !== '') {
      // A call naming the parcel's ids, which the shop lacks (its booking's answer was lost): the
      // courier's API must confirm they are this invoice's before they are kept (decision 058).
      const confirmed = await asked(() =>
        gateway(parcel.courier).confirm(
          { invoice, consignmentId: payload.consignmentHint, trackingCode: payload.trackingHint },
          signal,
        ),
      );
      if (!confirmed) return;
      const saved = await parcels.identify(
        parcel.orderId,
        confirmed,
        trackingMessages.fromWebhook,
        nowIso(),
        null,
      );
      if (saved !== 'saved' && saved !== 'known') return;
      consignmentId = confirmed.consignmentId;
    }
    // Not booked (and no call's ids booked it just now): nothing of the courier's to follow yet.
    if (parcel.state !== 'booked' && consignmentId === '') return;
    // Steadfast is asked by invoice when its id is not known; Pathao only by id.
    const now = await asked(() => gateway(parcel.courier).status({ consignmentId, invoice }, signal));
    // The courier does not know this parcel: the call that named it was wrong, or forged.
    if (!now) return;
    if (consignmentId === '' && now.consignmentId !== '') {
      // The status answer carried the ids the booking's answer lost (decision 058).
      const saved = await parcels.identify(
        parcel.orderId,
        now,
        trackingMessages.fromStatusCheck,
        nowIso(),
        null,
      );
      if (saved !== 'saved' && saved !== 'known') return;
    }
    const progress = progressOf(parcel.courier, now.courierStatus);
    const order = await orders.findOrder(parcel.orderId);
    const notes = [
      payload.message,
      // Bounded by the webhook's schema; checked again for a job written before that bound.
      progress === 'partly_delivered' && isCourierTaka(payload.collected) && order
        ? trackingMessages.partlyCollected(Math.round(payload.collected), order.total)
        : '',
      now.courierStatus !== parcel.courierStatus ? PARCEL_PROGRESS_NAMES[progress] : '',
    ];
    await repository.applyUpdate(
      parcel.orderId,
      {
        courierStatus: now.courierStatus,
        consignmentId: '',
        to: orderStatusFor(progress),
        message: notes.filter(Boolean).join(' — '),
        // The fee is the courier's API answer or nothing: a webhook's body is only a signal, and the
        // status APIs do not say the fee, so none is recorded (decision 036).
        fee: null,
      },
      nowIso(),
    );
  });

  async function signal(
    courier: Courier,
    orderId: string,
    meaning: readonly (string | null | undefined)[],
    payload: Omit<SyncPayload, 'orderId'>,
  ) {
    // Calls that mean different things each get their check, but while one of the parcel's checks
    // waits the next is due a minute after it, as staff asking are: a flood of calls cannot become a
    // flood of calls to the courier, and a courier's next real call after a check is asked at once.
    const now = Date.now();
    const lastDue = await repository.pendingCheckDue(orderId, SYNC_JOB);
    const due = Math.max(now, lastDue === null ? 0 : Date.parse(lastDue) + ASK_WINDOW_MS);
    const job: NewJob = {
      kind: SYNC_JOB,
      dedupeKey: fingerprint(courier, meaning),
      orderId,
      payload: { orderId, ...payload } satisfies SyncPayload,
      ...(due > now ? { runAfter: new Date(due).toISOString() } : {}),
    };
    await repository.insertOutboxJobs([job], new Date(now).toISOString());
    outbox.wake();
  }

  /** One polling pass: a status check for each parcel still out, once per window across instances. */
  async function poll(now = Date.now()): Promise<number> {
    const window = Math.floor(now / pollMs);
    const parcels = await repository.stillOut(POLL_BATCH);
    const jobs: NewJob[] = parcels.map((parcel) => ({
      kind: SYNC_JOB,
      dedupeKey: `${SYNC_JOB}:poll:${parcel.orderId}:${window}`,
      orderId: parcel.orderId,
      payload: { orderId: parcel.orderId, ...noCallDetails } satisfies SyncPayload,
    }));
    const added = await repository.insertOutboxJobs(jobs, new Date(now).toISOString());
    if (added > 0) outbox.wake();
    return added;
  }

  return {
    async steadfastWebhook(
      authorization: string | undefined,
      body: SteadfastWebhook,
    ): Promise<WebhookOutcome> {
      if (!(await verify.steadfast(authorization)))
        return { accepted: false, status: 401, message: trackingMessages.refused };
      const consignmentId = String(body.consignment_id);
      const parcel = await repository.findBooked('steadfast', {
        consignmentId,
        invoiceNumber: invoiceNumberOf(body.invoice),
      });
      if (!parcel || (parcel.consignmentId !== '' && parcel.consignmentId !== consignmentId))
        return { accepted: false, status: 404, message: trackingMessages.unknownParcel };
      const meaning = [consignmentId, body.notification_type, body.status, body.updated_at];
      // A tracking message without a time of its own is known by its words.
      if (!body.updated_at) meaning.push(body.tracking_message);
      await signal('steadfast', parcel.orderId, meaning, {
        consignmentHint: consignmentId,
        trackingHint: body.tracking_id ?? '',
        message: body.tracking_message ?? '',
        collected: body.cod_amount ?? null,
        fee: null,
      });
      return { accepted: true };
    },

    /** Pathao's events (not its handshake, which the route answers): an order's is checked, a store's ignored. */
    async pathaoWebhook(signature: string | undefined, body: PathaoWebhook): Promise<WebhookOutcome> {
      if (!(await verify.pathao(signature)))
        return { accepted: false, status: 401, message: trackingMessages.refused };
      if (!body.event.startsWith('order.')) return { accepted: true };
      const consignmentId = body.consignment_id ?? '';
      if (consignmentId === '')
        return { accepted: false, status: 400, message: trackingMessages.noConsignment };
      const parcel = await repository.findBooked('pathao', {
        consignmentId,
        invoiceNumber: invoiceNumberOf(body.merchant_order_id),
      });
      if (!parcel || (parcel.consignmentId !== '' && parcel.consignmentId !== consignmentId))
        return { accepted: false, status: 404, message: trackingMessages.unknownParcel };
      const time = body.updated_at ?? body.timestamp;
      await signal('pathao', parcel.orderId, [consignmentId, body.event, time, time ? null : body.reason], {
        consignmentHint: consignmentId,
        trackingHint: '',
        message: [body.event, body.reason ?? ''].filter(Boolean).join(': '),
        collected: body.collected_amount ?? null,
        fee: null,
      });
      return { accepted: true };
    },

    poll,

    /**
     * Staff ask the courier now (a customer on the phone wants to know where their parcel is): the
     * same status check a webhook or the poll makes, from the outbox, at most once a minute per order.
     */
    async askCourier(orderId: string, now = Date.now()) {
      const parcel = await repository.findByOrder(orderId);
      if (parcel?.state !== 'booked') {
        if (!(await orders.findOrder(orderId))) throw AppError.notFound(orderMessages.notFound);
        throw AppError.conflict(trackingMessages.notWithCourier);
      }
      const job: NewJob = {
        kind: SYNC_JOB,
        dedupeKey: `${SYNC_JOB}:asked:${orderId}:${Math.floor(now / ASK_WINDOW_MS)}`,
        orderId,
        payload: { orderId, ...noCallDetails } satisfies SyncPayload,
      };
      if ((await repository.insertOutboxJobs([job], new Date(now).toISOString())) > 0) outbox.wake();
      const order = await orders.findOrder(orderId);
      if (!order) throw AppError.notFound(orderMessages.notFound);
      return order;
    },

    /** Polls every COURIER_POLL_MINUTES while the instance runs. */
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        poll().catch((error: unknown) => log.error({ err: error }, 'the parcel status poll failed'));
      }, pollMs);
      timer.unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
