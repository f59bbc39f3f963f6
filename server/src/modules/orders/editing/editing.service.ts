import {
  canEditOrder,
  type EditOrderParsed,
  effectivePrice,
  type Order,
  type OrderEditSnapshot,
  orderTotals,
} from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { nowIso } from '../../../lib/time.js';
import type { CatalogService } from '../../catalog/catalog.service.js';
import type { SettingsService } from '../../settings/settings.service.js';
import { orderMessages } from '../order-messages.js';
import { type Actor, storedLine } from '../order-records.js';
import {
  checkDiscount,
  checkShippingFee,
  lineKey,
  type PricedLine,
  priceLines,
} from '../placement/pricing.js';
import type { EditingRepository } from './editing.repository.js';

type Snapshot = Required<OrderEditSnapshot>;

/** What staff read about an order before and after an edit: its details, lines, money. */
const snapshotOf = (order: {
  name: string;
  phone: string;
  city: string;
  address: string;
  shipping: number;
  discount: number;
  discountReason: string;
  total: number;
  lines: ReadonlyArray<Pick<PricedLine, 'title' | 'quantity' | 'price' | 'discountPrice'>>;
}): Snapshot => ({
  name: order.name,
  phone: order.phone,
  city: order.city,
  address: order.address,
  shipping: order.shipping,
  discount: order.discount,
  discountReason: order.discountReason,
  total: order.total,
  lines: order.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    price: effectivePrice(line),
  })),
});

/** Only what differs, on each side: the timeline shows what the call changed, not the whole order. */
function difference(
  before: Snapshot,
  after: Snapshot,
): { before: OrderEditSnapshot; after: OrderEditSnapshot } {
  const changed = (Object.keys(before) as Array<keyof Snapshot>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (snapshot: Snapshot) => Object.fromEntries(changed.map((key) => [key, snapshot[key]]));
  return { before: pick(before), after: pick(after) };
}

const linesOf = (order: Order): PricedLine[] => order.products.map(storedLine);

/**
 * Changing an order after the confirmation call (decision 027): quantities, products,
 * the customer's details, shipping, a discount with its reason. Priced again from the server's own
 * prices, lines left alone keeping theirs; refused once the parcel has left, and refused with the
 * current order when someone else changed it since the version the edit was made on.
 */
export function createOrderEditingService(deps: {
  repository: EditingRepository;
  catalog: CatalogService;
  settings: SettingsService;
}) {
  const { repository, catalog, settings } = deps;
  return {
    async editOrder(id: string, input: EditOrderParsed, actor: Actor): Promise<Order> {
      // Read before the transaction, as the placement does: an admin's committed price change is seen.
      const products = await catalog.findProductsByIds(input.products.map((line) => line.product));
      const fees = await settings.allowedShippingFees();
      const result = await repository.editOrder(id, (current) => {
        if (!canEditOrder(current.status)) {
          const message = orderMessages.editRefused(current.status);
          throw AppError.conflict(message, [{ path: 'status', message }], current);
        }
        if (current.parcel && current.parcel.state !== 'failed') {
          const message = orderMessages.editWithCourier;
          throw AppError.conflict(message, [{ path: 'status', message }], current);
        }
        if (input.version !== current.version) {
          throw AppError.conflict(
            orderMessages.editConflict,
            [{ path: 'version', message: orderMessages.editConflict }],
            current,
          );
        }
        const currentLines = linesOf(current);
        const lines = priceLines(
          input.products,
          products,
          new Map(currentLines.map((line) => [lineKey(line.productId, line.sizeId), line])),
        );
        checkShippingFee(input.shipping, fees, current.shipping);
        const discount = input.discount;
        const { subtotal, total } = orderTotals(lines, input.shipping, discount);
        checkDiscount(discount, subtotal);
        const after = {
          name: input.name,
          phone: input.phone,
          city: input.city,
          address: input.address,
          shipping: input.shipping,
          discount,
          // A reason without a discount would explain nothing.
          discountReason: discount > 0 ? input.discountReason : '',
          total,
          lines,
        };
        const before = { ...current, lines: currentLines };
        const changes = difference(snapshotOf(before), snapshotOf(after));
        const linesKept =
          lines.length === currentLines.length && lines.every((line, index) => line === currentLines[index]);
        if (Object.keys(changes.after).length === 0 && linesKept) return { outcome: 'unchanged' };
        return {
          outcome: 'write',
          changes: { ...after, subtotal },
          event: { id: newId(), orderId: id, at: nowIso(), actor, kind: 'edited', data: changes },
        };
      });
      if (result.outcome === 'missing') throw AppError.notFound(orderMessages.notFound);
      return result.order;
    },
  };
}

export type OrderEditingService = ReturnType<typeof createOrderEditingService>;
