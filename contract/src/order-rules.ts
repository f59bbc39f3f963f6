/**
 * The order desk's rules and words that pages need without validating anything: statuses and their
 * moves, sources, what may be edited, limits. This module builds no zod schema, so a back-office page
 * that imports only these (the order list) does not load zod (decision 032: the orders screen's budget).
 */

/**
 * An order's life in a cash-on-delivery shop (decision 024), in the order staff meet them: it arrives
 * `pending`; a call makes it `confirmed`, or `on_hold` when the customer cannot be reached or asks to
 * wait; it is `shipped` with the courier, then `delivered` (the cash is collected) or `returned` (the
 * parcel came back); `cancelled` ends it before it leaves. The product spec's four keep their names.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'on_hold',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves the business makes, from each status (decision 024). A returned parcel is final; a
 * cancelled order may be opened again when the customer calls back; a parcel with the courier can
 * only come back or be delivered. Setting the status an order already has is no move and always allowed.
 */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'on_hold', 'shipped', 'cancelled'],
  confirmed: ['shipped', 'on_hold', 'pending', 'cancelled'],
  on_hold: ['confirmed', 'pending', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  returned: [],
  cancelled: ['pending'],
};

/** Whether an order may go from one status to another (the same status always may). */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  from === to || ORDER_STATUS_MOVES[from].includes(to);

/** Each status in the back office's words; the server's refusals name them the same way. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'অপেক্ষমাণ',
  confirmed: 'নিশ্চিত',
  on_hold: 'স্থগিত',
  shipped: 'পাঠানো হয়েছে',
  delivered: 'ডেলিভারি হয়েছে',
  returned: 'ফেরত এসেছে',
  cancelled: 'বাতিল',
};

/**
 * Where an order came from (decision 027): the landing page, or staff entering one taken on Messenger or
 * on the phone. Shown in the list and the export.
 */
export const ORDER_SOURCES = ['web', 'messenger', 'phone'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const ORDER_SOURCE_NAMES: Record<OrderSource, string> = {
  web: 'ওয়েবসাইট',
  messenger: 'মেসেঞ্জার',
  phone: 'ফোন',
};

/**
 * The statuses in which staff may still change what was ordered (decision 027): until it leaves with
 * the courier. A shipped, delivered or returned parcel is what it was; a cancelled order is opened
 * again (to pending) before it is changed.
 */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'on_hold'];
export const canEditOrder = (status: OrderStatus): boolean => EDITABLE_ORDER_STATUSES.includes(status);

/** The most a discount's reason says: "পুরনো ক্রেতা, ৫০ টাকা কম" — a line, not a letter. */
export const MAX_DISCOUNT_REASON_LENGTH = 200;

/** The list's order: newest first (the spec's), or oldest first to work through the queue. */
export const ORDER_LIST_SORTS = ['newest', 'oldest'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/** The most orders one bulk call names, or one filter may reach (decision 031). */
export const MAX_BULK_ORDERS = 1000;
/** The most orders one printable document holds. */
export const MAX_PRINT_ORDERS = 100;

/**
 * An administrator's role (decision 028): `admin`, the shop's owner, may do everything (the
 * product spec's one role, so existing clients keep reading `admin`); `staff`, order staff, work the
 * order desk only — orders, customers, timeline and notes — and never content, administrators or
 * settings.
 */
export const ADMIN_ROLES = ['admin', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE_NAMES: Record<AdminRole, string> = { admin: 'মালিক', staff: 'অর্ডার স্টাফ' };

// Here, without zod, because the back office's shell asks them on every screen (decision 032).
/** Who sees the shop's money on the dashboard: owners; order staff see counts (decision 063). */
export const seesShopMoney = (user: { role: AdminRole }): boolean => user.role === 'admin';

/** Who may download the order export: owners, and order staff an owner granted it (decision 063). */
export const mayExport = (user: { role: AdminRole; canExport: boolean }): boolean =>
  user.role === 'admin' || user.canExport;

/** The most orders one customer page lists (newest first); the counts and totals cover them all. */
export const MAX_CUSTOMER_ORDERS = 200;

/**
 * The `event_id` of an order's Purchase, the same in the browser's data-layer event and in the
 * server's Conversions API event, so Meta counts the sale once (decision 033; Meta's
 * deduplicate-pixel-and-server-events). Here, without zod, because the storefront uses it.
 */
export const purchaseEventId = (orderId: string): string => `order-${orderId}`;

/**
 * How long a status change from the back office can be taken back from its toast, in seconds
 * (decision 060). The server accepts the undo a little longer, for a slow phone's request, and
 * holds the move's SMS until then.
 */
export const STATUS_UNDO_SECONDS = 8;

/**
 * Why staff cancel an order or put it on hold, as one tap (decision 061): the common answers of the
 * morning's calls, and `other` with a note. A hold by the fake-order check has its own reasons (the
 * order's risk) and is told apart as `risk`.
 */
export const STATUS_REASONS = [
  'refused',
  'unreachable',
  'fake',
  'duplicate',
  'out_of_stock',
  'other',
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];
export const STATUS_REASON_NAMES: Record<StatusReason, string> = {
  refused: 'ক্রেতা নেননি',
  unreachable: 'ফোনে পাওয়া যায়নি',
  fake: 'ভুয়া অর্ডার',
  duplicate: 'একই অর্ডার আগেও',
  out_of_stock: 'স্টকে নেই',
  other: 'অন্য কারণ',
};
/** The statuses a reason is asked for: the ones an order is put aside in. */
export const STATUSES_WITH_REASON: readonly OrderStatus[] = ['on_hold', 'cancelled'];
/** The longest note with `other`: a line. */
export const MAX_STATUS_NOTE_LENGTH = 200;
