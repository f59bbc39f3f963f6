// @vitest-environment jsdom
import { type CreateOrder, routes } from '@haat/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, HttpResponse, http, ok, refuse, server } from '@/test/network';
import { anOrder } from '@/test/orders';
import { answerShop, cartActions, honey, inSize, mango, openShop, shopDeliveryZones } from '@/test/shop-page';

// The order form's rules as a customer meets them (product spec §4 and §5): what must be filled in,
// which mobile numbers are taken, the delivery area and its fee, the errors in Bengali, and what is
// sent to the server.

const MANGO = 'রাজশাহীর ফজলি আম';
const HONEY = 'সুন্দরবনের মধু';
const PLACED_ID = 'placedAbCdEfGhIjKlMnOp';

const field = {
  name: () => screen.getByRole('textbox', { name: 'Enter your name *' }),
  phone: () => screen.getByRole('textbox', { name: 'আপনার মোবাইল নম্বর *' }),
  city: () => screen.getByRole('combobox', { name: 'আপনার শহর / জেলা *' }),
  address: () => screen.getByRole('textbox', { name: 'সম্পূর্ণ ঠিকানা *' }),
};
const submit = () => screen.getByRole('button', { name: 'অর্ডার কনফার্ম করুন' });
const summary = () => screen.getByRole('region', { name: 'আপনার অর্ডার' });
const amount = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

type Sent = { body: CreateOrder; headers: Headers };

/** The server's order endpoint: keeps what arrived and answers the order it would have placed. */
function answerOrders(): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post(api(routes.orders.create.path), async ({ request }) => {
      const body = (await request.json()) as CreateOrder;
      sent.push({ body, headers: request.headers });
      return ok(anOrder({ _id: PLACED_ID, shipping: body.shipping, total: body.total }), 201);
    }),
  );
  return sent;
}

type User = Awaited<ReturnType<typeof openShop>>['user'];

/**
 * Fills the fields named as a customer pastes into them: one change per field. (Typed key by key,
 * the phone checks took most of this file's time, and the rules judge the value, not the keys.)
 */
async function fillIn(
  user: User,
  details: { name?: string; phone?: string; city?: string; address?: string },
) {
  for (const [key, value] of Object.entries(details) as [keyof typeof field, string][]) {
    await user.clear(field[key]());
    if (value) await user.paste(value);
  }
}

const customer = {
  name: 'রহিম উদ্দিন',
  phone: '01712345678',
  city: 'ঢাকা',
  address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
};

/**
 * The order section with a mango in the cart, as its card's Add to Cart leaves it, and the customer's
 * details filled in. The product grid is left out unless a test needs it (the cart's tests cover it).
 */
async function readyToOrder({ withProducts = false } = {}) {
  cartActions.add(inSize(mango));
  const view = await openShop({ withProducts });
  await fillIn(view.user, customer);
  return view;
}

beforeEach(() => {
  cartActions.clear();
  answerShop();
});

describe('the order form', () => {
  it('says the form is kept before ordering so the shop can call, and for the days the shop sets', async () => {
    await openShop();
    // The shop's settings answer 14 days (shopSettings): the line says them in Bengali digits.
    expect(
      screen.getByText(/অর্ডার করার আগেই এই ফর্মে লেখা তথ্য .*ফোন করতে পারি; শেষবার লেখার ১৪ দিন পর/),
    ).toBeVisible();
  });

  it('sends nothing while the cart is empty and asks for a product', async () => {
    const sent = answerOrders();
    const { user } = await openShop({ withProducts: false });
    await fillIn(user, customer);
    await user.click(submit());

    const popup = await screen.findByRole('alertdialog', { name: 'Please select a product' });
    expect(popup).toHaveAccessibleDescription('অর্ডার করতে অন্তত একটি পণ্য কার্টে যোগ করুন।');
    expect(sent).toHaveLength(0);
  });

  it('asks for every field in Bengali, under the field, and sends nothing', async () => {
    const sent = answerOrders();
    cartActions.add(inSize(mango));
    const { user } = await openShop({ withProducts: false });
    await fillIn(user, { name: '   ' });
    await user.click(submit());

    await waitFor(() => expect(field.name()).toBeInvalid());
    expect(field.name()).toHaveAccessibleDescription('আপনার নাম লিখুন');
    expect(field.phone()).toBeInvalid();
    expect(field.phone()).toHaveAccessibleDescription(
      'মোবাইল নম্বর লিখুন ১১ সংখ্যার মোবাইল নম্বর; ডেলিভারির আগে এই নম্বরে কল করা হবে',
    );
    expect(field.city()).toHaveAccessibleDescription('আপনার শহর / জেলার নাম লিখুন');
    expect(field.address()).toHaveAccessibleDescription('সম্পূর্ণ ঠিকানা লিখুন');
    // The first field to correct has the focus.
    expect(field.name()).toHaveFocus();
    expect(sent).toHaveLength(0);

    await fillIn(user, customer);
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it.each([
    ['the usual spelling', '01712345678'],
    ['Bengali digits', '০১৭১২৩৪৫৬৭৮'],
    ['the country code', '+8801712345678'],
    ['the country code without the plus', '8801712345678'],
    ['spaces and a dash', '+880 1712-345678'],
  ])('takes a mobile number written with %s and sends it as 01XXXXXXXXX', async (_, phone) => {
    const sent = answerOrders();
    const { user } = await readyToOrder();
    await fillIn(user, { phone });
    await user.click(submit());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.phone).toBe('01712345678');
  });

  // Says what is wrong (decision 069): too short, or not a mobile number at all.
  const notMobile = 'সঠিক মোবাইল নম্বর লিখুন (যেমন ০১৭১২৩৪৫৬৭৮)';
  it.each([
    ['a number one digit short', '0171234567', 'মোবাইল নম্বর ১১ সংখ্যার; এখানে ১০টি সংখ্যা আছে'],
    ['a number one digit long', '017123456789', notMobile],
    ['an operator code no network has', '01212345678', notMobile],
    ['a land line', '029876543', notMobile],
    ['another country’s code', '+8611712345678', notMobile],
    ['a letter', '০১৭১২৩৪৫৬৭x', notMobile],
  ])('refuses %s in Bengali, under the field, and sends nothing', async (_, phone, message) => {
    const sent = answerOrders();
    const { user } = await readyToOrder();
    await fillIn(user, { phone });
    await user.click(submit());

    await waitFor(() => expect(field.phone()).toBeInvalid());
    expect(field.phone()).toHaveAccessibleDescription(
      `${message} ১১ সংখ্যার মোবাইল নম্বর; ডেলিভারির আগে এই নম্বরে কল করা হবে`,
    );
    expect(field.phone()).toHaveFocus();
    expect(field.name()).toBeValid();
    expect(sent).toHaveLength(0);
  });

  it('asks for the district before the fee, and charges the fee of its zone', async () => {
    const sent = answerOrders();
    cartActions.add(inSize(mango));
    const { user } = await openShop({ withProducts: false });
    expect(amount('ডেলিভারি চার্জ')).toBe('জেলা বেছে নিন');
    expect(amount('সর্বমোট')).toBe('৳৯৫০ + ডেলিভারি');

    await fillIn(user, { ...customer, city: 'Sylhet' });
    await waitFor(() => expect(amount('ডেলিভারি চার্জ')).toBe('৳১৩০'));
    expect(field.city()).toHaveAccessibleDescription('সিলেট: ডেলিভারি চার্জ ৳১৩০ (১ কেজি পর্যন্ত)');
    expect(amount('সর্বমোট')).toBe('৳১,০৮০');

    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ city: 'Sylhet', district: 'Sylhet', shipping: 130, total: 1080 });
  });

  it('prices a heavy basket by the kilo from the shop’s table, as the server will', async () => {
    answerShop(undefined, {
      saved: true,
      zones: [
        ...shopDeliveryZones.zones.filter((zone) => !zone.districts.includes('Gazipur')),
        { name: 'ঢাকার আশপাশ', districts: ['Gazipur'], firstKgFee: 110, extraKgFee: 20, freeFrom: null },
      ],
    });
    const sent = answerOrders();
    cartActions.add(inSize(mango));
    const { user } = await openShop({ withProducts: false });
    for (let piece = 1; piece < 10; piece++)
      await user.click(within(summary()).getByRole('button', { name: `${MANGO}: পরিমাণ ১টি বাড়ান` }));
    await fillIn(user, { ...customer, city: 'গাজীপুর' });
    // Ten pieces at a kilo each (no line carries a weight yet): the first kilo and nine more.
    await waitFor(() => expect(amount('ডেলিভারি চার্জ')).toBe('৳২৯০'));
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ district: 'Gazipur', shipping: 290, total: 9500 + 290 });
  });

  it('sends nothing for a place that is not a district, and says so under the field', async () => {
    const sent = answerOrders();
    const { user } = await readyToOrder();
    await fillIn(user, { city: 'মিরপুর' });
    await user.click(submit());
    await waitFor(() => expect(field.city()).toBeInvalid());
    expect(field.city()).toHaveAccessibleDescription(/তালিকা থেকে আপনার জেলা বেছে নিন/);
    expect(field.city()).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends the details, the lines and the totals, then empties the cart and shows the order', async () => {
    const sent = answerOrders();
    cartActions.add(inSize(mango));
    cartActions.add(inSize(honey));
    const { user } = await openShop({ withProducts: false });
    await user.click(within(summary()).getByRole('button', { name: `${HONEY}: পরিমাণ ১টি বাড়ান` }));
    await fillIn(user, { ...customer, name: '  রহিম উদ্দিন ', phone: '০১৭১২-৩৪৫৬৭৮' });
    await user.click(submit());

    await waitFor(() => expect(window.location.pathname).toBe(`/order/success/${PLACED_ID}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      name: 'রহিম উদ্দিন',
      phone: '01712345678',
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
      products: [
        // Each line names its size (decision 064): the card's, here each product's only one.
        { product: mango._id, size: mango.sizes[0]?._id, quantity: 1 },
        { product: honey._id, size: honey.sizes[0]?._id, quantity: 2 },
      ],
      district: 'Dhaka',
      shipping: 70,
      total: 950 + 2 * 800 + 70,
    });
    // A retry after a lost answer carries the same key, so it cannot place a second order (docs/api.md).
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(within(summary()).getByText('এখনো কোনো পণ্য বাছাই করা হয়নি।')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartState') ?? 'null')).toEqual([]);
    expect(field.phone()).toHaveValue('');
  });

  it('sends one order for a double tap', async () => {
    const sent = answerOrders();
    const { user } = await readyToOrder();
    await user.dblClick(submit());

    await waitFor(() => expect(window.location.pathname).toBe(`/order/success/${PLACED_ID}`));
    expect(sent).toHaveLength(1);
  });

  it('puts the server’s field errors on their fields, in its words', async () => {
    server.use(
      http.post(api(routes.orders.create.path), () =>
        refuse(400, 'তথ্য সঠিক নয়', [{ path: 'address', message: 'ঠিকানায় থানার নাম লিখুন' }]),
      ),
    );
    const { user } = await readyToOrder();
    await user.click(submit());

    const popup = await screen.findByRole('alertdialog', { name: 'Order Failed!' });
    expect(popup).toHaveAccessibleDescription('লাল চিহ্নিত ঘরগুলো ঠিক করে আবার চেষ্টা করুন।');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));

    expect(field.address()).toBeInvalid();
    expect(field.address()).toHaveAccessibleDescription('ঠিকানায় থানার নাম লিখুন');
    await waitFor(() => expect(field.address()).toHaveFocus());
    // Nothing is lost: the cart and the details stay for the next try.
    expect(within(summary()).getByText(MANGO)).toBeInTheDocument();
    expect(field.name()).toHaveValue(customer.name);
  });

  it('tells the new total when the prices changed meanwhile, and fetches the products again', async () => {
    let productRequests = 0;
    server.use(
      http.get(api(routes.products.list.path), () => {
        productRequests += 1;
        return ok([mango, honey]);
      }),
      http.post(api(routes.orders.create.path), () =>
        refuse(409, 'দাম বদলেছে: এখন সর্বমোট ৳১,১২০। আবার দেখে অর্ডার করুন।'),
      ),
    );
    // The product list is on the page: it is what the refusal makes fetch again.
    const { user } = await readyToOrder({ withProducts: true });
    const before = productRequests;
    await user.click(submit());

    const popup = await screen.findByRole('alertdialog', { name: 'Order Failed!' });
    expect(popup).toHaveAccessibleDescription('দাম বদলেছে: এখন সর্বমোট ৳১,১২০। আবার দেখে অর্ডার করুন।');
    await waitFor(() => expect(productRequests).toBe(before + 1));
  });

  it('says the order may have gone through when the connection drops, and keeps everything for a retry', async () => {
    server.use(http.post(api(routes.orders.create.path), () => HttpResponse.error()));
    const { user } = await readyToOrder();
    await user.click(submit());

    // No answer is not a failure: the order may have arrived, and a retry is safe (decision 069).
    const popup = await screen.findByRole('alertdialog', { name: 'অর্ডারটি হয়তো পৌঁছে গেছে' });
    expect(popup).toHaveAccessibleDescription(/একই অর্ডার দুবার হবে না/);
    expect(within(summary()).getByText(MANGO)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
