import { type Order, orderRows, phoneFamily, placeOrder, statusNames } from '../support/admin.js';
import { expect, STEADFAST_KEYS, test } from '../support/fake-services.js';
import { dataOf } from '../support/own-shop.js';
import { saveSms, turnSmsOff } from '../support/sms.js';
import { smallControls } from '../support/touch-targets.js';

// Decisions 035 to 037: from a phone, twenty orders go to Steadfast in one go; Steadfast then calls
// the shop's webhook as its riders deliver or bring a parcel back; staff ask the courier about the
// last one from its page, its timeline shows the courier's news and both SMS the customer got, and
// the list shows where every parcel ended. Steadfast
// and BulkSMSBD are local stand-ins that keep to their documented contracts (server/src/test/).

test.use({ viewport: { width: 390, height: 844 } });

const WEBHOOK_TOKEN = 'e2e-steadfast-webhook-Tk58Qa2V';
/** The outbox books a moment after it is asked; twenty in one bulk call. */
const COURIER_ANSWER = { timeout: 20_000 };

test.beforeEach(async ({ adminApi }) => {
  await dataOf(
    await adminApi.put('/api/integrations/steadfast', {
      data: { ...STEADFAST_KEYS, webhookToken: WEBHOOK_TOKEN },
    }),
  );
  // Default templates: "shipped" and "delivered" are on.
  await saveSms(adminApi, true);
});

test.afterEach(async ({ adminApi, bulksmsbd }) => turnSmsOff(adminApi, bulksmsbd));

test('twenty orders go to Steadfast in one go from a phone; its webhooks and a question from the order’s page move them, and the customer’s SMS is on the timeline', async ({
  adminPage: page,
  request,
  steadfast,
  bulksmsbd,
}) => {
  test.setTimeout(120_000);
  // Twenty customers with numbers of a shared start: twenty orders from one number would mostly
  // arrive on hold (decision 038), and an order on hold is not sent to a courier.
  const { prefix, phone } = phoneFamily();
  // The stand-in is the worker's: other tests' calls are already on it.
  const bulkCalls = () =>
    steadfast.calls.filter((call) => call.method === 'POST' && call.path === '/create_order/bulk-order')
      .length;
  const bulkCallsBefore = bulkCalls();
  const orders: Order[] = [];
  for (let index = 0; index < 20; index++)
    orders.push(await placeOrder(request, { phone: phone(index), name: 'নাসরিন সুলতানা' }));

  await page.goto(`/admin/orders?search=${prefix}`);
  await expect(orderRows(page)).toHaveCount(20);
  await page.getByRole('checkbox', { name: 'এই পাতার সব অর্ডার বাছাই করুন' }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('২০টি বাছাই করা হয়েছে');
  await bar.getByRole('button', { name: 'কুরিয়ারে পাঠান' }).click();
  const booking = bar.getByRole('form', { name: 'কুরিয়ারে পাঠান' });
  await expect(booking.getByRole('radio', { name: 'Steadfast' })).toBeChecked();
  await booking.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await expect(bar.getByTestId('bulk-booking-result').getByRole('status')).toHaveText(
    '২০টি অর্ডার Steadfast-এ পাঠানো হয়েছে',
  );
  await bar.getByTestId('bulk-booking-result').getByRole('button', { name: 'ঠিক আছে' }).click();
  const statusOf = (order: Order) => page.locator(`[data-order-id="${order._id}"] [data-status]`);
  for (const order of orders) await expect(statusOf(order)).toHaveText(statusNames.shipped, COURIER_ANSWER);
  // One bulk call to Steadfast for all twenty (research §1: at most 500 a call).
  expect(bulkCalls()).toBe(bulkCallsBefore + 1);

  // Riders deliver eighteen and bring one back; the twentieth is still on its way. Steadfast tells
  // the shop each time, with the token the owner gave it.
  const consignmentOf = (order: Order) => {
    const made = steadfast.consignments.get(`INV-${order.invoiceNumber}`);
    if (!made) throw new Error(`Steadfast has no parcel for INV-${order.invoiceNumber}`);
    return made;
  };
  const webhook = {
    url: `${new URL(page.url()).origin}/api/courier/webhook/steadfast`,
    token: WEBHOOK_TOKEN,
  };
  const [returned, stillOut, ...delivered] = orders as [Order, Order, ...Order[]];
  for (const order of delivered)
    expect(await steadfast.notify(webhook, `INV-${order.invoiceNumber}`, 'delivered')).toBe(200);
  expect(await steadfast.notify(webhook, `INV-${returned.invoiceNumber}`, 'cancelled')).toBe(200);

  // The twentieth's customer calls: the rider says delivered, the shop has heard nothing yet. On the
  // order's page staff ask Steadfast now (the same status check the schedule makes) and see it.
  await orderRows(page)
    .filter({ hasText: `INV-${stillOut.invoiceNumber}` })
    .getByRole('link')
    .first()
    .click();
  await expect(page.locator('h1 + [data-status]')).toHaveText(statusNames.shipped);
  steadfast.setStatus(`INV-${stillOut.invoiceNumber}`, 'delivered');
  await page.getByRole('button', { name: 'Steadfast-এর কাছে এখনই খোঁজ নিন' }).click();
  await expect(page.locator('h1 + [data-status]')).toHaveText(statusNames.delivered, COURIER_ANSWER);
  await expect(page.getByTestId('ask-courier-outcome')).toHaveText(
    'Steadfast-এর নতুন খবর উপরে আর টাইমলাইনে দেখুন।',
  );
  const timeline = page.getByTestId('order-timeline');
  // The courier's word in Bengali, its own word kept beneath for reference.
  await expect(timeline.locator('[data-event="courier"]').first()).toContainText(
    'Steadfast-এর খবর: ডেলিভারি হয়েছে',
  );
  await expect(timeline.locator('[data-event="courier"]').first().getByTestId('courier-raw')).toContainText(
    'delivered',
  );
  // Both messages the customer got: on its way, then delivered.
  const sms = timeline.locator('[data-event="sms"]');
  await expect(sms).toHaveCount(2, COURIER_ANSWER);
  await expect(sms.first()).toContainText('SMS পাঠানো হয়েছে (ডেলিভারি হয়েছে)');
  await expect(sms.first().locator('blockquote')).toHaveText(
    `নাসরিন সুলতানা, অর্ডার INV-${stillOut.invoiceNumber} পৌঁছেছে। কেনার জন্য ধন্যবাদ!`,
  );
  await expect(sms.last()).toContainText('SMS পাঠানো হয়েছে (পাঠানো হয়েছে)');
  await expect(sms.last().locator('blockquote')).toContainText(consignmentOf(stillOut).tracking_code);
  expect(await smallControls(page.getByRole('region', { name: 'কুরিয়ার', exact: true }))).toEqual([]);

  // Back on the list, as it was left: nineteen delivered (eighteen by webhook, one asked), one back.
  await page.goBack();
  for (const order of [...delivered, stillOut])
    await expect(statusOf(order)).toHaveText(statusNames.delivered, COURIER_ANSWER);
  await expect(statusOf(returned)).toHaveText(statusNames.returned);
  expect(bulksmsbd.sent.filter((message) => message.to.startsWith(`88${prefix}`))).toHaveLength(20 + 19);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
