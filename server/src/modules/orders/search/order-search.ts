import { normalizeBangladeshiMobile, type OrderStatus } from '@haat/contract';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderFilters } from '../order-records.js';
import {
  type OrderSearchColumn,
  orderSearchIndex,
  SEARCH_INDEX_MIN_CHARACTERS,
  scanContains,
} from './search-index.js';

/**
 * How a search box entry is read: text for names, its digits for phones (Bengali digits and a +88
 * prefix understood), and `INV-1234` or `1234` for an invoice number.
 */
export function parseOrderSearch(raw: string): NonNullable<OrderFilters['search']> {
  const text = raw.trim();
  const asciiDigits = text.replace(/[০-৯]/g, (digit) => String('০১২৩৪৫৬৭৮৯'.indexOf(digit)));
  const digits = asciiDigits.replace(/[\s\-+()]/g, '');
  const phone = normalizeBangladeshiMobile(asciiDigits);
  const phoneDigits = phone ?? (/^\d{3,}$/.test(digits) ? digits : null);
  // An invoice number as staff type it from a printed invoice or a customer's message: INV-1251,
  // INV 1251, #1251, or in Bengali digits (১২৫১): staff type it as an invoice or a message gives it.
  const invoice = /^(?:#|INV(?:[-\s]*#?)?)?\s*(\d{1,9})$/i.exec(asciiDigits);
  return { text, phoneDigits, invoiceNumber: invoice ? Number(invoice[1]) : null };
}

/** A complete Bangladeshi mobile number as the orders store it (normalised on the way in). */
const FULL_PHONE = /^01[3-9]\d{8}$/;

/**
 * Beyond this many matches a search term counts as common (decision 011). A common term's newest
 * page is found sooner by reading the newest orders until enough match (20 matches among at most
 * 10 thousand orders at this density, for a million orders) than by collecting every match from the
 * index and sorting them; a rarer term the other way round.
 */
export const COMMON_TERM_MATCHES = 2000;

/** The part of a search looked for anywhere inside a column: a name, or digits from inside a number. */
interface ContainedTerm {
  column: OrderSearchColumn;
  text: string;
}

type Search = NonNullable<OrderFilters['search']>;

/**
 * A search made of digits is a phone number (or an invoice number), never a name; a whole number and
 * the start of one (`017…`) are looked up on `orders_phone` instead (see `whereFilters`).
 */
function containedTerm({ text, phoneDigits, invoiceNumber }: Search): ContainedTerm | null {
  if (phoneDigits === null)
    return invoiceNumber === null ? { column: 'name', text: text.toLowerCase() } : null;
  if (FULL_PHONE.test(phoneDigits) || phoneDigits.startsWith('0')) return null;
  return { column: 'phone', text: phoneDigits };
}

/** Counted as the engines count characters (code points), not as JavaScript counts UTF-16 units. */
const isShort = (term: ContainedTerm) => [...term.text].length < SEARCH_INDEX_MIN_CHARACTERS;

/**
 * The query shape of the list's filters, chosen so indexes answer the common cases
 * (docs/performance.md): a whole phone number is an equality on `orders_phone`, the start of one
 * (`017…`) a range on it, an invoice number an equality on its unique index, and a search made of
 * digits does not also look at names. `contains` is the condition for a name or inner digits, from
 * the trigram index or from reading orders (`OrderSearch` picks).
 */
function whereFilters(
  eb: ExpressionBuilder<Database, 'orders'>,
  filters: Omit<OrderFilters, 'status'>,
  contains: Expression<SqlBool> | null,
) {
  const conditions = [];
  if (filters.createdFrom) conditions.push(eb('created_at', '>=', filters.createdFrom));
  if (filters.createdBefore) conditions.push(eb('created_at', '<', filters.createdBefore));
  if (filters.search) {
    const { phoneDigits, invoiceNumber } = filters.search;
    const alternatives: Expression<SqlBool>[] = [];
    if (contains) alternatives.push(contains);
    if (phoneDigits !== null && FULL_PHONE.test(phoneDigits))
      alternatives.push(eb('phone', '=', phoneDigits));
    else if (phoneDigits?.startsWith('0')) {
      // The start of a number: a range on the index (stored phones are digits only, and ':' sorts
      // right after '9', so the range holds exactly the numbers that begin with these digits).
      alternatives.push(eb.and([eb('phone', '>=', phoneDigits), eb('phone', '<', `${phoneDigits}:`)]));
    }
    if (invoiceNumber !== null) alternatives.push(eb('invoice_number', '=', invoiceNumber));
    conditions.push(eb.or(alternatives));
  }
  return eb.and(conditions);
}

export const hasNoFilter = (filters: OrderFilters) =>
  !filters.search && !filters.createdFrom && !filters.createdBefore;

/**
 * How the admin list finds the orders matching its filters, and counts them per status. Every path
 * gives the same orders as reading the whole table with `LIKE` did; they differ in cost only
 * (decision 011, figures in docs/performance.md):
 * - a name or inner digits of three characters or more: the trigram index;
 * - shorter: read the orders (a trigram index cannot look up fewer than three characters);
 * - a common term's page: read the newest orders until the page is full, as before the index.
 */
export function createOrderSearch(db: Kysely<Database>, options: { commonTermMatches?: number } = {}) {
  const index = orderSearchIndex(db);
  const commonTermMatches = options.commonTermMatches ?? COMMON_TERM_MATCHES;

  const isCommon = async (term: ContainedTerm, status?: OrderStatus) =>
    (await index.countUpTo(term.column, term.text, commonTermMatches, status)) >= commonTermMatches;

  return {
    /** The condition of one page of the list (the status, when given, is applied by the caller too). */
    async pageCondition(filters: OrderFilters) {
      const term = filters.search ? containedTerm(filters.search) : null;
      let contains: Expression<SqlBool> | null = null;
      if (term) {
        contains =
          isShort(term) || (await isCommon(term, filters.status))
            ? scanContains(term.column, term.text)
            : index.contains(term.column, term.text, filters.status);
      }
      return (eb: ExpressionBuilder<Database, 'orders'>) => whereFilters(eb, filters, contains);
    },

    /**
     * Orders per status under a search and dates (not without either: the caller has kept counts).
     * Counting is what bounds a common term: every match is counted, from the index alone when the
     * term is the only filter (about 0.3 µs a match).
     */
    async countByStatus(filters: Omit<OrderFilters, 'status'>) {
      const term = filters.search ? containedTerm(filters.search) : null;
      let contains: Expression<SqlBool> | null = null;
      if (term && isShort(term)) contains = scanContains(term.column, term.text);
      else if (term) {
        const dated = filters.createdFrom !== undefined || filters.createdBefore !== undefined;
        if (!dated && filters.search?.invoiceNumber === null)
          return index.countByStatus(term.column, term.text);
        // With dates, a common term is counted among the orders of the period instead, read off the
        // date index: a day or a month holds far fewer orders than a common name does in two years.
        contains =
          dated && (await isCommon(term))
            ? scanContains(term.column, term.text)
            : index.contains(term.column, term.text);
      }
      return db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where((eb) => whereFilters(eb, filters, contains))
        .groupBy('status')
        .execute();
    },
  };
}
