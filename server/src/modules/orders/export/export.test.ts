import { effectivePrice, type Order, type Product } from '@haat/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { createExportRepository } from './export.repository.js';
import { createOrderExportService } from './export.service.js';

// Decision 026: the month's orders in a file Excel opens with Bengali intact, safe to open.
let app: TestApp;
let admin: { authorization: string };
let products: Product[];
let phones = 0;

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '100000', DUPLICATE_ORDER_WINDOW_MINUTES: '0' });
  admin = await adminHeaders(app);
  products = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
});
afterAll(() => app.cleanup());

async function place(customer: { name?: string; lines?: number } = {}): Promise<Order> {
  const lines = (products.slice(0, customer.lines ?? 1) as Product[]).map((product, index) => ({
    product,
    quantity: index + 1,
  }));
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    payload: {
      name: customer.name ?? 'ক্রেতা',
      phone: `0191${String(++phones).padStart(7, '0')}`,
      city: 'রাজশাহী',
      address: 'বাড়ি ৩, রোড ৭',
      products: lines.map(({ product, quantity }) => ({ product: product._id, quantity })),
      shipping: 150,
      total: lines.reduce((sum, { product, quantity }) => sum + effectivePrice(product) * quantity, 0) + 150,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data;
}

const download = (query = '', headers: Record<string, string> = admin) =>
  app.inject({ method: 'GET', url: `/api/order/export${query}`, headers });

/** The file as Excel reads it: the byte-order mark first, then rows of cells. */
function rowsOf(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(body.subarray(3).toString('utf8')) as string[][];
}

describe('GET /api/order/export', () => {
  it('answers a UTF-8 CSV with a byte-order mark: a header, then a row per order, newest first, Bengali intact', async () => {
    const first = await place({ name: 'আয়েশা সিদ্দিকা' });
    const second = await place({ name: 'মোস্তফা কামাল', lines: 2 });
    const response = await download(`?search=0191`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="haat-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = rowsOf(response.rawPayload);
    expect(header).toEqual([
      'ইনভয়েস',
      'তারিখ',
      'অবস্থা',
      'নাম',
      'ফোন',
      'শহর',
      'ঠিকানা',
      'উৎস',
      'পণ্য',
      'পণ্যের দাম',
      'ছাড়',
      'ছাড়ের কারণ',
      'ডেলিভারি চার্জ',
      'মোট',
      'অবস্থার কারণ',
      'কুরিয়ার',
      'কনসাইনমেন্ট আইডি',
      'ট্র্যাকিং কোড',
      'কুরিয়ারের অবস্থা',
      'কুরিয়ার ফি',
      'আদায়',
    ]);
    expect(rows.map((row) => row[0])).toEqual([`INV-${second.invoiceNumber}`, `INV-${first.invoiceNumber}`]);
    const [newest] = rows;
    expect(newest?.slice(2, 8)).toEqual([
      'অপেক্ষমাণ',
      'মোস্তফা কামাল',
      `\t${second.phone}`,
      'রাজশাহী',
      'বাড়ি ৩, রোড ৭',
      'ওয়েবসাইট',
    ]);
    expect(newest?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(newest?.[8]).toBe(
      second.products.map((line) => `${line.product.title} × ${line.quantity}`).join('; '),
    );
    expect(newest?.slice(9, 15)).toEqual([
      String(second.total - 150),
      '0',
      '',
      '150',
      String(second.total),
      '',
    ]);
    // Never sent: the parcel's cells are there, empty.
    expect(newest?.slice(15)).toEqual(['', '', '', '', '', '']);
  });

  it('with lines=true writes a row per ordered product, each with its price', async () => {
    const order = await place({ name: 'সালমা', lines: 2 });
    const [header, ...rows] = rowsOf((await download(`?lines=true&search=${order.phone}`)).rawPayload);
    expect(header).toContain('পরিমাণ');
    expect(rows).toHaveLength(2);
    for (const [index, line] of order.products.entries()) {
      const price = line.product.discountPrice > 0 ? line.product.discountPrice : line.product.price;
      expect(rows[index]?.slice(8, 12)).toEqual([
        line.product.title,
        String(line.quantity),
        String(price),
        String(price * line.quantity),
      ]);
    }
  });

  it('names where an order came from and the discount staff gave, with the lines’ sum before it', async () => {
    const product = products[0] as Product;
    const entered = await app.inject({
      method: 'POST',
      url: '/api/order/staff-create',
      headers: admin,
      payload: {
        name: 'মেসেঞ্জারের ক্রেতা',
        phone: `0191${String(++phones).padStart(7, '0')}`,
        city: 'বগুড়া',
        address: 'সাতমাথা',
        products: [{ product: product._id, quantity: 2 }],
        shipping: 150,
        source: 'messenger',
        discount: 40,
        discountReason: 'দুই কেজি একসাথে',
      },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const order: Order = json(entered).data;
    const [, row] = rowsOf((await download(`?search=${order.phone}`)).rawPayload);
    expect(row?.[7]).toBe('মেসেঞ্জার');
    expect(row?.slice(9, 14)).toEqual([
      String(effectivePrice(product) * 2),
      '40',
      'দুই কেজি একসাথে',
      '150',
      String(effectivePrice(product) * 2 - 40 + 150),
    ]);
    const [, line] = rowsOf((await download(`?lines=true&search=${order.phone}`)).rawPayload);
    expect(line?.slice(-10, -7)).toEqual(['150', '40', String(order.total)]);
  });

  it('names why staff cancelled or held an order, with the note of "other", before the courier’s columns', async () => {
    const order = await place({ name: 'বাতিলের ক্রেতা', lines: 2 });
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${order._id}`,
      headers: admin,
      payload: { status: 'cancelled', reason: 'other', note: 'অন্য দোকান থেকে কিনেছেন' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [header, row] = rowsOf((await download(`?search=${order.phone}`)).rawPayload);
    expect(header?.at(-7)).toBe('অবস্থার কারণ');
    expect(row?.at(-7)).toBe('অন্য কারণ: অন্য দোকান থেকে কিনেছেন');
    const [, ...lines] = rowsOf((await download(`?lines=true&search=${order.phone}`)).rawPayload);
    expect(lines.map((line) => line.at(-7))).toEqual([
      'অন্য কারণ: অন্য দোকান থেকে কিনেছেন',
      'অন্য কারণ: অন্য দোকান থেকে কিনেছেন',
    ]);
  });

  it('keeps a cell that would be a formula as text', async () => {
    const order = await place({ name: '=HYPERLINK("http://evil.example","click")' });
    const [, row] = rowsOf((await download(`?search=${order.phone}`)).rawPayload);
    expect(row?.[3]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    for (const name of ['+SUM(1)', '-1+2', '@cmd']) {
      const another = await place({ name });
      const [, cells] = rowsOf((await download(`?search=${another.phone}`)).rawPayload);
      expect(cells?.[3]).toBe(`'${name}`);
    }
  });

  it('keeps a formula hidden behind an invisible or full-width start, or after a separator, as text in a quoted cell', async () => {
    for (const name of ['\u200B=HYPERLINK("x")', '＝1+1', 'রহিম;=cmd|"/c calc"!A1', 'রহিম, @SUM(1)']) {
      const order = await place({ name });
      const body = (await download(`?search=${order.phone}`)).rawPayload;
      const [, cells] = rowsOf(body);
      expect(cells?.[3], JSON.stringify(name)).toBe(`'${name}`);
      // Quoted, so a locale whose list separator is `;` does not split it into a cell of its own.
      if (/[;,]/.test(name)) expect(body.toString('utf8')).toContain(`"'${name.replaceAll('"', '""')}"`);
      expect(cells?.[4]).toBe(`\t${order.phone}`);
    }
  });

  it('writes the parcel in a column each, to check a courier’s payout: courier, ids, its status, fee, cash collected', async () => {
    const delivered = await place({ name: 'কুরিয়ার মিলানো' });
    const returned = await place({ name: 'কুরিয়ার ফেরত' });
    const parcel = (consignment: string, status: 'delivered' | 'returned', fee: number | null) => ({
      status,
      parcel_courier: 'steadfast' as const,
      parcel_state: 'booked' as const,
      parcel_consignment_id: consignment,
      parcel_tracking_code: `TRK${consignment}`,
      parcel_courier_status: status,
      parcel_fee: fee,
      parcel_requested_at: new Date().toISOString(),
    });
    await app.db
      .updateTable('orders')
      .set(parcel('7001', 'delivered', 70))
      .where('id', '=', delivered._id)
      .execute();
    await app.db
      .updateTable('orders')
      .set(parcel('7002', 'returned', null))
      .where('id', '=', returned._id)
      .execute();
    const [header, ...rows] = rowsOf((await download('?search=কুরিয়ার')).rawPayload);
    const tail = (row: string[] | undefined) => row?.slice(header?.indexOf('কুরিয়ার'));
    expect(tail(rows.find((row) => row[0] === `INV-${delivered.invoiceNumber}`))).toEqual([
      'Steadfast',
      '7001',
      'TRK7001',
      'delivered',
      '70',
      String(delivered.total),
    ]);
    expect(tail(rows.find((row) => row[0] === `INV-${returned.invoiceNumber}`))).toEqual([
      'Steadfast',
      '7002',
      'TRK7002',
      'returned',
      '',
      '0',
    ]);
    const [, line] = rowsOf((await download(`?lines=true&search=${delivered.phone}`)).rawPayload);
    expect(line?.slice(-6)).toEqual([
      'Steadfast',
      '7001',
      'TRK7001',
      'delivered',
      '70',
      String(delivered.total),
    ]);
  });

  it('keeps a phone as text, its leading 0 intact, without a formula', async () => {
    const order = await place({ name: 'শূন্য দিয়ে শুরু' });
    const body = (await download(`?search=${order.phone}`)).rawPayload.toString('utf8');
    // A tab first: Excel keeps the cell as text; never `="017…"`, which is itself a formula.
    expect(body).toContain(`,\t${order.phone},`);
    expect(body).not.toContain(`="${order.phone}"`);
  });

  it('takes the list’s filters: a status, a search, dates', async () => {
    const order = await place({ name: 'ফিল্টার পরীক্ষা' });
    await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${order._id}`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    const cancelled = rowsOf((await download(`?status=cancelled`)).rawPayload).slice(1);
    expect(cancelled.map((row) => row[0])).toContain(`INV-${order.invoiceNumber}`);
    expect(new Set(cancelled.map((row) => row[2]))).toEqual(new Set(['বাতিল']));
    expect(rowsOf((await download('?from=2001-01-01&to=2001-01-31')).rawPayload)).toHaveLength(1);
  });

  it('refuses bad filters with a 400 before sending anything, and anyone not signed in with 401', async () => {
    for (const query of [
      '?status=lost',
      '?lines=maybe',
      '?from=2026-02-01&to=2026-01-01',
      '?from=yesterday',
    ]) {
      const response = await download(query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).success).toBe(false);
    }
    expect((await download('', {})).statusCode).toBe(401);
  });

  it('reads the orders a batch at a time and writes each exactly once, in order, even as orders arrive', async () => {
    // Batches of 7 over 40 orders: every batch boundary is crossed, with the real repository.
    const placed: Order[] = [];
    for (let index = 0; index < 40; index++) placed.push(await place({ name: `ব্যাচ ${index}` }));
    const exporter = createOrderExportService({ repository: createExportRepository(app.db), batchSize: 7 });
    const { body } = exporter.exportCsv({ search: 'ব্যাচ', lines: false });
    const chunks: Buffer[] = [];
    let placedMeanwhile = false;
    for await (const chunk of body) {
      chunks.push(Buffer.from(chunk));
      // An order placed while the file is being written is not in it, and moves no row.
      if (!placedMeanwhile) {
        placedMeanwhile = true;
        await place({ name: 'ব্যাচ পরে' });
      }
    }
    const rows = rowsOf(Buffer.concat(chunks)).slice(1);
    expect(rows.map((row) => row[0])).toEqual(
      [...placed].reverse().map((order) => `INV-${order.invoiceNumber}`),
    );
  });
});
