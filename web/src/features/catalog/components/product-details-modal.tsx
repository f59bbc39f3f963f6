import type { Product } from '@haat/contract';
import { type ReactNode, useId, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { responsiveImage } from '@/lib/images';
import { messages } from '@/lib/messages';
import { ProductPrice } from './product-price';

type ProductDetailsModalProps = {
  product: Product;
  onClose: () => void;
  /** The cart buttons, from the cart feature. */
  actions?: ReactNode;
};

// The description is admin-written HTML the server has already sanitised; these keep its headings,
// lists and links readable without a typography plugin.
const DESCRIPTION =
  'text-stone-700 leading-relaxed [&_a]:text-leaf-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-leaf-900 [&_h3]:mt-3 [&_h3]:font-semibold [&_h3]:text-leaf-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-2 [&_strong]:text-leaf-900 [&_ul]:list-disc [&_ul]:pl-5';

/**
 * Product spec §2, item 4: the product's details over the page (See More). Loaded on demand: the
 * landing page does not pay for it until a visitor asks.
 */
export default function ProductDetailsModal({ product, onClose, actions }: ProductDetailsModalProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const image = responsiveImage(
    'product',
    product.img,
    '(min-width: 768px) 352px, (min-width: 640px) 576px, 100vw',
  );
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} initialFocusRef={closeRef} panelClassName="max-w-3xl">
      {/* Sticky with no height: stays in the top corner over the image while the text scrolls. */}
      <div className="sticky top-0 z-10 flex h-0 justify-end">
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={messages.productDetails.close}
          className="mt-3 mr-3 flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-leaf-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-leaf-700"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="grid md:grid-cols-2">
        <div className="bg-cream-dark md:rounded-l-3xl">
          <img
            {...image}
            alt={product.title}
            width={640}
            height={640}
            decoding="async"
            className="aspect-square w-full object-cover md:h-full md:rounded-l-3xl"
          />
        </div>
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id={titleId} className="text-xl leading-snug font-semibold text-leaf-900 sm:text-2xl md:pr-10">
            {product.title}
          </h2>
          <ProductPrice product={product} size="lg" />
          {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
          {product.description ? (
            <section
              aria-label={messages.productDetails.description}
              className="border-t border-leaf-100 pt-4"
            >
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save (spec: rendered as HTML) */}
              <div className={DESCRIPTION} dangerouslySetInnerHTML={{ __html: product.description }} />
            </section>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
