import type { Courier } from '@haat/contract';
import { z } from 'zod';

/**
 * One parcel as a courier is asked to carry it (decision 035), written when staff send the
 * order and kept in the outbox job unchanged: a retry asks for exactly what the first try asked. A
 * schema, because the outbox reads it back from the job (decision 049).
 */
export const ParcelRequestSchema = z.object({
  orderId: z.string(),
  /** `INV-1251`: Steadfast's `invoice` and Pathao's `merchant_order_id`, the courier's idempotency key. */
  invoice: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  /** The cash the rider collects: the order's total, whole taka. */
  cashToCollect: z.number(),
  /** Pieces in the parcel (Pathao's item_quantity). */
  quantity: z.number(),
  weightKg: z.number(),
  itemDescription: z.string(),
  note: z.string(),
});
export type ParcelRequest = z.infer<typeof ParcelRequestSchema>;

/** What the courier did with one parcel. */
export type BookingOutcome =
  | {
      outcome: 'booked';
      consignmentId: string;
      trackingCode: string;
      fee: number | null;
      courierStatus: string;
      /** The courier had it already (a retry after a lost answer): its ids may be unknown. */
      alreadyBooked: boolean;
    }
  /** The courier refused this parcel (its phone, its address): asking again the same way cannot help. */
  | { outcome: 'refused'; message: string };

/**
 * A courier Haat books with. `book` answers an outcome for each parcel it has one for; a parcel left
 * out is not known to be booked and is asked again later (with the same invoice, so never twice). It
 * throws a CourierUnavailable when the courier could not be asked (down, slow, nonsense: retried),
 * or CourierAccountRefused when the account itself was refused (retrying cannot help).
 */
export interface CourierGateway {
  courier: Courier;
  /** Parcels one booking call carries: Steadfast's bulk call takes 500, Pathao's answer is per order. */
  maxPerCall: number;
  /** Whether the account is saved well enough to book, and if not, what the owner must do. */
  readiness(): Promise<{ ready: boolean; message: string }>;
  book(parcels: readonly ParcelRequest[], signal: AbortSignal): Promise<Map<string, BookingOutcome>>;
  /**
   * Where the courier says the parcel is now (its own status word), asked by consignment id, or by
   * invoice when the id is not known; null when the courier has no such parcel of this shop's.
   */
  status(
    parcel: { consignmentId: string; invoice: string },
    signal: AbortSignal,
  ): Promise<{ courierStatus: string; consignmentId: string; trackingCode: string } | null>;
  /**
   * Whether the courier has a parcel with this invoice already (decision 058), asked before any
   * booking attempt after the first: `absent` only when the courier said so; `unknowable` when it
   * has no way to be asked by invoice (Pathao), so the caller must not send blindly.
   */
  find(invoice: string, signal: AbortSignal): Promise<ParcelLookup>;
  /**
   * Whether the courier has a parcel with this consignment id (and tracking code, when given) that
   * is this invoice's, asked before ids from a webhook or from staff are saved (decision 058): its
   * status and ids as the courier confirmed them, or null when it does not know them as this parcel.
   */
  confirm(
    parcel: { invoice: string; consignmentId: string; trackingCode: string },
    signal: AbortSignal,
  ): Promise<{ courierStatus: string; consignmentId: string; trackingCode: string } | null>;
}

/** What a courier says about an invoice before a booking is sent again (decision 058). */
export type ParcelLookup =
  | { found: 'absent' }
  | { found: 'unknowable' }
  /** It has the parcel; its ids are '' where the lookup does not give them (Steadfast's V1 does not). */
  | { found: 'present'; consignmentId: string; trackingCode: string; courierStatus: string };

/** The courier could not be asked now; the booking is tried again later. */
export class CourierUnavailable extends Error {
  override name = 'CourierUnavailable';
  constructor(
    message: string,
    /** Set when the courier said "too many calls": wait this long before the next. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** The courier refused the shop's account (keys, login, store): the owner must fix the settings. */
export class CourierAccountRefused extends Error {
  override name = 'CourierAccountRefused';
}
