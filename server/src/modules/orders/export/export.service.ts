import { pipeline, Readable } from 'node:stream';
import {
  COURIER_NAMES,
  formatInvoiceNumber,
  ORDER_SOURCE_NAMES,
  ORDER_STATUS_NAMES,
  type Order,
  type OrderExportQuery,
  STATUS_REASON_NAMES,
} from '@haat/contract';
import { stringify } from 'csv-stringify';
import { shopDate, shopDateTime } from '../../../lib/shop-time.js';
import { orderFiltersOf } from '../order-filters.js';
import type { ExportRepository } from './export.repository.js';

/**
 * A spreadsheet treats a cell that starts with one of these as a formula: a customer named
 * `=HYPERLINK(...)` would run in the owner's Excel. Excel also reads the full-width signs, and looks
 * past leading spaces and invisible characters (zero-width, byte-order mark, word joiner); a tab or
 * return first is a formula start of its own (OWASP's CSV injection list).
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u200B-\u200D\uFEFF\u2060]*[=+\-@＝＋－＠])/u;
/** Where Excel in a locale whose list separator is `;` (or `,`) would start a new cell. */
const SEPARATOR = /[;,]/;

/**
 * A cell as written (decisions 026, 054): a text cell any of whose pieces between separators could
 * start a formula is kept as text by a leading apostrophe; csv-stringify quotes every cell holding a
 * separator (`quoted_match`), so no locale splits it. A number cell is written as a number.
 */
export const safeCell = (value: string | number): string | number =>
  typeof value === 'string' && value.split(SEPARATOR).some((piece) => FORMULA_START.test(piece))
    ? `'${value}`
    : value;

/**
 * A phone as Excel keeps it (decision 062): digits alone would be read as a number and lose their
 * leading 0, so the cell starts with a tab, which makes Excel keep it as text and shows nothing.
 * Written after `safeCell`, which would take the tab for a formula's start: a phone is digits only
 * (the contract's rule), so nothing after the tab can be one.
 */
export const phoneCell = (phone: string): string =>
  /^\d+$/.test(phone) ? `\t${phone}` : `${safeCell(phone)}`;

/** The columns every row starts with: the order and its customer (`orderCells`). */
const ORDER_HEAD = ['ইনভয়েস', 'তারিখ', 'অবস্থা', 'নাম', 'ফোন', 'শহর', 'ঠিকানা', 'উৎস'];
const PHONE_COLUMN = ORDER_HEAD.indexOf('ফোন');
/** The parcel's columns every row ends with, to check a courier's payout against (`parcelCells`). */
const PARCEL_TAIL = ['কুরিয়ার', 'কনসাইনমেন্ট আইডি', 'ট্র্যাকিং কোড', 'কুরিয়ারের অবস্থা', 'কুরিয়ার ফি', 'আদায়'];
const ORDER_COLUMNS = [
  ...ORDER_HEAD,
  'পণ্য',
  'পণ্যের দাম',
  'ছাড়',
  'ছাড়ের কারণ',
  'ডেলিভারি চার্জ',
  'মোট',
  'অবস্থার কারণ',
  ...PARCEL_TAIL,
];
const LINE_COLUMNS = [
  ...ORDER_HEAD,
  'পণ্য',
  'পরিমাণ',
  'একক দাম',
  'লাইনের দাম',
  'ডেলিভারি চার্জ',
  'অর্ডারের ছাড়',
  'অর্ডারের মোট',
  'অবস্থার কারণ',
  ...PARCEL_TAIL,
];

const unitPrice = (line: Order['products'][number]) =>
  line.product.discountPrice > 0 ? line.product.discountPrice : line.product.price;

/** The cells every row of an order starts with. */
const orderCells = (order: Order) => [
  formatInvoiceNumber(order.invoiceNumber),
  shopDateTime(new Date(order.createdAt)),
  ORDER_STATUS_NAMES[order.status],
  order.name,
  order.phone,
  order.city,
  order.address,
  ORDER_SOURCE_NAMES[order.source],
];

/** Why staff cancelled or held it (decision 061), with the note of `other`; empty otherwise. */
const reasonCell = (order: Order) =>
  order.statusReason
    ? [STATUS_REASON_NAMES[order.statusReason], order.statusNote].filter(Boolean).join(': ')
    : '';
/**
 * The parcel as the courier knows it; empty cells for an order never sent. The cash collected is the
 * order's total once it is delivered (cash on delivery), 0 once it came back, and empty while the
 * parcel is still out: the same figure the dashboard counts as delivered.
 */
const parcelCells = (order: Order): Array<string | number> => {
  const { parcel } = order;
  if (!parcel) return PARCEL_TAIL.map(() => '');
  const collected = order.status === 'delivered' ? order.total : order.status === 'returned' ? 0 : '';
  return [
    COURIER_NAMES[parcel.courier],
    parcel.consignmentId,
    parcel.trackingCode,
    parcel.courierStatus,
    parcel.fee ?? '',
    collected,
  ];
};

function* rowsOf(order: Order, perLine: boolean): Generator<Array<string | number>> {
  if (!perLine) {
    const products = order.products.map((line) => `${line.product.title} × ${line.quantity}`).join('; ');
    // The lines' sum: the total less shipping, plus the discount staff gave.
    const subtotal = order.total - order.shipping + order.discount;
    yield [
      ...orderCells(order),
      products,
      subtotal,
      order.discount,
      order.discountReason,
      order.shipping,
      order.total,
      reasonCell(order),
      ...parcelCells(order),
    ];
    return;
  }
  for (const line of order.products) {
    const price = unitPrice(line);
    yield [
      ...orderCells(order),
      line.product.title,
      line.quantity,
      price,
      price * line.quantity,
      order.shipping,
      order.discount,
      order.total,
      reasonCell(order),
      ...parcelCells(order),
    ];
  }
}

/**
 * The order export (decision 026): every order the list's filters match, as CSV that Excel opens
 * with Bengali intact (UTF-8 with a byte-order mark), one row per order or per ordered product. The
 * rows are written as the orders are read, a batch at a time (csv-stringify, back-pressure included),
 * so a hundred thousand orders never sit in memory at once.
 */
export function createOrderExportService(deps: { repository: ExportRepository; batchSize?: number }) {
  const { repository, batchSize } = deps;
  return {
    /** The file's name and its rows as a stream. Bad dates are refused before anything is sent. */
    exportCsv(
      query: OrderExportQuery & { lines: boolean },
      now = new Date(),
    ): { fileName: string; body: Readable } {
      const filters = orderFiltersOf(query);
      const perLine = query.lines;
      async function* records() {
        for await (const orders of repository.streamOrders(filters, batchSize))
          for (const order of orders)
            for (const row of rowsOf(order, perLine))
              yield row.map((cell, index) =>
                index === PHONE_COLUMN ? phoneCell(String(cell)) : safeCell(cell),
              );
      }
      const csv = stringify({
        bom: true,
        header: true,
        columns: perLine ? LINE_COLUMNS : ORDER_COLUMNS,
        quoted_match: SEPARATOR,
      });
      // pipeline, not pipe: a failed read destroys the CSV stream too, so the download ends (and the
      // route logs why) instead of hanging half-written.
      const body = pipeline(Readable.from(records()), csv, () => undefined);
      return { fileName: `haat-orders-${shopDate(now)}${perLine ? '-lines' : ''}.csv`, body };
    },
  };
}

export type OrderExportService = ReturnType<typeof createOrderExportService>;
