import { type Kysely, sql } from 'kysely';
import {
  rebuildOrderSearchIndex,
  SEARCH_INDEX_LAYOUT_0003,
  SEARCH_INDEX_LAYOUT_0008,
} from '../../modules/orders/search/search-index.js';

/** The statuses the order desk adds to the product spec's four (decision 024). */
const NEW_STATUSES = ['confirmed', 'on_hold', 'returned'];

/**
 * The cash-on-delivery statuses (decision 024): a kept count for each (migration 0002's
 * `order_status_counts`, empty at first), and SQLite's search index rebuilt with room for seven
 * statuses in its rowids. No order changes status here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const status of NEW_STATUSES) {
    await sql`insert into order_status_counts (status, count)
      select ${status}, count(*) from orders where status = ${status}`.execute(db);
  }
  await rebuildOrderSearchIndex(db, SEARCH_INDEX_LAYOUT_0008);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildOrderSearchIndex(db, SEARCH_INDEX_LAYOUT_0003);
  for (const status of NEW_STATUSES)
    await sql`delete from order_status_counts where status = ${status}`.execute(db);
}
