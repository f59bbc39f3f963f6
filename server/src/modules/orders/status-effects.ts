import type { OrderStatus } from '@haat/contract';
import type { Db } from '../../db/repository.js';
import type { PurchaseOrigin } from '../conversions/purchase-event.js';

/**
 * Why an order's status is written (decision 047): what it is placed in, or who moved it. The same
 * move can owe different effects by its cause: on hold by staff is not on hold by the fake-order check.
 */
export type MoveCause =
  /** Placed by its customer on the storefront. */
  | 'page-order'
  /** Entered by staff from a Messenger or phone order. */
  | 'staff-entry'
  /** Entered by staff as confirmed (decision 063): it arrives pending, and their confirmation follows. */
  | 'staff-entry-confirmed'
  /** Moved by staff in the back office, one order or many. */
  | 'staff'
  /** Moved to shipped by the courier taking its parcel (decision 035). */
  | 'courier-booking'
  /** Moved by what the courier later says of its parcel (decision 036). */
  | 'courier-sync'
  /** Put on hold by the fake-order check once a courier's history arrived (decision 038). */
  | 'risk-hold'
  /** Released from hold by the right phone code (decision 040). */
  | 'phone-check'
  /** Held for a call because an SMS spend cap stopped its "received" message (decision 056). */
  | 'sms-limit'
  /** Staff taking back their own move within seconds, from its toast (decision 060). */
  | 'staff-undo'
  /** Split off another order by staff (decision 071): pieces already ordered, not a new purchase. */
  | 'order-split';

/**
 * What a move causes besides itself, each written in the move's own transaction so it commits with
 * it or not at all (decision 033):
 * - `sms`: the customer's message of the status moved to (decision 037);
 * - `purchase-event`: Meta's Purchase event, for an order whose placement brought a browser's origin;
 * - `withdraw-sms`: the message of the status left, while it still waits (decision 060).
 */
export type StatusEffect = 'sms' | 'purchase-event' | 'withdraw-sms';

/**
 * How long a staff move can be taken back from its toast (decision 060), and how long the server
 * still accepts it: the toast's seconds and a margin for a slow phone's request.
 */
export const STATUS_UNDO_ACCEPTED_MS = 15_000;
/** A move that may be undone sends its SMS only after the undo can no longer come. */
export const UNDOABLE_SMS_DELAY_MS = STATUS_UNDO_ACCEPTED_MS + 5_000;

interface EffectRule {
  /** The status moved from; `new` for an order being placed; any when left out. */
  from?: OrderStatus | 'new';
  /** The status moved to; any when left out. */
  to?: OrderStatus;
  effects: readonly StatusEffect[];
  /** The move may be undone for a few seconds: its SMS waits until then (decision 060). */
  undoable?: true;
}

/**
 * Every move's effects, by cause and then by the first rule whose statuses match (decision 047).
 * An effect added here (stock given back on cancel and return) reaches every writer of a status.
 */
export const STATUS_EFFECTS: Readonly<Record<MoveCause, readonly EffectRule[]>> = {
  'page-order': [
    // An order the fake-order check or the phone check holds gets no message (decision 054): its
    // number may be a stranger's. The phone check's release sends "received" once the code proves
    // the number; "on hold" is what staff send when they put an order aside themselves.
    { from: 'new', to: 'on_hold', effects: ['purchase-event'] },
    { from: 'new', effects: ['sms', 'purchase-event'] },
  ],
  // No purchase event: no customer's browser behind it, and no ad click to match.
  'staff-entry': [{ from: 'new', effects: ['sms'] }],
  // Told nothing on arriving: the confirmation that follows sends "confirmed", the one message a
  // customer on the phone with staff needs (decision 063).
  'staff-entry-confirmed': [{ from: 'new', to: 'pending', effects: [] }],
  // Undoable from its toast: the message waits out the undo (decision 060).
  staff: [{ effects: ['sms'], undoable: true }],
  'courier-booking': [{ effects: ['sms'] }],
  'courier-sync': [{ effects: ['sms'] }],
  // Told nothing: a hold by the check is the shop's doubt, not news to a real customer, and the
  // "on hold" message would tell a prankster the check caught them (decision 047).
  'risk-hold': [{ from: 'pending', to: 'on_hold', effects: [] }],
  // The customer got "received" when they ordered; the job's key keeps it from going twice.
  'phone-check': [{ from: 'on_hold', to: 'pending', effects: ['sms'] }],
  // The cap stopped a message; another would be stopped too, and the SMS entry already says why.
  'sms-limit': [{ from: 'pending', to: 'on_hold', effects: [] }],
  // Taking a move back tells the customer nothing: the waiting message of the move is withdrawn,
  // and the status returned to is one they were already told of (decision 060).
  'staff-undo': [{ effects: ['withdraw-sms'] }],
  // The customer ordered these pieces once and was told so; the second parcel is the shop's doing,
  // and neither a message nor a Purchase event may count it again (decision 071).
  'order-split': [{ from: 'new', effects: [] }],
};

/** The rule a move follows; a move the table does not declare is a fault, never a silent no-op. */
export function effectRuleOf(cause: MoveCause, from: OrderStatus | 'new', to: OrderStatus): EffectRule {
  const rule = STATUS_EFFECTS[cause].find(
    (rule) => (rule.from === undefined || rule.from === from) && (rule.to === undefined || rule.to === to),
  );
  if (!rule) throw new Error(`no status effects declared for ${cause}: ${from} → ${to}`);
  return rule;
}

/** The effects a move owes. */
export const effectsOf = (
  cause: MoveCause,
  from: OrderStatus | 'new',
  to: OrderStatus,
): readonly StatusEffect[] => effectRuleOf(cause, from, to).effects;

/**
 * The statuses in which an order holds the stock of what it ordered (decision 064): every one but
 * `cancelled` and `returned`. Stock is the same for every cause, so it is not in the table above: a
 * move into these takes it (placed, or a cancelled order opened again), a move out gives it back
 * (cancelled, or a parcel returned). The status move makes each move once, so stock moves once too.
 */
const HOLDS_STOCK: ReadonlySet<OrderStatus> = new Set([
  'pending',
  'confirmed',
  'on_hold',
  'shipped',
  'delivered',
]);

/** What a move does to the order's stock: takes it, gives it back, or leaves it. */
export function stockEffectOf(from: OrderStatus | 'new', to: OrderStatus): 'taken' | 'returned' | null {
  const held = from !== 'new' && HOLDS_STOCK.has(from);
  if (held === HOLDS_STOCK.has(to)) return null;
  return held ? 'returned' : 'taken';
}

/** An order that has just moved to a status (or was placed in it), as an SMS effect is told. */
export interface StatusMove {
  orderId: string;
  to: OrderStatus;
  /** Not sent before this time (ISO): a move that may still be undone (decision 060). */
  notBefore?: string;
}

/** Writes the effect for these moves on `db`, the move's own transaction. */
export type StatusMoveEffects = (db: Db, moves: readonly StatusMove[], now: string) => Promise<void>;

/** Writes Purchase events of new orders, each with the browser origin it was placed from. */
export type PurchaseEffects = (
  db: Db,
  orders: ReadonlyArray<{ orderId: string; origin: PurchaseOrigin }>,
  now: string,
) => Promise<void>;

/** Withdraws the messages still waiting for these orders' statuses (a move undone, decision 060). */
export type WithdrawEffects = (
  db: Db,
  orders: ReadonlyArray<{ orderId: string; status: OrderStatus }>,
) => Promise<void>;

/** Who writes each effect's jobs: the modules that own them, given to the orders at start-up. */
export interface StatusEffectWriters {
  sms: StatusMoveEffects;
  purchaseEvent: PurchaseEffects;
  withdrawSms: WithdrawEffects;
}

export const noStatusEffects: StatusEffectWriters = {
  sms: async () => {},
  purchaseEvent: async () => {},
  withdrawSms: async () => {},
};
