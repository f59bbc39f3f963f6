import { orderWeightGrams } from '@haat/contract';
import {
  bengaliTaka,
  type Order,
  orderRows,
  phoneFamily,
  placeOrder,
  statusNames,
  uniquePhone,
} from '../support/admin.js';
import { expect, STEADFAST_KEYS, STEADFAST_REFUSED_PHONE, test } from '../support/fake-services.js';
import { dataOf } from '../support/own-shop.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 035: staff send orders to a courier from a phone, one from its page or several from
// the list, and see the courier's answer arrive. The courier is a local stand-in for Steadfast
// (server/src/test/fake-steadfast.ts); Pathao is left unconnected.

/** The booking is made by the outbox a moment after it is asked for; the page follows it. */
const COURIER_ANSWER = { timeout: 15_000 };

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ adminApi }) => {
  // The owner has connected Steadfast (the Connections page's own test does it through the page).
  await dataOf(await adminApi.put('/api/integrations/steadfast', { data: STEADFAST_KEYS }));
});

test('staff send a pending order to Steadfast from its page and see the tracking code arrive', async ({
  adminPage: page,
  request,
  steadfast,
}) => {
  const phone = uniquePhone();
  const order = await placeOrder(request, { phone, quantity: 2 });
  const line = order.products[0] as Order['products'][number];
  await page.goto(`/admin/order/${order._id}`);

  const section = page.getByRole('region', { name: 'কুরিয়ারে পাঠান' });
  const form = section.getByRole('form', { name: 'কুরিয়ারে পাঠান' });
  await expect(form.getByRole('radio', { name: 'Steadfast' })).toBeChecked();
  // Pathao has no account yet: it cannot be picked, says why, and leads the owner to set it up.
  await expect(form.getByRole('radio', { name: 'Pathao' })).toBeDisabled();
  await expect(form.getByRole('link', { name: 'সংযোগ পাতায় যুক্ত করুন' })).toHaveAttribute(
    'href',
    '/admin/integrations',
  );
  // Prefilled: the order's weight (its sizes' weights, decision 068), the lines, and the cash to
  // collect is the order's total.
  await expect(form.getByLabel('ওজন (কেজি)')).toHaveValue(String(orderWeightGrams(order.products) / 1000));
  await expect(form.getByLabel('পার্সেলে কী আছে')).toHaveValue(`${line.product.title} ×২`);
  await expect(form.getByTestId('parcel-cod')).toHaveText(bengaliTaka(order.total));
  expect(await smallControls(section)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await form.getByLabel('ওজন (কেজি)').fill('1.5');
  await form.getByRole('button', { name: 'কুরিয়ারে পাঠান' }).click();
  const parcel = page.getByTestId('parcel');
  // The server takes the request at once; the courier answers from the outbox a moment later.
  await expect(parcel).toHaveAttribute('data-parcel-state', 'booking');
  await expect(parcel.getByRole('status')).toHaveText('কুরিয়ারে পাঠানো হচ্ছে');
  await expect(parcel).toHaveAttribute('data-parcel-state', 'booked', COURIER_ANSWER);
  await expect(parcel.getByRole('status')).toHaveText('কুরিয়ার নিয়েছে');

  const consignment = [...steadfast.consignments.values()].find((made) => made.recipient_phone === phone);
  if (!consignment) throw new Error('Steadfast has no parcel for the order');
  expect(consignment.cod_amount).toBe(order.total);
  expect(consignment.item_description).toBe(`${line.product.title} ×২`);
  await expect(parcel).toContainText(consignment.tracking_code);
  await expect(parcel).toContainText(String(consignment.consignment_id));
  // Taken by the courier, the order is on its way, and the form is gone.
  await expect(page.locator('h1 + [data-status]')).toHaveText(statusNames.shipped);
  await expect(page.getByRole('form', { name: 'কুরিয়ারে পাঠান' })).toHaveCount(0);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.locator('[data-event="courier"]').first()).toContainText('Steadfast পার্সেল নিয়েছে');
  await expect(timeline.locator('[data-event="courier"]').first()).toContainText(consignment.tracking_code);
  await expect(timeline.locator('[data-event="courier"]').last()).toContainText('Steadfast-এ পাঠানোর অনুরোধ');
  expect(await smallControls(page.getByRole('region', { name: 'কুরিয়ার', exact: true }))).toEqual([]);

  // The invoice in the parcel names the courier and how to look the parcel up.
  await page.goto(`/admin/order/print/${order._id}`);
  const printed = page.getByTestId('invoice-parcel');
  await expect(printed).toContainText('Steadfast');
  await expect(printed).toContainText(consignment.tracking_code);
  await expect(printed).toContainText(String(consignment.consignment_id));
});

test('a parcel Steadfast refuses shows its reason, and the form to send it again', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeOrder(request, { phone: STEADFAST_REFUSED_PHONE });
  await page.goto(`/admin/order/${order._id}`);
  await page.getByRole('form', { name: 'কুরিয়ারে পাঠান' }).getByRole('button', { name: 'কুরিয়ারে পাঠান' }).click();
  const parcel = page.getByTestId('parcel');
  await expect(parcel).toHaveAttribute('data-parcel-state', 'failed', COURIER_ANSWER);
  await expect(parcel.getByRole('status')).toHaveText('কুরিয়ার নেয়নি');
  await expect(parcel.getByTestId('parcel-error')).toContainText('Steadfast পার্সেলটি নেয়নি');
  await expect(page.getByRole('heading', { name: 'আবার পাঠান' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'কুরিয়ারে পাঠান' }).getByLabel('ওজন (কেজি)')).toHaveValue(
    String(orderWeightGrams(order.products) / 1000),
  );
  await expect(page.locator('h1 + [data-status]')).toHaveText(statusNames.pending);
  await expect(page.getByTestId('order-timeline').locator('[data-event="courier"]').first()).toContainText(
    'Steadfast পার্সেল নেয়নি',
  );
});

test('staff pick three orders on the list and send them to Steadfast; the cancelled one stays', async ({
  adminPage: page,
  request,
  adminApi,
  steadfast,
}) => {
  // Three customers: a third order from one number would arrive on hold (decision 038), and not be sent.
  const { prefix, phone } = phoneFamily();
  const orders: Order[] = [];
  for (let index = 0; index < 3; index++) orders.push(await placeOrder(request, { phone: phone(index) }));
  const [first, second, cancelled] = orders as [Order, Order, Order];
  await dataOf(
    await adminApi.put(`/api/order/update/status/${cancelled._id}`, { data: { status: 'cancelled' } }),
  );

  await page.goto(`/admin/orders?search=${prefix}`);
  await expect(orderRows(page)).toHaveCount(3);
  for (const order of orders)
    await page.getByRole('checkbox', { name: `INV-${order.invoiceNumber} বাছাই করুন` }).check();
  const bar = page.getByTestId('bulk-bar');
  await bar.getByRole('button', { name: 'কুরিয়ারে পাঠান' }).click();
  const booking = bar.getByRole('form', { name: 'কুরিয়ারে পাঠান' });
  await expect(booking.getByRole('radio', { name: 'Steadfast' })).toBeChecked();
  // Empty: each order at its own weight (decision 068).
  await expect(booking.getByLabel('প্রতিটির ওজন (কেজি)')).toHaveValue('');
  expect(await smallControls(bar)).toEqual([]);
  await booking.getByRole('button', { name: 'পাঠান', exact: true }).click();

  const result = bar.getByTestId('bulk-booking-result');
  await expect(result.getByRole('status')).toHaveText('২টি অর্ডার Steadfast-এ পাঠানো হয়েছে');
  const refused = result.getByTestId('bulk-booking-refused').locator('li');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`INV-${cancelled.invoiceNumber}`);
  await expect(refused).toContainText(statusNames.cancelled);

  // The list follows the courier's answer without a reload.
  for (const order of [first, second])
    await expect(page.locator(`[data-order-id="${order._id}"] [data-status]`)).toHaveText(
      statusNames.shipped,
      COURIER_ANSWER,
    );
  await expect(page.locator(`[data-order-id="${cancelled._id}"] [data-status]`)).toHaveText(
    statusNames.cancelled,
  );
  const booked = [...steadfast.consignments.values()].filter((made) =>
    made.recipient_phone.startsWith(prefix),
  );
  expect(booked).toHaveLength(2);
  // Each row says which courier has the parcel and its tracking code; the cancelled one has none.
  for (const order of [first, second]) {
    const made = booked.find((consignment) => consignment.invoice === `INV-${order.invoiceNumber}`);
    await expect(page.locator(`[data-order-id="${order._id}"]`).getByTestId('order-parcel-badge')).toHaveText(
      `Steadfast · ${made?.tracking_code}`,
    );
  }
  await expect(
    page.locator(`[data-order-id="${cancelled._id}"]`).getByTestId('order-parcel-badge'),
  ).toHaveCount(0);
  await result.getByRole('button', { name: 'ঠিক আছে' }).click();
  await expect(bar).toHaveCount(0);
});
