import { openSizes, type Product } from '@haat/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { inSize } from '@/features/cart/cart-store';
import { CartActions } from '@/features/cart/components/cart-actions';
import { cartActions, useCartItems, useCartSync } from '@/features/cart/use-cart';
import { useProducts } from '@/features/catalog/api/get-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { SeeMoreButton } from '@/features/catalog/components/see-more-button';
import { useBusinessInfo } from '@/features/content/api/get-business-info';
import { FaqSection } from '@/features/content/components/faq-section';
import { FeaturesSection } from '@/features/content/components/features-section';
import { Hero } from '@/features/content/components/hero';
import { OrderSection } from '@/features/orders/components/order-section';
import { shippingFees } from '@/features/orders/shipping';
import { useSettings } from '@/features/settings/api/get-settings';
import { HotlineLink } from '@/features/settings/components/hotline-link';
import { trackAddToCart, trackViewItem } from '@/lib/analytics';
import { messages } from '@/lib/messages';

// The details dialog loads when a visitor first reaches for See More, not with the page.
const loadProductDetails = () => import('@/features/catalog/components/product-details-modal');
const ProductDetailsModal = lazy(loadProductDetails);
const prefetchProductDetails = () => void loadProductDetails().catch(() => undefined);

/**
 * The history entry the tab loaded (React Router's key for it, 'default' on a first visit): on it,
 * the browser has already placed the visitor. Read once, when the app's code runs.
 */
const entryAtLoad: string =
  typeof window === 'undefined' ? '' : ((window.history.state as { key?: string } | null)?.key ?? 'default');

function ModalLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-leaf-900/60">
      <Spinner className="size-10" />
      <span className="sr-only">{messages.common.loading}</span>
    </div>
  );
}

/**
 * The landing page: hero, features, products, order form, FAQ (product spec §2). The page joins the
 * features: the cart's buttons go on the product cards and the cart's lines into the order form.
 */
export function HomeRoute() {
  const items = useCartItems();
  const { data: products } = useProducts();
  const { data: settings } = useSettings();
  const { data: business } = useBusinessInfo();
  const [details, setDetails] = useState<Product | null>(null);
  const location = useLocation();
  // Analytics report the fee a customer would pay by default: inside Dhaka.
  const defaultShipping = shippingFees(settings).insideDhaka;

  useEffect(() => {
    // Spec: the page opens at the top, unless the link asked for a section (#order, #products). Only
    // when the app brings the visitor here (Go To Home): on the first load the browser has put them
    // where they are, and a visitor from an ad scrolls to the products before the app is up. Moving
    // them back then was the page jumping under their thumb (decision 069).
    if (location.key === entryAtLoad) return;
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.key]);

  // The cart follows the shop's current prices and what it still offers (it refuses anything else).
  useCartSync(products);

  // The order form's lines offer their product's other open sizes; a change goes through the cart.
  const byId = new Map((products ?? []).map((product) => [product._id, product]));
  const orderLines = items.map((item) => {
    const sizes = openSizes(byId.get(item.productId)?.sizes ?? []);
    return sizes.length > 1 ? { ...item, sizes: sizes.map(({ _id, name }) => ({ id: _id, name })) } : item;
  });
  const orderActions = {
    ...cartActions,
    pickSize(id: string, sizeId: string) {
      const item = items.find((line) => line.id === id);
      const product = item && byId.get(item.productId);
      if (product) cartActions.changeSize(id, inSize(product, sizeId));
    },
  };

  const onAdded = (product: Pick<Product, '_id' | 'title' | 'price' | 'discountPrice'>) =>
    trackAddToCart(product, defaultShipping);

  const openDetails = (product: Product) => {
    trackViewItem(product, defaultShipping);
    setDetails(product);
  };

  return (
    <>
      <Hero extra={<HotlineLink />} />
      <FeaturesSection />
      <ProductGrid
        renderActions={(product, sizeId) => (
          <>
            <CartActions product={product} sizeId={sizeId} onAdded={onAdded} />
            <SeeMoreButton
              productTitle={product.title}
              onOpen={() => openDetails(product)}
              onIntent={prefetchProductDetails}
            />
          </>
        )}
      />
      <OrderSection
        items={orderLines}
        actions={orderActions}
        settings={settings}
        contacts={{ phone: settings?.phone, whatsapp: business?.whatsapp }}
      />
      <FaqSection />
      {details ? (
        <Suspense fallback={<ModalLoading />}>
          <ProductDetailsModal
            product={details}
            onClose={() => setDetails(null)}
            actions={<CartActions product={details} onAdded={onAdded} />}
          />
        </Suspense>
      ) : null}
    </>
  );
}
