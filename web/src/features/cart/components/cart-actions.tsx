import { buttonClassName } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { MAX_LINE_QUANTITY } from '@/lib/pricing';
import type { CartProduct } from '../cart-store';
import { cartActions, useCartItems } from '../use-cart';

type CartActionsProps = {
  product: CartProduct;
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
export function CartActions({ product, onAdded }: CartActionsProps) {
  const items = useCartItems();
  const item = items.find((line) => line.id === product._id);

  if (!item) {
    return (
      <button
        type="button"
        onClick={() => addToCart(product, onAdded)}
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
      onDecrement={() => cartActions.decrement(product._id)}
      onIncrement={() => cartActions.increment(product._id)}
      labels={messages.cart}
    />
  );
}
