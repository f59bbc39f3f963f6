import { useEffect } from 'react';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { FaqSection } from '@/features/content/components/faq-section';
import { FeaturesSection } from '@/features/content/components/features-section';
import { Hero } from '@/features/content/components/hero';
import { OrderSection } from '@/features/orders/components/order-section';
import { HotlineLink } from '@/features/settings/components/hotline-link';

/** The landing page: hero, features, products, order form, FAQ (spec section 2). */
export function HomeRoute() {
  useEffect(() => {
    // Spec: the page opens at the top, unless the link asked for a section (#order, #products).
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);

  return (
    <>
      <Hero extra={<HotlineLink />} />
      <FeaturesSection />
      <ProductGrid />
      <OrderSection />
      <FaqSection />
    </>
  );
}
