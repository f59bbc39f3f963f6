import { openSizes, type Product, sizeAvailable } from '@haat/contract';
import { type ReactNode, useState } from 'react';
import { BelowFoldImage } from '@/components/ui/below-fold-image';
import { imageSizes, responsiveImage } from '@/lib/images';
import { truncate } from '@/lib/text';
import { ProductPrice } from './product-price';
import { SizePicker } from './size-picker';

/** Product spec §9: titles in the grid are cut at 50 characters from medium screens up. */
export const GRID_TITLE_MAX = 50;

type ProductCardProps = {
  product: Product;
  /**
   * Buttons under the price (See More, Add to Cart / quantity); they come from other features. Given
   * as a function, they are told the size the card shows (decision 064).
   */
  actions?: ReactNode | ((sizeId: string | undefined) => ReactNode);
};

/** The size a card shows first: the first open one with stock, else the first open one. */
const firstShown = (product: Product) => {
  const sizes = openSizes(product.sizes);
  return (sizes.find(sizeAvailable) ?? sizes[0])?._id;
};

/** One product of the grid: square image, title, price and the caller's actions. */
export function ProductCard({ product, actions }: ProductCardProps) {
  const image = responsiveImage('product', product.img, imageSizes.productCard);
  const shortTitle = truncate(product.title, GRID_TITLE_MAX);
  const [sizeId, setSizeId] = useState(() => firstShown(product));
  const sizes = openSizes(product.sizes);
  const size = sizes.find((candidate) => candidate._id === sizeId) ?? sizes[0];
  return (
    // Phones get a compact row (image beside the text): one column of tall cards would make the
    // grid several screens long. From sm up it is the usual card, image on top.
    <article className="flex h-full overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm transition-shadow hover:shadow-md sm:flex-col">
      <div className="aspect-square w-32 shrink-0 self-start overflow-hidden bg-cream-dark sm:w-full">
        <BelowFoldImage
          {...image}
          alt={product.title}
          width={640}
          height={640}
          className="size-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="leading-snug font-semibold text-leaf-900" title={product.title}>
          {/* Full title on phones; cut from md up, where three or four cards share a row. */}
          <span className="md:hidden">{product.title}</span>
          <span className="hidden md:inline">{shortTitle}</span>
        </h3>
        {sizes.length > 1 ? (
          <SizePicker title={product.title} sizes={sizes} value={size?._id} onChange={setSizeId} />
        ) : null}
        <div className="mt-auto">
          <ProductPrice product={size ?? product} />
        </div>
        {actions ? (
          <div className="flex flex-wrap gap-2 pt-1">
            {typeof actions === 'function' ? actions(size?._id) : actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}
