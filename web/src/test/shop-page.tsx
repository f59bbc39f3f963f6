import { defaultDeliveryZones, openSizes, type Product, routes, type SiteSettings } from '@haat/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { inSize } from '@/features/cart/cart-store';
import { CartActions } from '@/features/cart/components/cart-actions';
import { cartActions, useCartItems, useCartSync } from '@/features/cart/use-cart';
import { useProducts } from '@/features/catalog/api/get-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { OrderSection } from '@/features/orders/components/order-section';
import { useSettings } from '@/features/settings/api/get-settings';
import { api, http, ok, server } from './network';
import { renderApp } from './render';

// The page's cart, for tests of the order form that fill it as the cards' buttons do: a test in one
// feature reaches another feature only through this page (the import rules, decision 052).
export { cartActions, inSize };

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
  const { data: products } = useProducts();
  useCartSync(products);
  // As the landing page does: a line of a product with several sizes may change size in the form.
  const byId = new Map((products ?? []).map((product) => [product._id, product]));
  const orderLines = items.map((item) => {
    const sizes = openSizes(byId.get(item.productId)?.sizes ?? []);
    return sizes.length > 1 ? { ...item, sizes: sizes.map(({ _id, name }) => ({ id: _id, name })) } : item;
  });
  const pickSize = (id: string, sizeId: string) => {
    const product = byId.get(items.find((line) => line.id === id)?.productId ?? '');
    if (product) cartActions.changeSize(id, inSize(product, sizeId));
  };
  return (
    <>
      {withProducts ? (
        <ProductGrid renderActions={(product, sizeId) => <CartActions product={product} sizeId={sizeId} />} />
      ) : null}
      <OrderSection items={orderLines} actions={{ ...cartActions, pickSize }} settings={settings} />
    </>
  );
}

const product = (
  id: string,
  fields: Pick<Product, 'title' | 'price' | 'discountPrice' | 'img'> & Partial<Product>,
): Product => ({
  _id: `${id}AbCdEfGhIjKlMn`.slice(0, 24),
  description: '',
  // One size at the product's price unless the test gives more (decision 064).
  sizes: [
    {
      _id: `${id}SizeAbCdEfGhIjKl`.slice(0, 24),
      name: '',
      price: fields.price,
      discountPrice: fields.discountPrice,
      weightGrams: 1000,
      stock: null,
      closed: false,
    },
  ],
  hidden: false,
  saleFrom: null,
  saleUntil: null,
  announce: false,
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

/** A mango in three boxes, each its own price; the 20 kg box sold out (decision 064). */
export const langra = product('langra', {
  title: 'ল্যাংড়া আম',
  price: 850,
  discountPrice: 780,
  img: 'langra.webp',
  sizes: [
    {
      _id: 'langraFiveKiloAbCdEfGh',
      name: '৫ কেজি',
      price: 850,
      discountPrice: 780,
      weightGrams: 5000,
      stock: 12,
      closed: false,
    },
    {
      _id: 'langraTenKiloAbCdEfGhI',
      name: '১০ কেজি',
      price: 1600,
      discountPrice: 1500,
      weightGrams: 10_000,
      stock: 4,
      closed: false,
    },
    {
      _id: 'langraTwentyKiloAbCdEf',
      name: '২০ কেজি',
      price: 3000,
      discountPrice: 0,
      weightGrams: 20_000,
      stock: 0,
      closed: false,
    },
  ],
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
