import { defaultDeliveryZones, type Product, routes, type SiteSettings } from '@haat/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { CartActions } from '@/features/cart/components/cart-actions';
import { cartActions, useCartItems } from '@/features/cart/use-cart';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { OrderSection } from '@/features/orders/components/order-section';
import { useSettings } from '@/features/settings/api/get-settings';
import { api, http, ok, server } from './network';
import { renderApp } from './render';

// The page's cart, for tests of the order form that fill it as the cards' buttons do: a test in one
// feature reaches another feature only through this page (the import rules, decision 052).
export { cartActions };

// What the page loads on demand (the order form, its validation, its popup) is loaded with the test
// file: the first test would otherwise wait for Vite to transform it, longer than a page should wait.
await Promise.all([
  import('@/features/orders/components/order-form'),
  import('@/features/orders/customer-resolver'),
  import('@/features/orders/components/order-popup'),
  import('@/features/orders/district-list'),
]);

/**
 * The storefront's cart and order form joined as the landing page joins them (app/routes/home.tsx):
 * the cart's buttons on the product cards, the cart's lines and the shop's fees in the order section.
 * The page's other sections (hero, features, questions) are left out: they hold no cart logic.
 */
export function ShopPage({ withProducts = true }: { withProducts?: boolean }) {
  const items = useCartItems();
  const { data: settings } = useSettings();
  return (
    <>
      {withProducts ? <ProductGrid renderActions={(product) => <CartActions product={product} />} /> : null}
      <OrderSection items={items} actions={cartActions} settings={settings} />
    </>
  );
}

const product = (id: string, fields: Omit<Product, '_id' | 'description'>): Product => ({
  _id: `${id}AbCdEfGhIjKlMn`.slice(0, 24),
  description: '',
  ...fields,
});

/** Two products: one on offer (its discount price is what is charged), one at its price. */
export const mango = product('mango', {
  title: 'রাজশাহীর ফজলি আম',
  price: 1200,
  discountPrice: 950,
  img: 'mango.webp',
});
export const honey = product('honey', {
  title: 'সুন্দরবনের মধু',
  price: 800,
  discountPrice: 0,
  img: 'honey.webp',
});

export const shopSettings: SiteSettings = {
  _id: 'settingsAbCdEfGhIjKlMnOp',
  shipping: { insideDhaka: 70, outsideDhaka: 130 },
  phone: '01712345678',
  checkoutDraftDays: 14,
};

/** The shop's delivery table before its owner saves one: drawn from the settings' two fees (decision 067). */
export const shopDeliveryZones = { zones: defaultDeliveryZones(shopSettings.shipping), saved: false };

/** The shop's products, settings and delivery table, as the API answers them. */
export function answerShop(products: readonly Product[] = [mango, honey], deliveryZones = shopDeliveryZones) {
  server.use(
    http.get(api(routes.products.list.path), () => ok(products)),
    http.get(api(routes.settings.list.path), () => ok([shopSettings])),
    http.get(api(routes.deliveryZones.get.path), () => ok(deliveryZones)),
  );
}

/**
 * Renders the page and waits, as a customer would, for the products, the order form and the fees.
 * Without the products, the page is the order section alone: quicker to search, for tests of the
 * form that fill the cart through its actions, as the cards' buttons do.
 */
export async function openShop({ withProducts = true }: { withProducts?: boolean } = {}) {
  const view = renderApp(<ShopPage withProducts={withProducts} />);
  if (withProducts) await screen.findByRole('img', { name: mango.title });
  // The order form arrives on its own (a lazy part of the page), with its district field.
  await screen.findByRole('region', { name: 'আপনার অর্ডার' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'আপনার শহর / জেলা *' })).toBeEnabled());
  return view;
}
