import type {
  Courier,
  Order,
  OrderEditSnapshot,
  OrderEvent,
  OrderRisk,
  OrderSource,
  OrderStatus,
  Parcel,
  PhoneCheckState,
  SmsGateway,
  StatusReason,
} from '@haat/contract';
import { MAX_COURIER_TAKA } from '@haat/contract';
import type { Insertable, Selectable } from 'kysely';
import type { OrderEventTable, OrderLineTable, OrderTable } from '../../db/schema.js';

// What the orders' parts share: the order as the placement writes it, the row mapping every read
// uses, and the list's filters that the search turns into SQL.

export interface NewOrder {
  id: string;
  status: OrderStatus;
  name: string;
  phone: string;
  city: string;
  address: string;
  shipping: number;
  subtotal: number;
  discount: number;
  discountReason: string;
  total: number;
  note: string;
  source: OrderSource;
  createdAt: string;
  /** The fake-order assessment it arrives with (decision 038); null for an order staff entered. */
  risk: OrderRisk | null;
  /** The storefront's device id, when the browser sent one. */
  deviceId: string | null;
  /** `waiting` when a code is sent to the phone to confirm it (decision 040); null when none is asked. */
  phoneCheck: PhoneCheckState | null;
  lines: Array<{
    id: string;
    productId: string;
    title: string;
    img: string;
    price: number;
    discountPrice: number;
    quantity: number;
    /** The size ordered (decision 064): its id, name and grams per unit as they were. */
    sizeId: string | null;
    sizeName: string;
    weightGrams: number | null;
  }>;
}

/** An order's line as read, as a line to write again: its id and the snapshot it was ordered at. */
export const storedLine = (line: Order['products'][number]): NewOrder['lines'][number] => ({
  id: line._id,
  productId: line.product._id,
  title: line.product.title,
  img: line.product.img,
  price: line.product.price,
  discountPrice: line.product.discountPrice,
  quantity: line.quantity,
  sizeId: line.size._id,
  sizeName: line.size.name,
  weightGrams: line.weightGrams,
});

/** An order's rows as the API answers it. */
/** An order's row as read, or as just inserted: a new order has no status reason yet (decision 061). */
type OrderRow = Omit<Selectable<OrderTable>, 'status_reason' | 'status_note'> &
  Partial<Pick<Selectable<OrderTable>, 'status_reason' | 'status_note'>>;

export function toOrder(row: OrderRow, lines: Selectable<OrderLineTable>[]): Order {
  return {
    _id: row.id,
    invoiceNumber: row.invoice_number,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    phone: row.phone,
    city: row.city,
    address: row.address,
    shipping: row.shipping,
    discount: row.discount,
    discountReason: row.discount_reason,
    total: row.total,
    shippingInfo: { note: row.note },
    products: lines.map((line) => ({
      _id: line.id,
      quantity: line.quantity,
      product: {
        _id: line.product_id,
        title: line.title,
        img: line.img,
        price: line.price,
        discountPrice: line.discount_price,
      },
      size: { _id: line.size_id, name: line.size_name },
      weightGrams: line.weight_grams === null ? null : Number(line.weight_grams),
    })),
    source: row.source,
    version: row.version,
    parcel: toParcel(row),
    risk: row.risk === null ? null : (JSON.parse(row.risk) as OrderRisk),
    phoneCheck: row.phone_check,
    statusReason: row.status_reason ?? null,
    statusNote: row.status_note ?? '',
  };
}

/** A new order's parcel columns: not sent to any courier yet. */
export const NO_PARCEL = {
  parcel_courier: null,
  parcel_state: null,
  parcel_job_id: null,
  parcel_consignment_id: '',
  parcel_tracking_code: '',
  parcel_fee: null,
  parcel_courier_status: '',
  parcel_error: '',
  parcel_requested_at: null,
  parcel_booked_at: null,
  parcel_create_calls: 0,
} as const;

/**
 * A courier's fee as stored, or null when it is not one a courier could charge: a row written before
 * courier input was bounded (decision 036) must not make every read of its order fail.
 */
const storedFee = (value: unknown): number | null => {
  const fee = value === null || value === undefined ? Number.NaN : Number(value);
  return Number.isSafeInteger(fee) && fee >= 0 && fee <= MAX_COURIER_TAKA ? fee : null;
};

/** The order's parcel columns (migration 0014) as the API answers them; null until it was sent. */
export function toParcel(row: OrderRow): Parcel | null {
  if (!row.parcel_courier || !row.parcel_state) return null;
  return {
    courier: row.parcel_courier,
    state: row.parcel_state,
    consignmentId: row.parcel_consignment_id,
    trackingCode: row.parcel_tracking_code,
    fee: storedFee(row.parcel_fee),
    courierStatus: row.parcel_courier_status,
    error: row.parcel_error,
    requestedAt: row.parcel_requested_at ?? row.updated_at,
    bookedAt: row.parcel_booked_at,
  };
}

/** Who did something to an order: an administrator, by id and by the name they had then. */
export interface Actor {
  id: string;
  name: string;
}

/** A timeline entry to write (migration 0009); `data` is the kind's details (contract's OrderEventSchema). */
export type NewOrderEvent = { id: string; orderId: string; at: string; actor: Actor | null } & (
  | {
      kind: 'created';
      data: {
        address: string;
        userAgent: string;
        source?: OrderSource;
        device?: string;
        held?: boolean;
        phoneCheck?: boolean;
      };
    }
  | { kind: 'risk'; data: OrderRisk }
  | {
      kind: 'phone-check';
      data: {
        action: 'sent' | 'failed' | 'confirmed' | 'locked';
        round: number;
        answer?: string;
        released?: boolean;
      };
    }
  | { kind: 'edited'; data: { before: OrderEditSnapshot; after: OrderEditSnapshot } }
  | {
      kind: 'status';
      data: { from: OrderStatus; to: OrderStatus; undo?: boolean; reason?: StatusReason; note?: string };
    }
  | { kind: 'note'; data: { text: string } }
  | {
      kind: 'stock';
      data: {
        change: 'taken' | 'returned';
        lines: Array<{ size: string; title: string; quantity: number }>;
      };
    }
  | { kind: 'printed'; data: { paper: 'a4' | 'thermal' | 'labels' } }
  | { kind: 'courier'; data: CourierEventData }
  | {
      kind: 'sms';
      data: {
        outcome: 'sent' | 'failed';
        status: OrderStatus;
        gateway: SmsGateway;
        to: string;
        text: string;
        parts: number;
        answer: string;
      };
    }
);

/** A courier entry's details (contract's OrderEventSchema, kind `courier`). */
export interface CourierEventData {
  action: 'requested' | 'booked' | 'failed' | 'update';
  courier: Courier;
  consignmentId?: string;
  trackingCode?: string;
  fee?: number | null;
  courierStatus?: string;
  message?: string;
}

export const toOrderEventRow = (event: NewOrderEvent): Insertable<OrderEventTable> => ({
  id: event.id,
  order_id: event.orderId,
  kind: event.kind,
  at: event.at,
  actor_id: event.actor?.id ?? null,
  actor_name: event.actor?.name ?? null,
  data: JSON.stringify(event.data),
});

/** A timeline row as the API answers it. */
export const toOrderEvent = (row: Selectable<OrderEventTable>): OrderEvent => {
  const data = JSON.parse(row.data);
  // A courier entry's fee written before courier input was bounded is left out, not answered.
  if (row.kind === 'courier' && data.fee !== undefined && data.fee !== null && storedFee(data.fee) === null)
    delete data.fee;
  return {
    _id: row.id,
    kind: row.kind,
    at: row.at,
    by: row.actor_id ? { _id: row.actor_id, name: row.actor_name ?? '' } : null,
    data,
  } as OrderEvent;
};

/** What the back office narrows the order list by; every field optional. */
export interface OrderFilters {
  status?: OrderStatus | undefined;
  /** Only orders put aside for this reason, or without one (`none`); the list's page only (decision 061). */
  reason?: StatusReason | 'none' | undefined;
  /** Matches a name (contains), a phone (contains its digits) or an invoice number (exact). */
  search?: { text: string; phoneDigits: string | null; invoiceNumber: number | null } | undefined;
  /** Inclusive lower and exclusive upper bound of `created_at`, ISO UTC. */
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
  /** Only these orders (the ones picked on the list). */
  ids?: readonly string[] | undefined;
}

/**
 * Rows per multi-row statement: far below the engines' limits on bound values (SQLite 32,766,
 * PostgreSQL 65,535) even for the widest table, whatever a batch holds.
 */
const ROWS_PER_STATEMENT = 500;

/** `items` cut into statements' worth of rows. */
export function chunks<T>(items: readonly T[]): T[][] {
  const result = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT)
    result.push(items.slice(start, start + ROWS_PER_STATEMENT));
  return result;
}
