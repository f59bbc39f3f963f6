import {
  type DeliveryZones,
  deliveryFee,
  effectivePrice,
  formatInvoiceNumber,
  orderWeightGrams,
  type Product,
  zoneFor,
} from '@haat/contract';
import { bengaliTaka, type Order, uniquePhone } from '../support/admin.js';
import { expect, PATHAO_ACCOUNT, test } from '../support/fake-services.js';
import { dataOf } from '../support/own-shop.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 071: a 20 kg order Pathao refuses is split by the owner, on a phone, into two 10 kg
// parcels, and each is booked with Pathao. The courier is the local stand-in of Pathao
// (server/src/test/fake-pathao.ts).

const COURIER_ANSWER = { timeout: 15_000 };

test.use({ viewport: { width: 390, height: 844 } });
// A shop of its own: the split takes an order number and the 10 kg boxes other files count.
test.use({ freshShop: 'order-split' });
// Pathao's refusal of the whole 20 kg is a 400 the browser logs.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test('the owner splits a 20 kg order into two parcels and books each with Pathao', async ({
  adminPage: page,
  adminApi,
  request,
  pathao,
}) => {
  await dataOf(await adminApi.put('/api/integrations/pathao', { data: PATHAO_ACCOUNT }));
  await dataOf(await adminApi.put('/api/integrations/pathao/store', { data: { storeId: 130820 } }));

  // Two 10 kg boxes of Langra, ordered on the storefront for Dhaka at the fee its table charges.
  const products = await dataOf<Product[]>(await request.get('/api/product/all'));
  const langra = products.find((product) => product.sizes.some((size) => size.weightGrams === 10_000));
  const box = langra?.sizes.find((size) => size.weightGrams === 10_000);
  if (!langra || !box) throw new Error('the seeded shop has no 10 kg box');
  const { zones } = await dataOf<DeliveryZones>(await request.get('/api/delivery-zones'));
  const zone = zoneFor(zones, 'Dhaka');
  if (!zone) throw new Error('no zone covers Dhaka');
  const subtotal = effectivePrice(box) * 2;
  const shipping = deliveryFee(zone, {
    weightGrams: orderWeightGrams([{ quantity: 2, weightGrams: box.weightGrams }]),
    subtotal,
  });
  const order = await dataOf<Order>(
    await request.post('/api/order/create-order', {
      data: {
        name: 'রাশেদা খাতুন',
        phone: uniquePhone(),
        city: 'ঢাকা',
        address: 'বাড়ি ৭, রোড ২, মোহাম্মদপুর',
        district: 'Dhaka',
        products: [{ product: langra._id, size: box._id, quantity: 2 }],
        shipping,
        total: subtotal + shipping,
      },
    }),
  );

  await page.goto(`/admin/order/${order._id}`);
  // Pathao refuses the whole, and says where the split is.
  const booking = page.getByRole('form', { name: 'কুরিয়ারে পাঠান' });
  await booking.getByRole('radio', { name: 'Pathao' }).check();
  await booking.getByRole('button', { name: 'কুরিয়ারে পাঠান' }).click();
  await expect(booking.getByText(/২০ কেজি.*«দুই পার্সেলে ভাগ করুন»/)).toBeVisible();

  await page.getByRole('button', { name: 'দুই পার্সেলে ভাগ করুন' }).click();
  const sheet = page.getByRole('form', { name: 'দুই পার্সেলে ভাগ' });
  await sheet.getByRole('button', { name: /দ্বিতীয় পার্সেলে এক পিস বেশি/ }).click();
  await expect(sheet.getByTestId('split-first')).toContainText('১০ কেজি');
  await expect(sheet.getByTestId('split-second')).toContainText(
    `১০ কেজি · আদায় ${bengaliTaka(effectivePrice(box))}`,
  );
  expect(await smallControls(sheet)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await sheet.getByRole('button', { name: 'ভাগ করুন' }).click();

  const newOrder = page.getByRole('link', { name: /ভাগ হয়েছে: নতুন অর্ডার INV-/ });
  await expect(newOrder).toBeVisible();
  // The original, one box left with the fee the customer was quoted, goes with Pathao.
  await page.getByRole('form', { name: 'কুরিয়ারে পাঠান' }).getByRole('radio', { name: 'Pathao' }).check();
  await page.getByRole('form', { name: 'কুরিয়ারে পাঠান' }).getByRole('button', { name: 'কুরিয়ারে পাঠান' }).click();
  await expect(page.getByTestId('parcel')).toHaveAttribute('data-parcel-state', 'booked', COURIER_ANSWER);

  // The second parcel: the same customer, the box's price only, and Pathao takes it too.
  await newOrder.click();
  await expect(page).not.toHaveURL(new RegExp(order._id));
  await expect(page.getByText('রাশেদা খাতুন').first()).toBeVisible();
  await page.getByRole('form', { name: 'কুরিয়ারে পাঠান' }).getByRole('radio', { name: 'Pathao' }).check();
  await page.getByRole('form', { name: 'কুরিয়ারে পাঠান' }).getByRole('button', { name: 'কুরিয়ারে পাঠান' }).click();
  await expect(page.getByTestId('parcel')).toHaveAttribute('data-parcel-state', 'booked', COURIER_ANSWER);

  const both = [...pathao.consignments.values()].filter((parcel) =>
    String(parcel.merchant_order_id).startsWith('INV-'),
  );
  expect(both.map((parcel) => parcel.item_weight)).toEqual([10, 10]);
  expect(
    both.map((parcel) => parcel.amount_to_collect).reduce((sum, each) => Number(sum) + Number(each), 0),
  ).toBe(order.total);
  expect(both[0]?.merchant_order_id).toBe(formatInvoiceNumber(order.invoiceNumber));
});
