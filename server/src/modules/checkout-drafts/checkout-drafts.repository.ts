import type { CheckoutDraftState } from '@haat/contract';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import type { CheckoutDraftTable } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** A draft's contents as the storefront sent them (the phone already normalised). */
export interface DraftContents {
  phone: string;
  name: string;
  city: string;
  address: string;
  lines: Array<{ product: string; quantity: number }>;
  shipping: number | null;
  deviceId: string | null;
  /** SHA-256 of the browser's own token: the draft is this browser's. */
  ownerHash: string;
  clientAddress: string;
}

export type DraftRow = Selectable<CheckoutDraftTable> & { invoice_number: number | null };

/**
 * Closes the open drafts of these phones as ordered, naming each phone's order: called by every
 * order write inside its own transaction, so a phone that orders (on the page or through staff)
 * leaves no open draft behind.
 */
export async function closeDraftsOfOrders(
  db: Db,
  orders: ReadonlyArray<{ phone: string; orderId: string }>,
  now: string,
): Promise<void> {
  const byPhone = new Map(orders.map((order) => [order.phone, order.orderId]));
  for (const [phone, orderId] of byPhone)
    await db
      .updateTable('checkout_drafts')
      .set({ state: 'ordered', order_id: orderId, updated_at: now })
      .where('phone', '=', phone)
      .where('state', '=', 'open')
      .execute();
}

/** Incomplete checkouts (migration 0017): one open draft per phone, the list, closing and deleting them. */
export function createCheckoutDraftsRepository(db: Db) {
  return defineRepository(db, (db) => ({
    /**
     * Keeps this browser's open draft of the phone up to date, or opens one while the day's limits
     * allow (the drafts opened since `dayStart` from the address, and by everyone). Two saves at once
     * from one browser: the second finds the unique index taken and updates the draft the first made.
     * Answers whether anything was kept.
     */
    async save(
      contents: DraftContents,
      now: string,
      limits: { perAddress: number; perDay: number; dayStart: string },
    ): Promise<boolean> {
      const values = {
        name: contents.name,
        city: contents.city,
        address: contents.address,
        lines: JSON.stringify(contents.lines),
        shipping: contents.shipping,
        device_id: contents.deviceId,
        updated_at: now,
      };
      const update = (trx: Db) =>
        trx
          .updateTable('checkout_drafts')
          .set(values)
          .where('phone', '=', contents.phone)
          .where('owner_hash', '=', contents.ownerHash)
          .where('state', '=', 'open')
          .executeTakeFirst();
      const openedToday = async (trx: Db, address: string | null) =>
        Number(
          (
            await trx
              .selectFrom('checkout_drafts')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('created_at', '>=', limits.dayStart)
              .$if(address !== null, (query) => query.where('client_address', '=', address as string))
              .executeTakeFirstOrThrow()
          ).count,
        );
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(db, async (trx) => {
            if (Number((await update(trx)).numUpdatedRows) > 0) return true;
            if (
              (await openedToday(trx, contents.clientAddress)) >= limits.perAddress ||
              (await openedToday(trx, null)) >= limits.perDay
            )
              return false;
            await trx
              .insertInto('checkout_drafts')
              .values({
                id: newId(),
                phone: contents.phone,
                state: 'open',
                order_id: null,
                created_at: now,
                owner_hash: contents.ownerHash,
                client_address: contents.clientAddress,
                ...values,
              })
              .execute();
            return true;
          });
        } catch (error) {
          // (Raw engine error here: the repository's own translation applies at its methods' edge.)
          if (attempt < 2 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** Whether the phone placed an order since then: a visitor who has just ordered leaves no draft. */
    async orderedSince(phone: string, sinceIso: string): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('phone', '=', phone)
        .where('created_at', '>=', sinceIso)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async list(state: CheckoutDraftState, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('checkout_drafts')
          .leftJoin('orders', 'orders.id', 'checkout_drafts.order_id')
          .selectAll('checkout_drafts')
          .select('orders.invoice_number')
          .where('checkout_drafts.state', '=', state)
          .orderBy('checkout_drafts.updated_at', 'desc')
          .orderBy('checkout_drafts.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('checkout_drafts')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('state', '=', state)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as DraftRow[], total: Number(count.count) };
    },

    async find(id: string): Promise<DraftRow | null> {
      const row = await db
        .selectFrom('checkout_drafts')
        .leftJoin('orders', 'orders.id', 'checkout_drafts.order_id')
        .selectAll('checkout_drafts')
        .select('orders.invoice_number')
        .where('checkout_drafts.id', '=', id)
        .executeTakeFirst();
      return (row as DraftRow | undefined) ?? null;
    },

    /**
     * Closes a draft: dismissed from open, or converted once staff made its order (from open, or
     * from ordered by that same order: the order's own write closed it first). False when it was not
     * in a state to close so.
     */
    async close(id: string, to: 'dismissed' | 'converted', orderId: string | null, now: string) {
      const result = await db
        .updateTable('checkout_drafts')
        .set({ state: to, order_id: orderId, updated_at: now })
        .where('id', '=', id)
        .where((eb) =>
          to === 'converted' && orderId !== null
            ? eb.or([
                eb('state', '=', 'open'),
                eb.and([eb('state', '=', 'ordered'), eb('order_id', '=', orderId)]),
              ])
            : eb('state', '=', 'open'),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the drafts last touched before then, whatever their state. */
    async deleteBefore(beforeIso: string): Promise<number> {
      const result = await db
        .deleteFrom('checkout_drafts')
        .where('updated_at', '<', beforeIso)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  }));
}

export type CheckoutDraftsRepository = ReturnType<typeof createCheckoutDraftsRepository>;
