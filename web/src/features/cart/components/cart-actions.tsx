import { type Product, saleStateOf, sizeAvailable, sizeOfLine } from '@haat/contract';
import { buttonClassName } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { formatDayMonth, shopDateToday } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { MAX_LINE_QUANTITY } from '@/lib/pricing';
import { type CartProduct, inSize } from '../cart-store';
import { cartActions, useCartItems } from '../use-cart';

type CartActionsProps = {
  product: Product;
  /** The size the card shows; its first when left out (decision 064). */
  sizeId?: string | undefined;
  /** Called once the product went into the cart (the page reports it to analytics). */
  onAdded?: (product: CartProduct) => void;
};

/** Tells the visitor the product is in the cart, or that it already was (product spec §8). */
export function addToCart(product: CartProduct, onAdded?: (product: CartProduct) => void): void {
  if (!cartActions.add(product)) {
    notify.error(messages.cart.alreadyAdded, { id: `cart-exists-${product._id}` });
    return;
  }
  notify.success(messages.cart.added);
  onAdded?.(product);
}

/**
 * Product spec §2, product card: "Add to Cart", or the minus / quantity / plus control once the
 * product is in the cart.
 */
export function CartActions({ product, sizeId, onAdded }: CartActionsProps) {
  const items = useCartItems();
  const line = inSize(product, sizeId);
  const item = items.find((candidate) => candidate.id === line._id);
  const size = sizeOfLine(product, line.sizeId);

  if (!item) {
    // Before its harvest date the card says when it comes (decision 064); a size without stock
    // says so, and neither can be added.
    if (saleStateOf(product, shopDateToday()) === 'coming' && product.saleFrom)
      return (
        <p className="flex min-h-11 flex-1 items-center justify-center rounded-full bg-mango-100 px-3 text-sm font-semibold text-leaf-900">
          {messages.products.coming(formatDayMonth(product.saleFrom))}
        </p>
      );
    if (!size || !sizeAvailable(size))
      return (
        <button
          type="button"
          disabled
          className={`${buttonClassName({ size: 'sm' })} flex-1 whitespace-nowrap opacity-60`}
        >
          {messages.products.soldOut}
          <span className="sr-only">: {product.title}</span>
        </button>
      );
    return (
      <button
        type="button"
        onClick={() => addToCart(line, onAdded)}
        className={`${buttonClassName({ size: 'sm' })} min-h-11 flex-1 whitespace-nowrap`}
      >
        <CartIcon className="size-4" />
        {messages.cart.addToCart}
        <span className="sr-only">: {product.title}</span>
      </button>
    );
  }
  return (
    <QuantityStepper
      size="sm"
      quantity={item.quantity}
      itemName={product.title}
      max={MAX_LINE_QUANTITY}
      onDecrement={() => cartActions.decrement(item.id)}
      onIncrement={() => cartActions.increment(item.id)}
      labels={messages.cart}
    />
  );
}
