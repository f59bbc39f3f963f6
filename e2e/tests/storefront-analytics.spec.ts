import { expect, test } from '../support/fixtures.js';
import {
  addToCart,
  customer,
  dataLayerEvents,
  effectivePrice,
  fetchOrder,
  fetchProducts,
  fetchShippingFees,
  nextFrames,
  openHome,
  orderSection,
  placeOrder,
  productCard,
  text,
} from '../support/storefront.js';

type Ecommerce = {
  currency: string;
  value: number;
  shipping: number;
  items: Array<{ id: string; name: string; price: number; discountPrice: number; quantity: number }>;
  transaction_id?: string;
  invoice?: string;
  customer?: { name: string; phone: string };
};
type ShopEvent = { event: string; ecommerce: Ecommerce };

test('page_view, add_to_cart and view_item carry the page and the product', async ({ page, request }) => {
  const [first, second] = await fetchProducts(request);
  const fees = await fetchShippingFees(request);
  if (!first || !second) throw new Error('no products');
  await openHome(page);
  expect(await dataLayerEvents(page, 'page_view')).toEqual([{ event: 'page_view', page_path: '/' }]);

  await addToCart(page, 0);
  await expect
    .poll(() => dataLayerEvents(page, 'add_to_cart'))
    .toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'BDT',
          value: effectivePrice(first),
          shipping: fees.insideDhaka,
          items: [
            {
              id: first._id,
              name: first.title,
              price: first.price,
              discountPrice: first.discountPrice,
              quantity: 1,
            },
          ],
        },
      },
    ]);

  await productCard(page, 1)
    .getByRole('button', { name: new RegExp(`^${text.seeMore}`) })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const viewed = await dataLayerEvents<ShopEvent>(page, 'view_item');
  expect(viewed).toHaveLength(1);
  expect(viewed[0]?.ecommerce).toMatchObject({
    currency: 'BDT',
    value: effectivePrice(second),
    items: [{ id: second._id, name: second.title, quantity: 1 }],
  });
});

test('checkout is pushed once per visit, when the order section comes into view with a full cart', async ({
  page,
  request,
}) => {
  const [first] = await fetchProducts(request);
  if (!first) throw new Error('no products');
  await openHome(page);
  const scrollToOrder = async () => {
    await orderSection(page).evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await nextFrames(page);
  };
  const scrollToTop = async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await nextFrames(page);
  };

  // An empty cart: no checkout.
  await scrollToOrder();
  expect(await dataLayerEvents(page, 'checkout')).toEqual([]);

  await scrollToTop();
  await addToCart(page, 0);
  await scrollToOrder();
  await expect.poll(async () => (await dataLayerEvents<ShopEvent>(page, 'checkout')).length).toBe(1);
  const [checkout] = await dataLayerEvents<ShopEvent>(page, 'checkout');
  expect(checkout?.ecommerce).toMatchObject({
    currency: 'BDT',
    value: effectivePrice(first),
    items: [{ id: first._id, quantity: 1 }],
  });

  // Not again on the same visit.
  await scrollToTop();
  await scrollToOrder();
  await scrollToTop();
  await scrollToOrder();
  expect(await dataLayerEvents(page, 'checkout')).toHaveLength(1);
});

test('purchase is pushed once per order and not again when the success page is reloaded', async ({
  page,
  request,
}) => {
  await openHome(page);
  await addToCart(page, 2);
  const orderId = await placeOrder(page);
  const order = await fetchOrder(request, orderId);

  await expect.poll(async () => (await dataLayerEvents(page, 'purchase')).length).toBe(1);
  const [purchase] = await dataLayerEvents<ShopEvent>(page, 'purchase');
  // The server's Conversions API event carries the same id, so Meta counts the sale once.
  expect(purchase).toMatchObject({ event_id: `order-${order._id}` });
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: order._id,
    invoice: `INV-${order.invoiceNumber}`,
    currency: 'BDT',
    value: order.total - order.shipping,
    shipping: order.shipping,
    customer: { name: customer.name, phone: order.phone },
    items: [{ id: order.products[0]?.product._id, quantity: 1 }],
  });
  // The success page's own page view, without the order id: a path the tag manager keeps must not
  // be a link that opens someone's order.
  expect(await dataLayerEvents(page, 'page_view')).toContainEqual({
    event: 'page_view',
    page_path: '/order/success',
  });
  for (const view of await dataLayerEvents(page, 'page_view'))
    expect(JSON.stringify(view)).not.toContain(orderId);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.thankYou })).toBeVisible();
  await nextFrames(page);
  expect(await dataLayerEvents(page, 'page_view')).toHaveLength(1);
  expect(await dataLayerEvents(page, 'purchase')).toEqual([]);
});
