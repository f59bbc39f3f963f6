import { type Product, saleStateOf } from '@haat/contract';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { SectionHeading } from '@/components/ui/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { shopDateToday } from '@/lib/dates';
import { messages } from '@/lib/messages';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductJsonLd } from './product-json-ld';

/** The in-page anchor of the product grid (spec: anchor "products"). */
export const PRODUCTS_ANCHOR = 'products';

type ProductGridProps = {
  /**
   * Actions of each card (cart buttons, See More) for the size it shows; the app passes them in from
   * their features.
   */
  renderActions?: (product: Product, sizeId: string | undefined) => ReactNode;
};

const GRID = 'grid w-full grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

/** Product spec §2, item 3: "Our Products" in 1 / 2 / 3 / 4 columns at base / sm / md / lg. */
export function ProductGrid({ renderActions }: ProductGridProps) {
  const { data: all, isPending, isError, refetch } = useProducts();
  // Hidden, ended and not-yet-announced products are not on the page (decision 064).
  const today = shopDateToday();
  const products = all?.filter((product) => saleStateOf(product, today) !== 'off');

  return (
    <section
      id={PRODUCTS_ANCHOR}
      aria-labelledby="products-heading"
      className="render-when-near scroll-mt-20 bg-leaf-50/60 py-12"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4">
        <SectionHeading id="products-heading">{messages.products.heading}</SectionHeading>
        {isPending ? (
          <ul className={GRID}>
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <Skeleton className="h-32 w-full rounded-2xl sm:aspect-[3/4] sm:h-auto" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : !products || products.length === 0 ? (
          <p className="text-center text-stone-700">{messages.products.empty}</p>
        ) : (
          <ul className={GRID}>
            <ProductJsonLd products={products} today={today} />
            {products.map((product) => (
              <li key={product._id}>
                <ProductCard
                  product={product}
                  actions={renderActions ? (sizeId) => renderActions(product, sizeId) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
