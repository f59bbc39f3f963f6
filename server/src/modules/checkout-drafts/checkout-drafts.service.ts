import {
  type CheckoutDraft,
  type CheckoutDraftListQuery,
  CheckoutDraftListQuerySchema,
  effectivePrice,
  type Order,
  type SaveCheckoutDraftParsed,
  StaffOrderSchema,
} from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { Actor } from '../orders/order-records.js';
import type { OrderOrigin, OrderPlacementService } from '../orders/placement/placement.service.js';
import type { CheckoutDraftsRepository, DraftRow } from './checkout-drafts.repository.js';

export const draftServiceMessages = {
  notFound: 'এই অসম্পূর্ণ অর্ডারটি আর নেই',
  notOpen: 'এই অসম্পূর্ণ অর্ডারটি আগেই বন্ধ হয়েছে (অর্ডার হয়েছে বা বাদ দেওয়া হয়েছে)',
  incomplete: 'অর্ডার করতে নাম, শহর, ঠিকানা আর অন্তত একটি পণ্য লাগবে: ক্রেতার কাছ থেকে জেনে নতুন অর্ডার ফর্মে দিন',
} as const;

/** A visitor who has just ordered is not "incomplete": the same phone's saves are ignored this long after. */
const ORDERED_COOLDOWN_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Incomplete checkouts (decision 039): the storefront keeps the order form's
 * contents; staff list them, call, and make the order in one tap (priced by the server through the
 * placement's staff path) or dismiss them. Drafts are deleted `keepDays` after their last change.
 */
export function createCheckoutDraftsService(deps: {
  repository: CheckoutDraftsRepository;
  catalog: CatalogService;
  placement: OrderPlacementService;
  /** Days a draft is kept after its last change (CHECKOUT_DRAFT_DAYS). */
  keepDays: number;
}) {
  const { repository, catalog, placement, keepDays } = deps;
  let sweeper: NodeJS.Timeout | null = null;

  /** A draft as staff see it: its basket at today's prices; products since removed are left out. */
  async function toDrafts(rows: readonly DraftRow[]): Promise<CheckoutDraft[]> {
    const linesOf = new Map(
      rows.map((row) => [row.id, JSON.parse(row.lines) as Array<{ product: string; quantity: number }>]),
    );
    const products = await catalog.findProductsByIds([
      ...new Set([...linesOf.values()].flat().map((line) => line.product)),
    ]);
    return rows.map((row) => {
      const lines = (linesOf.get(row.id) ?? []).flatMap((line) => {
        const product = products.get(line.product);
        return product
          ? [
              {
                product: {
                  _id: product._id,
                  title: product.title,
                  img: product.img,
                  price: effectivePrice(product),
                },
                quantity: line.quantity,
              },
            ]
          : [];
      });
      const shipping = row.shipping === null ? null : Number(row.shipping);
      return {
        _id: row.id,
        phone: row.phone,
        name: row.name,
        city: row.city,
        address: row.address,
        products: lines,
        shipping,
        total: lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0) + (shipping ?? 0),
        state: row.state,
        order:
          row.order_id !== null && row.invoice_number !== null
            ? { _id: row.order_id, invoiceNumber: Number(row.invoice_number) }
            : null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }

  async function openDraft(id: string): Promise<DraftRow> {
    const row = await repository.find(id);
    if (!row) throw AppError.notFound(draftServiceMessages.notFound);
    if (row.state !== 'open') throw AppError.conflict(draftServiceMessages.notOpen);
    return row;
  }

  const sweep = (now = Date.now()) =>
    repository.deleteBefore(new Date(now - keepDays * DAY_MS).toISOString());

  return {
    /** Keeps what the visitor typed; nothing when the phone has just ordered (answers whether it kept it). */
    async save(input: SaveCheckoutDraftParsed): Promise<{ saved: boolean }> {
      const now = Date.now();
      if (await repository.orderedSince(input.phone, new Date(now - ORDERED_COOLDOWN_MS).toISOString()))
        return { saved: false };
      await repository.save(
        {
          phone: input.phone,
          name: input.name,
          city: input.city,
          address: input.address,
          lines: input.products.map((line) => ({
            product: line.product,
            size: line.size,
            quantity: line.quantity,
          })),
          shipping: input.shipping ?? null,
          deviceId: input.device ?? null,
        },
        new Date(now).toISOString(),
      );
      return { saved: true };
    },

    async list(query: CheckoutDraftListQuery) {
      const { state, page, limit } = CheckoutDraftListQuerySchema.parse(query);
      const { rows, total } = await repository.list(state, limit, (page - 1) * limit);
      return { drafts: await toDrafts(rows), meta: { page, limit, total } };
    },

    /**
     * Makes the order from an open draft after staff called the visitor: the placement's staff path
     * (the shop's prices and fees, source `phone`), with the draft as its Idempotency-Key, so a
     * double tap makes one order. A draft lacking what an order needs is refused with its fields.
     */
    async convert(id: string, shipping: number, origin: OrderOrigin, actor: Actor): Promise<Order> {
      const row = await openDraft(id);
      const parsed = StaffOrderSchema.safeParse({
        name: row.name,
        phone: row.phone,
        city: row.city,
        address: row.address,
        products: JSON.parse(row.lines),
        shipping,
        source: 'phone',
      });
      if (!parsed.success)
        throw AppError.badRequest(
          draftServiceMessages.incomplete,
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      const { order } = await placement.placeStaffOrder(parsed.data, `checkout-draft:${id}`, origin, actor);
      await repository.close(id, 'converted', order._id, nowIso());
      return order;
    },

    async dismiss(id: string): Promise<CheckoutDraft> {
      await openDraft(id);
      if (!(await repository.close(id, 'dismissed', null, nowIso())))
        throw AppError.conflict(draftServiceMessages.notOpen);
      const row = await repository.find(id);
      if (!row) throw AppError.notFound(draftServiceMessages.notFound);
      const [draft] = await toDrafts([row]);
      if (!draft) throw new Error('unreachable: one row gives one draft');
      return draft;
    },

    /** Deletes drafts older than `keepDays`; runs hourly once started (every instance: it is idempotent). */
    sweep,
    start(): void {
      if (sweeper) return;
      void sweep().catch(() => {});
      sweeper = setInterval(() => void sweep().catch(() => {}), SWEEP_EVERY_MS);
      sweeper.unref();
    },
    stop(): void {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    },
  };
}

export type CheckoutDraftsService = ReturnType<typeof createCheckoutDraftsService>;
