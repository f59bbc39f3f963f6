import { readFile } from 'node:fs/promises';
import {
  bengaliCount,
  expect,
  type Order,
  orderRows,
  phoneFamily,
  placeOrder,
  statusNames,
  test,
  uniquePhone,
} from '../support/admin.js';

// Every test places its own orders under a phone number nobody else uses (or numbers sharing a start
// nobody else uses) and narrows the list to it, so tests running side by side never see each other's
// orders.

test('the status tabs filter the list and count per status', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  // Three customers found by their numbers' shared start: a third order from one number within hours
  // would arrive on hold (decision 038), and an order on hold cannot be shipped.
  const { prefix, phone } = phoneFamily();
  const pending = await placeOrder(request, { phone: phone(0) });
  const shipped = await placeOrder(request, { phone: phone(1) });
  const delivered = await placeOrder(request, { phone: phone(2) });
  await adminApi.setStatus(shipped._id, 'shipped');
  await adminApi.setStatus(delivered._id, 'shipped');
  await adminApi.setStatus(delivered._id, 'delivered');

  await page.goto(`/admin/orders?search=${prefix}`);
  await expect(orderRows(page)).toHaveCount(3);
  const tabs = page.getByRole('navigation', { name: 'অবস্থা অনুযায়ী অর্ডার' });
  await expect(tabs.locator('[data-status-tab="all"]')).toContainText(bengaliCount(3));
  await expect(tabs.locator('[data-status-tab="shipped"]')).toContainText(bengaliCount(1));
  await expect(tabs.locator('[data-status-tab="cancelled"]')).toContainText(bengaliCount(0));

  await tabs.getByRole('link', { name: new RegExp(statusNames.shipped) }).click();
  await expect(page).toHaveURL(/status=shipped/);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toHaveAttribute('data-order-id', shipped._id);
  await expect(orderRows(page).first().locator('[data-status]')).toHaveAttribute('data-status', 'shipped');

  // The filter lives in the URL: a reload keeps it, back returns to all.
  await page.reload();
  await expect(orderRows(page)).toHaveCount(1);
  await page.goBack();
  await expect(orderRows(page)).toHaveCount(3);
  // Newest first.
  await expect(orderRows(page).first()).toHaveAttribute('data-order-id', delivered._id);
  await expect(orderRows(page).last()).toHaveAttribute('data-order-id', pending._id);
});

test('a row shows invoice, customer, a tap-to-call phone, city, total and status', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  const order = await placeOrder(request, { phone, name: 'সারিকা পারভীন', city: 'বগুড়া' });
  await page.goto(`/admin/orders?search=${phone}`);
  const row = orderRows(page).first();
  await expect(row.getByRole('link', { name: `INV-${order.invoiceNumber}` })).toHaveAttribute(
    'href',
    `/admin/order/${order._id}`,
  );
  await expect(row).toContainText('সারিকা পারভীন');
  await expect(row).toContainText('বগুড়া');
  await expect(row.locator(`a[href="tel:${phone}"]`)).toBeVisible();
  await expect(row).toContainText(`৳${new Intl.NumberFormat('bn-BD').format(order.total)}`);
  await expect(row.locator('[data-status]')).toHaveText(statusNames.pending);
});

test('each page names the tab, and no page is for search engines', async ({ adminPage: page, request }) => {
  const order = await placeOrder(request, { phone: uniquePhone() });
  await page.goto('/admin/orders');
  await expect(page).toHaveTitle('অর্ডার — হাট ব্যাক অফিস');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Moving within the app names the new page.
  await page.goto(`/admin/orders?search=INV-${order.invoiceNumber}`);
  await orderRows(page)
    .first()
    .getByRole('link', { name: `INV-${order.invoiceNumber}` })
    .click();
  await expect(page).toHaveTitle(`INV-${order.invoiceNumber} — হাট ব্যাক অফিস`);
  await page.goBack();
  await expect(page).toHaveTitle('অর্ডার — হাট ব্যাক অফিস');
});

test('search finds orders by phone in any spelling and by invoice number', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  const first = await placeOrder(request, { phone });
  const second = await placeOrder(request, { phone });
  const other = await placeOrder(request);

  await page.goto('/admin/orders');
  const search = page.getByRole('searchbox', { name: 'খুঁজুন' });
  // The way a customer says it on the phone: +88 and spaces. Typing searches after a pause.
  await search.fill(`+88 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(page).toHaveURL(/search=%2B88/);
  await expect(orderRows(page)).toHaveCount(2);
  await expect(page.locator(`tr[data-order-id="${first._id}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-order-id="${second._id}"]`)).toBeVisible();

  // Enter searches at once.
  await search.fill(`INV-${other.invoiceNumber}`);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=INV-${other.invoiceNumber}`));
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toHaveAttribute('data-order-id', other._id);

  // Back restores the earlier search, in the box too.
  await page.goBack();
  await expect(orderRows(page)).toHaveCount(2);
  await expect(search).toHaveValue(/^\+88 /);
});

test('the orders screen asks for its list while the session check is still out', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeOrder(request, { phone: uniquePhone() });
  let listAsked = false;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/order/all-orders') listAsked = true;
  });
  // The session check is held until the list has been asked for (five seconds at most): a page
  // that asks for its list only once it knows who is signed in never does in that time.
  let askedDuringCheck = false;
  await page.route('**/api/user/logged-user', async (route) => {
    for (let waited = 0; waited < 5_000 && !listAsked; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    askedDuringCheck = listAsked;
    await route.continue();
  });
  await page.goto(`/admin/orders?search=INV-${order.invoiceNumber}`);
  await expect(orderRows(page)).toHaveCount(1);
  expect(askedDuringCheck).toBe(true);
});

test('typing searches from the third letter of a name; Enter searches whatever is there', async ({
  adminPage: page,
}) => {
  // The pause before a search is timed on Playwright's clock: a second passes when the test says.
  await page.clock.install();
  await page.goto('/admin/orders');
  const search = page.getByRole('searchbox', { name: 'খুঁজুন' });
  await expect(search).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/order/all-orders' && url.searchParams.has('search'))
      searches.push(url.searchParams.get('search') ?? '');
  });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await search.fill('রহ');
  await page.clock.runFor(1_000);
  expect(searches).toEqual([]);
  await expect(page).not.toHaveURL(/search=/);

  await search.fill('রহি');
  // The 400 ms pause, counted from when the page has drawn the letter: an effect may run after the
  // next frame, a few tens of milliseconds later.
  await page.clock.runFor(450);
  await expect(page).toHaveURL(/search=/);
  await expect.poll(() => searches).toEqual(['রহি']);

  await search.fill('রহ');
  await search.press('Enter');
  // At once: well within the pause, one frame for the page to draw and run its effects.
  await page.clock.runFor(50);
  await expect.poll(() => searches).toEqual(['রহি', 'রহ']);
});

test('the list pages on the server, 20 a page unless the admin picks another size', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  const placed = [];
  for (let index = 0; index < 23; index++) placed.push(await placeOrder(request, { phone }));

  await page.goto(`/admin/orders?search=${phone}`);
  await expect(orderRows(page)).toHaveCount(20);
  await expect(
    page.getByText(`মোট ${bengaliCount(23)}টির মধ্যে ${bengaliCount(1)}–${bengaliCount(20)}`),
  ).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'পাতা বদলান' });
  await pager.getByRole('link', { name: 'পরের পাতা' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(orderRows(page)).toHaveCount(3);
  // The oldest three are on the last page, oldest last.
  await expect(orderRows(page).last()).toHaveAttribute('data-order-id', placed[0]?._id ?? '');
  await expect(pager.getByRole('link', { name: `পাতা ${bengaliCount(2)}` })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.reload();
  await expect(orderRows(page)).toHaveCount(3);

  await page.getByLabel('প্রতি পাতায়').selectOption('10');
  await expect(page).toHaveURL(/limit=10/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(orderRows(page)).toHaveCount(10);
  await expect(pager.getByRole('link', { name: `পাতা ${bengaliCount(3)}` })).toBeVisible();
});

test('the date range narrows the list to the chosen days', async ({ adminPage: page, request }) => {
  const phone = uniquePhone();
  await placeOrder(request, { phone });
  await page.goto(`/admin/orders?search=${phone}`);
  await expect(orderRows(page)).toHaveCount(1);
  await page.getByLabel('শুরুর তারিখ').fill('2020-01-01');
  await page.getByLabel('শেষের তারিখ').fill('2020-01-31');
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText('এই ফিল্টারে কোনো অর্ডার পাওয়া যায়নি।')).toBeVisible();
  await page.getByRole('button', { name: 'আজকের অর্ডার' }).click();
  await expect(orderRows(page)).toHaveCount(1);
});

test('changing the status says "Status updated" and the badge follows', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeOrder(request);
  await page.goto(`/admin/order/${order._id}`);
  const badge = page.locator('h1 + [data-status]');
  await expect(badge).toHaveAttribute('data-status', 'pending');
  await page.getByLabel('অবস্থা বদলান').selectOption('shipped');
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(badge).toHaveAttribute('data-status', 'shipped');
  await expect(badge).toHaveText(statusNames.shipped);

  // The list shows the new status too.
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.locator(`tr[data-order-id="${order._id}"] [data-status]`)).toHaveAttribute(
    'data-status',
    'shipped',
  );
});

test('the status menu offers only the moves a cash-on-delivery shop makes, and a returned parcel none', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const order = await placeOrder(request);
  await page.goto(`/admin/order/${order._id}`);
  const menu = page.getByLabel('অবস্থা বদলান');
  const offered = () =>
    menu.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await expect.poll(offered).toEqual(['pending', 'confirmed', 'on_hold', 'shipped', 'cancelled']);

  // The customer answered the call: confirmed.
  await menu.selectOption('confirmed');
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(page.locator('h1 + [data-status]')).toHaveText(statusNames.confirmed);
  await expect.poll(offered).toEqual(['confirmed', 'shipped', 'on_hold', 'pending', 'cancelled']);

  // Shipped, then back from the courier: nothing more can be chosen, and the page says why.
  await adminApi.setStatus(order._id, 'shipped');
  await adminApi.setStatus(order._id, 'returned');
  await page.reload();
  await expect(menu).toBeDisabled();
  await expect(page.getByText('ফেরত আসা অর্ডারের অবস্থা আর বদলানো যায় না।')).toBeVisible();
});

test.describe('a move another staff member made meanwhile', () => {
  // The refusal is the answer this test is about; the browser logs every 4xx.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('is refused, and the refusal says where the order is', async ({
    adminPage: page,
    adminApi,
    request,
  }) => {
    const order = await placeOrder(request);
    await page.goto(`/admin/order/${order._id}`);
    await expect(page.locator('h1 + [data-status]')).toHaveAttribute('data-status', 'pending');
    // Someone else ships it while this page still shows it waiting.
    await adminApi.setStatus(order._id, 'shipped');
    await page.getByLabel('অবস্থা বদলান').selectOption('cancelled');
    // Cancel asks why first, in one tap (decision 061).
    await page.getByRole('button', { name: 'ক্রেতা নেননি' }).click();
    await expect(
      page.getByText(`"${statusNames.shipped}" অর্ডারকে "${statusNames.cancelled}" করা যায় না।`),
    ).toBeVisible();
  });
});

test('the timeline shows where the order came from and each move by whom; a note goes on top', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeOrder(request);
  await page.goto(`/admin/order/${order._id}`);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.locator('[data-event]')).toHaveCount(1);
  await expect(timeline.locator('[data-event="created"]')).toContainText('অর্ডার এসেছে');
  await expect(timeline.locator('[data-event="created"]')).toContainText('ক্রেতা');

  await page.getByLabel('অবস্থা বদলান').selectOption('on_hold');
  await page.getByRole('button', { name: 'ফোনে পাওয়া যায়নি' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(timeline.locator('[data-event]').first()).toContainText(
    `অবস্থা: ${statusNames.pending} → ${statusNames.on_hold}`,
  );
  await expect(timeline.locator('[data-event]').first()).toContainText('কারণ: ফোনে পাওয়া যায়নি');

  // An empty note is refused under the field; a real one lands on top, and the field empties.
  await page.getByRole('button', { name: 'নোট রাখুন' }).click();
  await expect(page.getByText('নোট লিখুন')).toBeVisible();
  const note = page.getByLabel('নোট যোগ করুন');
  await note.fill('ফোন ধরেননি, বিকেলে আবার কল করতে হবে');
  await page.getByRole('button', { name: 'নোট রাখুন' }).click();
  await expect(page.getByText('নোট রাখা হয়েছে')).toBeVisible();
  await expect(timeline.locator('[data-event]').first()).toContainText('ফোন ধরেননি, বিকেলে আবার কল করতে হবে');
  await expect(timeline.locator('[data-event]')).toHaveCount(3);
  await expect(note).toHaveValue('');
});

test('from the list, one tap records the call: could not reach, then confirmed; WhatsApp is a tap away', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  const order = await placeOrder(request, { phone, name: 'রাশেদা খানম' });
  await page.goto(`/admin/orders?search=${phone}`);
  const row = page.locator(`[data-order-id="${order._id}"]`);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
  // WhatsApp opens with a greeting naming the order (decision 061).
  const greeting = encodeURIComponent(`আসসালামু আলাইকুম! আপনার অর্ডার INV-${order.invoiceNumber} নিয়ে লিখছি।`);
  await expect(row.getByRole('link', { name: 'রাশেদা খানম-কে WhatsApp-এ লিখুন' })).toHaveAttribute(
    'href',
    `https://wa.me/88${phone}?text=${greeting}`,
  );

  await row.getByRole('button', { name: 'রাশেদা খানম-কে ফোনে পাইনি' }).click();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'on_hold');
  // On hold, "could not reach" is done; "confirmed" stays for the next call.
  await expect(row.getByRole('button', { name: 'রাশেদা খানম-কে ফোনে পাইনি' })).toHaveCount(0);
  await row.getByRole('button', { name: 'রাশেদা খানম-এর অর্ডার নিশ্চিত' }).click();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'confirmed');
  await expect(row.getByRole('button', { name: 'রাশেদা খানম-এর অর্ডার নিশ্চিত' })).toHaveCount(0);
  // The list kept its search all along.
  await expect(page).toHaveURL(new RegExp(`search=${phone}`));
});

test.describe('a tap that no longer reaches the server', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('still says so: the toasts came once the screen was idle', async ({ adminPage: page, request }) => {
    const phone = uniquePhone();
    const order = await placeOrder(request, { phone, name: 'মরিয়ম বেগম' });
    // The toasts' library is not part of the screen's first load; it is fetched once the page is idle.
    const toastsFetched = page.waitForResponse((response) =>
      /\/assets\/toaster-[^/]+\.js$/.test(response.url()),
    );
    await page.goto(`/admin/orders?search=${phone}`);
    const row = page.locator(`[data-order-id="${order._id}"]`);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
    await toastsFetched;

    // The phone's data connection drops: no request reaches the shop any more, files included.
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    await row.getByRole('button', { name: 'মরিয়ম বেগম-এর অর্ডার নিশ্চিত' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
  });
});

test('the list downloads what it shows as a CSV that Excel opens with Bengali intact', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  const order = await placeOrder(request, { phone, name: 'জাহানারা ইমাম' });
  await page.goto(`/admin/orders?search=${phone}`);
  await expect(page.locator(`[data-order-id="${order._id}"]`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV ডাউনলোড' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^haat-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toContain('ইনভয়েস');
  // Only the order the list shows, with its Bengali name as typed.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`INV-${order.invoiceNumber}`);
  expect(lines[1]).toContain('জাহানারা ইমাম');
});

test('Go Back from an order returns to the list as it was: its status tab and search', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const phone = uniquePhone();
  const held = await placeOrder(request, { phone });
  await placeOrder(request, { phone, quantity: 2 });
  await adminApi.setStatus(held._id, 'on_hold');
  await page.goto(`/admin/orders?search=${phone}`);
  await page.locator('[data-status-tab="on_hold"]').click();
  await expect(page).toHaveURL(/status=on_hold/);
  await expect(orderRows(page)).toHaveCount(1);
  const listUrl = page.url();

  await orderRows(page)
    .first()
    .getByRole('link', { name: `INV-${held.invoiceNumber}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${held._id}$`));
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toHaveAttribute('data-order-id', held._id);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dates fold behind a button, their fields made only when it unfolds them; an address with dates opens unfolded', async ({
    adminPage: page,
    request,
  }) => {
    const phone = uniquePhone();
    await placeOrder(request, { phone });
    await page.goto(`/admin/orders?search=${phone}`);
    await expect(orderRows(page)).toHaveCount(1);
    // Folded, the fields are not made at all, not merely hidden: a browser's first date field is
    // costly to make, and a phone opening its orders would pay for it every time.
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    const dates = page.getByRole('button', { name: 'তারিখ', exact: true });
    await expect(dates).toHaveAttribute('aria-expanded', 'false');
    await dates.click();
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('শুরুর তারিখ').fill('2020-01-01');
    await page.getByLabel('শেষের তারিখ').fill('2020-01-31');
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(page.getByText('এই ফিল্টারে কোনো অর্ডার পাওয়া যায়নি।')).toBeVisible();

    // Opened again at that address (a bookmark, Go Back), the dates are unfolded with their days.
    await page.reload();
    await expect(page.getByLabel('শুরুর তারিখ')).toHaveValue('2020-01-01');
    await expect(page.getByLabel('শেষের তারিখ')).toHaveValue('2020-01-31');
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
  });

  test('oldest first works the queue from the top, and Go Back lands where the list was scrolled', async ({
    adminPage: page,
    request,
  }) => {
    const phone = uniquePhone();
    const orders = [];
    for (let index = 0; index < 12; index++)
      orders.push(await placeOrder(request, { phone, quantity: index + 1 }));
    await page.goto(`/admin/orders?search=${phone}`);
    await expect(orderRows(page)).toHaveCount(12);
    await expect(orderRows(page).first()).toHaveAttribute('data-order-id', (orders.at(-1) as Order)._id);
    await page.getByRole('button', { name: 'পুরনো আগে' }).click();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(orderRows(page).first()).toHaveAttribute('data-order-id', (orders[0] as Order)._id);

    // Far down the list, open the last order, then go back. The list draws its first ten rows with
    // the page and the rest a moment later: the scroll waits for them.
    const tenth = orders[11] as Order;
    const row = page.locator(`[data-order-id="${tenth._id}"]`);
    await row.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await row.getByRole('link', { name: `INV-${tenth.invoiceNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/${tenth._id}$`));
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(orderRows(page)).toHaveCount(12);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(row).toBeInViewport();
  });
});

test('an open list shows orders placed meanwhile within half a minute, and says how many are new', async ({
  adminPage: page,
  request,
}) => {
  // Half a minute passes on Playwright's clock, not the wall's.
  await page.clock.install();
  const phone = uniquePhone();
  await placeOrder(request, { phone });
  await page.goto(`/admin/orders?search=${phone}`);
  await expect(orderRows(page)).toHaveCount(1);

  await placeOrder(request, { phone, quantity: 2 });
  await placeOrder(request, { phone, quantity: 3 });
  await page.clock.runFor(30_000);
  await expect(orderRows(page)).toHaveCount(3);
  await expect(page.getByText('২টি নতুন অর্ডার এসেছে')).toBeVisible();

  await page.getByRole('button', { name: 'নতুনগুলো দেখুন' }).click();
  await expect(page.getByText('২টি নতুন অর্ডার এসেছে')).toHaveCount(0);
  await expect(orderRows(page)).toHaveCount(3);
});

test('the detail page shows what product spec §2 lists', async ({ adminPage: page, request }) => {
  const phone = uniquePhone();
  const order = await placeOrder(request, { phone, name: 'মাহফুজ আলম', city: 'সিলেট', quantity: 2 });
  await page.goto(`/admin/order/${order._id}`);
  await expect(page.getByRole('heading', { name: `INV-${order.invoiceNumber}` })).toBeVisible();
  await expect(page.getByText(order._id)).toBeVisible();
  for (const label of [
    'Placed On',
    'Updated',
    'Customer Info',
    'Shipping Address',
    'Shipping Note',
    'Ordered Items',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: `${phone}` })).toHaveAttribute('href', `tel:${phone}`);
  await expect(page.getByText('মাহফুজ আলম')).toBeVisible();
  await expect(page.getByText('SubTotal')).toBeVisible();
  await expect(page.getByText('Shipping Charge')).toBeVisible();
  await expect(page.getByText(`৳${new Intl.NumberFormat('bn-BD').format(order.total)}`).last()).toBeVisible();
  const print = page.getByRole('link', { name: /Print/ });
  await expect(print).toHaveAttribute('href', `/admin/order/print/${order._id}`);
  await expect(print).toHaveAttribute('target', '_blank');
});

test('deleting asks first: dismissed keeps the order, accepted removes it', async ({
  adminPage: page,
  request,
}) => {
  const phone = uniquePhone();
  const order = await placeOrder(request, { phone });
  await page.goto(`/admin/order/${order._id}`);

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Delete order' }).click();
  expect(dialogs).toEqual(['Do you want to delete this order?']);
  await expect(page).toHaveURL(new RegExp(`/admin/order/${order._id}$`));
  expect((await request.get(`/api/order/single/${order._id}`)).status()).toBe(200);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('অর্ডারটি মুছে ফেলা হয়েছে')).toBeVisible();
  await page.goto(`/admin/orders?search=${phone}`);
  await expect(page.getByText('এই ফিল্টারে কোনো অর্ডার পাওয়া যায়নি।')).toBeVisible();
});

test('the print page shows the invoice, cash on delivery and a print button', async ({
  adminPage: page,
  request,
}) => {
  const order = await placeOrder(request, { name: 'নাসরিন সুলতানা', address: 'বাসা ৭, লেক রোড, ধানমন্ডি' });
  await page.goto(`/admin/order/${order._id}`);
  const [invoice] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Print/ }).click(),
  ]);
  await expect(invoice).toHaveURL(new RegExp(`/admin/order/print/${order._id}$`));
  await expect(invoice.getByRole('heading', { name: `INV-${order.invoiceNumber}` })).toBeVisible();
  await expect(invoice.getByText('Cash on delivery')).toBeVisible();
  await expect(invoice.getByText('নাসরিন সুলতানা')).toBeVisible();
  await expect(invoice.getByText(/বাসা ৭, লেক রোড, ধানমন্ডি/)).toBeVisible();
  const printButton = invoice.getByRole('button', { name: 'প্রিন্ট করুন' });
  await expect(printButton).toBeVisible();
  // Outside the back office's layout: no menu.
  await expect(invoice.getByRole('navigation', { name: 'অ্যাডমিন মেনু' })).toHaveCount(0);

  await invoice.emulateMedia({ media: 'print' });
  await expect(printButton).toBeHidden();
  await expect(invoice.getByText('Cash on delivery')).toBeVisible();
});

test('/admin/order/all-orders leads to the order list', async ({ adminPage: page }) => {
  await page.goto('/admin/order/all-orders?status=cancelled');
  await expect(page).toHaveURL(/\/admin\/orders\?status=cancelled$/);
  await expect(page.getByRole('heading', { name: 'অর্ডার', level: 1 })).toBeVisible();
});
