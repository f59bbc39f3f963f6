import type { SplitOrderSchema } from '@haat/contract';
import {
  canEditOrder,
  formatInvoiceNumber,
  type Order,
  orderSplitMessages,
  orderTotals,
  type SplitOrderResult,
  splitParts,
  titleWithSize,
  toBengaliDigits,
} from '@haat/contract';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { nowIso } from '../../../lib/time.js';
import { orderMessages } from '../order-messages.js';
import { type Actor, type NewOrder, storedLine } from '../order-records.js';
import type { SplittingRepository } from './splitting.repository.js';

type SplitOrderParsed = z.output<typeof SplitOrderSchema>;

const refuse = (message: string, path = 'lines'): never => {
  throw AppError.badRequest(message, [{ path, message }]);
};

const piecesOf = (lines: ReadonlyArray<{ quantity: number }>) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** A moved line in the new order: the snapshot it was ordered at, under a new id. */
const asNewLine = (line: Order['products'][number]): NewOrder['lines'][number] => ({
  ...storedLine(line),
  id: newId(),
});

/**
 * Splitting an order into two parcels (decision 071): the pieces staff choose leave the order and form
 * a new one for the same customer, in the same status. The original keeps the delivery fee the
 * customer was quoted and any discount; the new order carries its pieces' prices only, so the two
 * totals add up to the one the customer was told. Nothing is told to anyone but the timeline.
 */
export function createOrderSplittingService(deps: { repository: SplittingRepository }) {
  const { repository } = deps;
  return {
    async splitOrder(id: string, input: SplitOrderParsed, actor: Actor): Promise<SplitOrderResult> {
      const result = await repository.splitOrder(id, (current) => {
        if (!canEditOrder(current.status)) refuse(orderSplitMessages.notSplittable, 'status');
        if (current.parcel && current.parcel.state !== 'failed')
          refuse(orderSplitMessages.withCourier, 'status');
        if (input.version !== current.version) {
          throw AppError.conflict(
            orderMessages.editConflict,
            [{ path: 'version', message: orderMessages.editConflict }],
            current,
          );
        }
        const moved = new Map<string, number>();
        for (const [index, asked] of input.lines.entries()) {
          const line = current.products.find((candidate) => candidate._id === asked.line);
          // A line named twice moves the sum of both: never more than it has.
          const pieces = (moved.get(asked.line) ?? 0) + asked.quantity;
          if (!line) refuse(orderSplitMessages.unknownLine, `lines.${index}.line`);
          else if (pieces > line.quantity)
            refuse(
              orderSplitMessages.tooMany(titleWithSize(line.product.title, line.size.name), line.quantity),
              `lines.${index}.quantity`,
            );
          moved.set(asked.line, pieces);
        }
        const parts = splitParts(current.products, moved);
        if (piecesOf(parts.split) === 0) refuse(orderSplitMessages.nothingMoved);
        if (piecesOf(parts.kept) === 0) refuse(orderSplitMessages.everythingMoved);
        const keptLines = parts.kept.map(storedLine);
        const splitLines = parts.split.map(asNewLine);
        const kept = orderTotals(keptLines, current.shipping, current.discount);
        if (current.discount > kept.subtotal) refuse(orderSplitMessages.discountTooLarge);
        const split = orderTotals(splitLines, 0, 0);
        const now = nowIso();
        const splitId = newId();
        return {
          kept: { lines: keptLines, subtotal: kept.subtotal, total: kept.total },
          split: {
            id: splitId,
            status: current.status,
            name: current.name,
            phone: current.phone,
            city: current.city,
            address: current.address,
            shipping: 0,
            subtotal: split.subtotal,
            discount: 0,
            discountReason: '',
            total: split.total,
            note: current.shippingInfo.note,
            source: current.source,
            createdAt: now,
            // Not a new purchase: no fake-order check, no device, no phone code (decision 071).
            risk: null,
            deviceId: null,
            phoneCheck: null,
            lines: splitLines,
          },
          entries: (splitInvoice) => {
            const pieces = toBengaliDigits(piecesOf(splitLines));
            const entry = (orderId: string, text: string) => ({
              id: newId(),
              orderId,
              at: now,
              actor,
              kind: 'note' as const,
              data: { text },
            });
            return [
              entry(
                current._id,
                `দুই পার্সেলে ভাগ: ${pieces} পিস নতুন অর্ডার ${formatInvoiceNumber(splitInvoice)}-এ গেল।`,
              ),
              entry(
                splitId,
                `${formatInvoiceNumber(current.invoiceNumber)} অর্ডার থেকে ভাগ করা দ্বিতীয় পার্সেল (${pieces} পিস); ডেলিভারি চার্জ ও ছাড় মূল অর্ডারে।`,
              ),
            ];
          },
        };
      });
      if (result.outcome === 'missing') throw AppError.notFound(orderMessages.notFound);
      return { original: result.original, split: result.split };
    },
  };
}

export type OrderSplittingService = ReturnType<typeof createOrderSplittingService>;
