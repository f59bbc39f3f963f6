import { CourierSchema, OrderStatusSchema } from '@haat/contract';
import { z } from 'zod';
import { PurchaseOriginSchema } from '../conversions/purchase-event.js';
import { ParcelRequestSchema } from '../couriers/courier.js';

/** Kinds of job, each with the schema of the payload it carries. */
export type JobRegistry = Readonly<Record<string, z.ZodType>>;

/**
 * Every kind of outbox job the server sends and the payload it carries (decision 049). A producer
 * writes a job of a kind with a payload of that kind's shape (a wrong one does not compile); the
 * worker parses the stored payload before the kind's handler runs, and parks a job whose payload
 * does not parse (one written by an older or newer version) with the field that failed, so a
 * handler never meets an `undefined` it was promised. Each kind's handler is registered by its
 * module's service (`outbox.register`); each is named for the owner in the contract's
 * OUTBOX_JOB_NAMES. A change to a payload's shape must read the jobs already written: add a field
 * with a default, or a new kind.
 */
export const outboxJobs = {
  /** Meta's Purchase for an order placed on the page (decision 033): what its request saw of the browser. */
  'facebook.purchase': PurchaseOriginSchema,
  /** An order's SMS (decision 037): which order, and the status it moved to. */
  'sms.order-status': z.object({ orderId: z.string(), status: OrderStatusSchema }),
  /** A courier booking (decision 035): everything the courier is asked, fixed when staff sent it. */
  'courier.book': z.object({
    bookingId: z.string(),
    courier: CourierSchema,
    actor: z.object({ id: z.string(), name: z.string() }),
    parcels: z.array(ParcelRequestSchema),
  }),
  /** A parcel's status check (decision 036): the order, and what the courier's call said besides its status. */
  'courier.sync': z.object({
    orderId: z.string(),
    /** The consignment id a Pathao call named, for a parcel booked without one (decision 035). */
    consignmentHint: z.string(),
    /** The tracking code a Steadfast call named (`tracking_id`), checked with the id (decision 058). */
    trackingHint: z.string().default(''),
    /** The courier's own words: a tracking message, an event and its reason. */
    message: z.string(),
    /** Cash collected on a partial delivery, as the call said. */
    collected: z.number().nullable(),
    /** Unused: a fee is never taken from a call's body (decision 036); kept for jobs already queued. */
    fee: z.number().nullable(),
  }),
  /** Steadfast's history of a new order's phone (decision 038); the order is the job's own. */
  'risk.courier-history': z.object({ phone: z.string() }),
  /** An order's phone code (decision 040): which of its codes it sends; a newer one supersedes it. */
  'phone-check.code': z.object({ round: z.number().int().positive() }),
} as const satisfies JobRegistry;

export type OutboxJobs = typeof outboxJobs;
export type JobKind = keyof OutboxJobs;
/** The payload a handler of kind `K` is given: parsed, of its schema's shape. */
export type JobPayload<K extends JobKind> = z.output<OutboxJobs[K]>;
