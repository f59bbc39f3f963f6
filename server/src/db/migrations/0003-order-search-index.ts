import type { Kysely } from 'kysely';
import {
  createOrderSearchIndex,
  dropOrderSearchIndex,
  SEARCH_INDEX_LAYOUT_0003,
} from '../../modules/orders/search/search-index.js';

/**
 * A trigram index of orders' names and phones, so the back office finds a name, or digits from inside
 * a number, without reading every order (decision 011). The only migration whose DDL differs
 * by engine, so it lives beside the search that reads it (modules/orders/search/search-index.ts);
 * existing orders are indexed here too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createOrderSearchIndex(db, SEARCH_INDEX_LAYOUT_0003);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropOrderSearchIndex(db);
}
