import { bengaliCount, placeOrder, uniquePhone } from '../support/admin.js';
import { BULKSMSBD_ACCOUNT, expect, test } from '../support/fake-services.js';
import { dataOf } from '../support/own-shop.js';
import { saveSms, turnSmsOff } from '../support/sms.js';
import { smallControls } from '../support/touch-targets.js';

// Decision 037: the owner sets up order SMS from a phone, and customers get one when their order
// moves. The gateway is a local stand-in for BulkSMSBD (server/src/test/fake-sms-gateways.ts).

test.use({ viewport: { width: 390, height: 844 } });
// The settings test starts from SMS as a new shop has it (no gateway account saved); other files
// save one (the parcel journey), so this file gets a shop of its own.
test.use({ freshShop: 'order-sms' });

// The shop is shared by the worker's other tests: they move orders too, and should not send SMS.
test.afterEach(async ({ adminApi, bulksmsbd }) => turnSmsOff(adminApi, bulksmsbd));

/** Exactly 70 characters of Bengali: one Unicode part, and a character more makes two. */
const SEVENTY = 'আপনার অর্ডার নিশ্চিত হয়েছে। পণ্য হাতে পেয়ে টাকা দেবেন। ধন্যবাদ, হাট।';

test.describe('the settings', () => {
  // Turning SMS on without the gateway's account is refused with a 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('the owner writes a status’s SMS on a phone, sees it as the customer will and what it costs, and turns SMS on', async ({
    adminPage: page,
  }) => {
    expect(SEVENTY).toHaveLength(70);
    await page.goto('/admin/integrations');
    const panel = page.getByRole('region', { name: 'অর্ডারের SMS' });
    const confirmed = panel.getByRole('group', { name: 'নিশ্চিত', exact: true });
    const text = confirmed.getByRole('textbox', { name: 'বার্তা' });
    const preview = confirmed.getByTestId('sms-preview');
    const count = confirmed.getByTestId('sms-count');
    // Off until configured; the default message is filled with a sample order.
    await expect(panel.getByRole('switch', { name: 'অর্ডারের অবস্থা বদলালে ক্রেতাকে SMS পাঠান' })).not.toBeChecked();
    await expect(confirmed.getByRole('switch', { name: '"নিশ্চিত" হলে SMS পাঠান' })).toBeChecked();
    await expect(preview).toHaveText('অর্ডার INV-1251 নিশ্চিত হয়েছে, মোট ৳১,২৩০। প্রশ্নে কল: 01711000000');

    await text.fill(SEVENTY);
    await expect(preview).toHaveText(SEVENTY);
    await expect(count).toHaveText('৭০ অক্ষর · ১ অংশ (ইউনিকোড)');
    await text.press('End');
    await text.pressSequentially('!');
    await expect(count).toHaveText('৭১ অক্ষর · ২ অংশ (ইউনিকোড)');

    // A placeholder goes where the cursor is, and the owner types on after it.
    await text.press('Control+Home');
    await confirmed.getByRole('button', { name: 'বার্তায় বসান: গ্রাহকের নাম' }).click();
    await expect(text).toBeFocused();
    await text.pressSequentially(', ');
    await expect(text).toHaveValue(`{name}, ${SEVENTY}!`);
    await expect(preview).toHaveText(`রহিমা খাতুন, ${SEVENTY}!`);
    await expect(count).toHaveText('৮৪ অক্ষর · ২ অংশ (ইউনিকোড)');
    // English only goes as GSM, 160 to a part.
    const shipped = panel.getByRole('group', { name: 'পাঠানো হয়েছে', exact: true });
    await shipped.getByRole('textbox', { name: 'বার্তা' }).fill('Order {invoice} is on its way: {tracking}');
    await expect(shipped.getByTestId('sms-preview')).toHaveText(
      'Order INV-1251 is on its way: DL121224VS8TTJ',
    );
    await expect(shipped.getByTestId('sms-count')).toHaveText('৪৪ অক্ষর · ১ অংশ (ইংরেজি, GSM)');
    expect(await smallControls(panel)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // On without the gateway's account: the server says which fields it needs.
    await panel.getByRole('switch', { name: 'অর্ডারের অবস্থা বদলালে ক্রেতাকে SMS পাঠান' }).check();
    const save = panel.getByRole('button', { name: 'সংরক্ষণ করুন' });
    await save.click();
    const apiKey = panel.getByLabel('API key');
    await expect(apiKey).toHaveAccessibleDescription(/SMS চালু করতে আগে BulkSMSBD-এর API key আর Sender ID দিন/);
    await expect(apiKey).toBeFocused();

    await apiKey.fill(BULKSMSBD_ACCOUNT.apiKey);
    await panel.getByLabel('Sender ID').fill(BULKSMSBD_ACCOUNT.senderId);
    await save.click();
    await expect(page.getByText('SMS-এর সেটিং সংরক্ষণ হয়েছে')).toBeVisible();
    await expect(apiKey).toHaveValue('');
    await expect(apiKey).toHaveAccessibleDescription(/শেষে …Gh78/);

    await page.reload();
    await expect(panel.getByRole('switch', { name: 'অর্ডারের অবস্থা বদলালে ক্রেতাকে SMS পাঠান' })).toBeChecked();
    await expect(text).toHaveValue(`{name}, ${SEVENTY}!`);
    await expect(apiKey).toHaveAccessibleDescription(/শেষে …Gh78/);
    await expect(panel.getByLabel('Sender ID')).toHaveValue(BULKSMSBD_ACCOUNT.senderId);
    expect(await page.content()).not.toContain(BULKSMSBD_ACCOUNT.apiKey);
  });
});

test('a test message goes out through BulkSMSBD and the page shows its answer, or its refusal in Bengali', async ({
  adminPage: page,
  adminApi,
  bulksmsbd,
}) => {
  await saveSms(adminApi, false);
  await page.goto('/admin/integrations');
  const panel = page.getByRole('region', { name: 'অর্ডারের SMS' });
  const form = panel.getByRole('form', { name: 'পরীক্ষার SMS' });
  const phone = form.getByLabel('মোবাইল নম্বর');
  const send = form.getByRole('button', { name: 'পরীক্ষার SMS পাঠান' });
  const result = form.getByRole('status');

  await phone.fill('0171234');
  await send.click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  const number = uniquePhone();
  await phone.fill(number);
  await send.click();
  await expect(result).toHaveText(/^BulkSMSBD SMS নিয়েছে \(নম্বর \d+\)$/);
  const message = bulksmsbd.sent.find((sent) => sent.to === `88${number}`);
  expect(message?.text).toContain('পরীক্ষামূলক SMS');
  expect(message?.type).toBe('unicode');

  bulksmsbd.errors.errorCode = 1007;
  await send.click();
  await expect(result).toHaveText('BulkSMSBD-তে যথেষ্ট ব্যালান্স নেই: রিচার্জ করে আবার চেষ্টা করুন');
  expect((await send.boundingBox())?.height).toBeGreaterThanOrEqual(44);
});

test('a confirmed order’s timeline shows the SMS the customer got, and one the gateway refused', async ({
  adminPage: page,
  request,
  adminApi,
  bulksmsbd,
}) => {
  await saveSms(adminApi, true, {
    confirmed: { enabled: true, text: 'প্রিয় {name}, অর্ডার {invoice} নিশ্চিত হয়েছে।' },
  });
  const confirm = async (id: string) =>
    dataOf(await adminApi.put(`/api/order/update/status/${id}`, { data: { status: 'confirmed' } }));
  const smsEvents = async (id: string) =>
    (await dataOf<Array<{ kind: string }>>(await adminApi.get(`/api/order/timeline/${id}`))).filter(
      (event) => event.kind === 'sms',
    ).length;

  // Each staff move's SMS waits out its undo window (decision 060), about twenty seconds.
  test.setTimeout(120_000);
  const order = await placeOrder(request, { name: 'রহিমা আক্তার' });
  await confirm(order._id);
  // Sent from the outbox once the move can no longer be undone.
  await expect.poll(() => smsEvents(order._id), { timeout: 40_000 }).toBe(1);
  const expected = `প্রিয় রহিমা আক্তার, অর্ডার INV-${order.invoiceNumber} নিশ্চিত হয়েছে।`;
  expect(bulksmsbd.sent.find((sent) => sent.to === `88${order.phone}`)?.text).toBe(expected);

  await page.goto(`/admin/order/${order._id}`);
  const sms = page.getByTestId('order-timeline').locator('[data-event="sms"]');
  await expect(sms).toContainText(`SMS পাঠানো হয়েছে (নিশ্চিত) · ${bengaliCount(1)} অংশ`);
  await expect(sms).toContainText(`${order.phone} নম্বরে, BulkSMSBD দিয়ে`);
  await expect(sms.locator('blockquote')).toHaveText(expected);
  await expect(sms).toContainText(/গেটওয়ের উত্তর: BulkSMSBD SMS নিয়েছে \(নম্বর \d+\)/);
  // Nobody on the staff sent it: the shop did, on its own.
  await expect(sms).toContainText('স্বয়ংক্রিয়');

  // The gateway refuses (no balance): the timeline says so, with the gateway's reason.
  bulksmsbd.errors.errorCode = 1007;
  const unlucky = await placeOrder(request);
  await confirm(unlucky._id);
  await expect.poll(() => smsEvents(unlucky._id), { timeout: 40_000 }).toBe(1);
  await page.goto(`/admin/order/${unlucky._id}`);
  const failed = page.getByTestId('order-timeline').locator('[data-event="sms"]');
  await expect(failed).toContainText('SMS যায়নি (নিশ্চিত)');
  await expect(failed).not.toContainText('অংশ');
  await expect(failed).toContainText('গেটওয়ের উত্তর: BulkSMSBD-তে যথেষ্ট ব্যালান্স নেই');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
