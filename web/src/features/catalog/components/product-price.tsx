import type { Product } from '@haat/contract';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';

type ProductPriceProps = {
  product: Pick<Product, 'price' | 'discountPrice'>;
  size?: 'md' | 'lg';
};

/**
 * Product spec §2: with a discount price above 0, the discount price and the original struck through;
 * otherwise the price alone. Shared by the product card and the product detail modal.
 */
export function ProductPrice({ product, size = 'md' }: ProductPriceProps) {
  const hasDiscount = product.discountPrice > 0;
  const current = hasDiscount ? product.discountPrice : product.price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{messages.products.price}: </span>
      <span className={`font-semibold text-leaf-800 ${size === 'lg' ? 'text-2xl' : 'text-xl'}`}>
        {formatTaka(current)}
      </span>
      {hasDiscount ? (
        <del className="text-stone-500">
          <span className="sr-only">{messages.products.originalPrice}: </span>
          {formatTaka(product.price)}
        </del>
      ) : null}
    </p>
  );
}
