import { createHash } from 'node:crypto';
import {
  type CheckoutDraft,
  type CheckoutDraftListQuery,
  CheckoutDraftListQuerySchema,
  type ConvertCheckoutDraft,
  draftMessages,
  effectivePrice,
  type Order,
  type SaveCheckoutDraftParsed,
  StaffOrderSchema,
} from '@haat/contract';
import { AppError } from '../../lib/errors.js';
import { shopDate, startOfShopDate } from '../../lib/shop-time.js';
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
 * New drafts a day (decision 056): per client address, a few dozen visitors behind one operator's
 * address; for the shop, ten times the orders of a busy day. Past them a save keeps nothing (and
 * says the same as when it keeps): the flood from one address the probe made, 3,000 drafts an hour
 * kept 30 days, stops at a day's worth of real ones.
 */
export const DRAFT_LIMITS = { perAddress: 30, perDay: 2000 } as const;

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
  /** New drafts a client address and the whole shop may open in a shop day (decision 056). */
  limits?: { perAddress: number; perDay: number };
}) {
  const { repository, catalog, placement, keepDays, limits = DRAFT_LIMITS } = deps;
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
    /**
     * Keeps what the visitor typed, in the draft this browser started (decision 056). The answer is
     * the same whether anything was kept: nothing is when the phone has just ordered, or past the
     * drafts a client address or the shop may open a day, and a stranger who types someone's number
     * gets a draft of their own rather than changing theirs. A product not in the catalogue is a 400.
     */
    async save(input: SaveCheckoutDraftParsed, clientAddress: string): Promise<{ received: true }> {
      const products = await catalog.findProductsByIds([
        ...new Set(input.products.map((line) => line.product)),
      ]);
      const unknown = input.products.flatMap((line, index) =>
        products.has(line.product)
          ? []
          : [{ path: `products.${index}.product`, message: draftMessages.unknownProduct }],
      );
      if (unknown.length > 0) throw AppError.badRequest(draftMessages.unknownProduct, unknown);
      const now = Date.now();
      if (await repository.orderedSince(input.phone, new Date(now - ORDERED_COOLDOWN_MS).toISOString()))
        return { received: true };
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
          ownerHash: createHash('sha256').update(input.owner).digest('hex'),
          clientAddress,
        },
        new Date(now).toISOString(),
        { ...limits, dayStart: startOfShopDate(shopDate(new Date(now))) },
      );
      return { received: true };
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
    /**
     * The order from a draft after the call: what staff learnt on it (the fields they send) over what
     * the visitor typed, so a draft of a name and a phone becomes an order too.
     */
    async convert(
      id: string,
      input: ConvertCheckoutDraft,
      origin: OrderOrigin,
      actor: Actor,
    ): Promise<Order> {
      const row = await openDraft(id);
      const parsed = StaffOrderSchema.safeParse({
        name: input.name || row.name,
        phone: row.phone,
        city: input.city || row.city,
        address: input.address || row.address,
        products: input.products ?? JSON.parse(row.lines),
        shipping: input.shipping,
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
