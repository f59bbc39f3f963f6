import { type CreateOrderParsed, type FieldError, orderTotals, type Product } from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { nowIso } from '../../../lib/time.js';
import { orderMessages } from '../order-messages.js';
import type { NewOrder } from '../order-records.js';

/**
 * The order as stored, priced from the server's own data: each line a current product (its price
 * kept with the line), the fee one of the shop's two, the total by the one rule (`orderTotals`). A
 * customer's total that differs (a price changed while the form was open) is a 409 naming the
 * current total, never an order at a price the shop did not set.
 */
export function priceOrder(
  input: CreateOrderParsed,
  products: ReadonlyMap<string, Product>,
  fees: { insideDhaka: number; outsideDhaka: number },
): NewOrder {
  const missing: FieldError[] = input.products.flatMap((line, index) =>
    products.has(line.product)
      ? []
      : [{ path: `products.${index}.product`, message: orderMessages.productGone }],
  );
  if (missing.length > 0) throw AppError.badRequest(orderMessages.productGone, missing);
  if (input.shipping !== fees.insideDhaka && input.shipping !== fees.outsideDhaka) {
    const message = orderMessages.shippingFee(fees.insideDhaka, fees.outsideDhaka);
    throw AppError.badRequest(message, [{ path: 'shipping', message }]);
  }

  const lines = input.products.map((line) => {
    const product = products.get(line.product);
    if (!product) throw new Error('unreachable: missing products were refused above');
    return {
      id: newId(),
      productId: product._id,
      title: product.title,
      img: product.img,
      price: product.price,
      discountPrice: product.discountPrice,
      quantity: line.quantity,
    };
  });
  const { subtotal, total } = orderTotals(lines, input.shipping);
  if (total !== input.total) {
    const message = orderMessages.staleTotal(total);
    throw AppError.conflict(message, [{ path: 'total', message }]);
  }
  return {
    id: newId(),
    status: 'pending',
    name: input.name,
    phone: input.phone,
    city: input.city,
    address: input.address,
    shipping: input.shipping,
    subtotal,
    total,
    note: '',
    createdAt: nowIso(),
    lines,
  };
}
