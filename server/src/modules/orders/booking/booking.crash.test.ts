import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { effectivePrice, formatInvoiceNumber, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/database.js';
import { nowIso } from '../../../lib/time.js';
import { startFakeSteadfast } from '../../../test/fake-steadfast.js';
import { freePort, serverEntry, startServerProcess } from '../../../test/server-process.js';
import { seededShopFiles, TEST_ADMIN } from '../../../test/test-app.js';

/**
 * Bookings survive SIGKILL (decisions 035 and 058): the real server, as a child process, is asked to
 * send orders to a (fake, slow) Steadfast, one at a time and three at a time, by several staff at
 * once, and is killed at a random moment, round after round. Kills land while a booking is written,
 * while the courier is being asked (to create, or whether it has an invoice), and after it made the
 * consignment but before its answer was read; besides the kills, every fourth answer is cut on the
 * wire. This Steadfast takes a repeated invoice as a new parcel, so only asking before sending again
 * keeps each order to one. After the last restart the jobs the dead instances held are taken up
 * within seconds (their short leases, decision 059), not after the old 30 s lease; every booking
 * that was answered 200 ends booked and shipped; no order is left waiting; Steadfast holds exactly
 * one consignment per booked order and none for any other; and once Steadfast's webhook has told
 * of each parcel, every order carries its consignment id and tracking code. Runs on PostgreSQL too
 * when TEST_DATABASE_URL is set.
 */
const ROUNDS = 8;
const STAFF = 3;
const ORDERS = 70;
const KEYS = { apiKey: 'sf-crash-api-key-1Qa2', secretKey: 'sf-crash-secret-3Ws4' };
const WEBHOOK_TOKEN = 'sf-crash-webhook-token-5Ed6';

let dataDir: string;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let shop: Awaited<ReturnType<typeof seededShopFiles>> | undefined;
let postgres: Awaited<ReturnType<typeof seededShopFiles>>['database'] = null;
/** Orders whose booking the server answered: each must end booked. */
const acknowledged = new Set<string>();
/** Orders not yet asked for, shared by the staff. */
const queue: Array<{ id: string; invoiceNumber: number }> = [];

function startServer(port: number): Promise<ChildProcess> {
  return startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    JWT_SECRET: postgres ? 'booking-crash-signing-key-of-at-least-32-chars' : '',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'error',
    ORDER_RATE_LIMIT: '1000000',
    ORDER_PHONE_LIMIT: '1000000',
    DUPLICATE_ORDER_WINDOW_MINUTES: '0',
    STEADFAST_API_URL: steadfast.url,
  });
}

async function call(base: string, token: string | null, method: string, url: string, body?: unknown) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** One member of staff sends orders, alone or three at a time, until the server dies under them. */
async function bookUntilKilled(base: string, token: string, member: number) {
  for (let round = 0; queue.length > 0; round++) {
    const picked = queue.splice(0, (member + round) % 2 === 0 ? 1 : 3);
    let response: Response;
    try {
      response =
        picked.length === 1
          ? await call(base, token, 'POST', `/api/order/courier-booking/${picked[0]?.id}`, {
              courier: 'steadfast',
              weightKg: 1,
            })
          : await call(base, token, 'POST', '/api/order/bulk-courier-booking', {
              courier: 'steadfast',
              weightKg: 1,
              ids: picked.map((order) => order.id),
            });
    } catch {
      return; // the server is gone: these may or may not have been asked for
    }
    if (response.status !== 200) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as { data: { refused?: Array<{ _id: string }> } };
    const refused = new Set((data.refused ?? []).map((order) => order._id));
    for (const order of picked) if (!refused.has(order.id)) acknowledged.add(order.id);
  }
}

beforeAll(async () => {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  // The run's seeded demo shop: the first start finds it, as every restart does (test-app.ts).
  shop = await seededShopFiles('haat-booking-crash-');
  dataDir = shop.dataDir;
  postgres = shop.database;
  steadfast = await startFakeSteadfast(KEYS);
  // A courier that takes its time: kills land while it is being asked.
  steadfast.state.createDelayMs = 40;
  // One that does not refuse a repeated invoice, and a link that drops some answers.
  steadfast.state.acceptRepeatedInvoices = true;
  steadfast.state.loseEveryNthAnswer = 4;
});
afterAll(async () => {
  await steadfast?.close();
  await shop?.remove();
});

describe('courier bookings survive SIGKILL', () => {
  it(`books every acknowledged order exactly once across ${ROUNDS} kills`, { timeout: 240_000 }, async () => {
    // The shop: signed in, Steadfast's keys saved, the orders placed.
    let port = await freePort();
    let base = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    const signIn = await call(base, null, 'POST', '/api/user/login', TEST_ADMIN);
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    expect(
      (
        await call(base, token, 'PUT', '/api/integrations/steadfast', {
          ...KEYS,
          webhookToken: WEBHOOK_TOKEN,
        })
      ).status,
    ).toBe(200);
    const products = (
      (await (await call(base, null, 'GET', '/api/product/all')).json()) as { data: Product[] }
    ).data;
    for (let index = 0; index < ORDERS; index++) {
      const product = products[index % products.length] as Product;
      const placed = await call(base, null, 'POST', '/api/order/create-order', {
        name: `ক্রেতা ${index}`,
        phone: `0171${String(index).padStart(7, '0')}`,
        city: 'ঢাকা',
        address: 'বাড়ি ৩, মিরপুর ১০',
        products: [{ product: product._id, quantity: 1 }],
        shipping: 80,
        total: effectivePrice(product) + 80,
      });
      expect(placed.status).toBe(201);
      const { data } = (await placed.json()) as { data: { _id: string; invoiceNumber: number } };
      queue.push({ id: data._id, invoiceNumber: data.invoiceNumber });
    }
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));

    for (let round = 0; round < ROUNDS && queue.length > 0; round++) {
      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = await startServer(port);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      const staff = Array.from({ length: STAFF }, (_, member) => bookUntilKilled(base, token, member));
      // Once the round has got going (a slow machine may take a while to answer the first), at a
      // random moment: other bookings are then being written, asked about or answered.
      const before = acknowledged.size;
      await expect
        .poll(() => acknowledged.size > before || queue.length === 0, { timeout: 20_000, interval: 20 })
        .toBe(true);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
      server.kill('SIGKILL');
      await Promise.all([...staff, exited]);
    }
    expect(acknowledged.size).toBeGreaterThan(ROUNDS);

    // Time passes while the server is down for the retries' waits (a failed attempt waits 30 s and
    // more); the dead instances' leases are left as they were: the restart must not wait them out.
    const handle = openDatabase({ dataDir, databaseUrl: postgres?.url });
    let held = 0;
    try {
      await handle.db
        .updateTable('outbox_jobs')
        .set({ run_after: nowIso() })
        .where('state', '=', 'waiting')
        .execute();
      held = (await handle.db.selectFrom('outbox_jobs').select('id').where('state', '=', 'running').execute())
        .length;
    } finally {
      await handle.close();
    }
    // The courier's link is steady again for the recovery.
    steadfast.state.loseEveryNthAnswer = 0;

    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer(port);
    const parcels = async () => {
      const check = openDatabase({ dataDir, databaseUrl: postgres?.url });
      try {
        return await check.db
          .selectFrom('orders')
          .select([
            'id',
            'status',
            'invoice_number',
            'parcel_state',
            'parcel_consignment_id',
            'parcel_tracking_code',
          ])
          .where('parcel_state', 'is not', null)
          .execute();
      } finally {
        await check.close();
      }
    };
    // Back to work within seconds of the start, held jobs included: under the old 30 s lease the
    // jobs a kill left running could not be taken before it ran out.
    expect(held + acknowledged.size).toBeGreaterThan(0);
    await expect
      .poll(async () => (await parcels()).filter((row) => row.parcel_state === 'booking').length, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(0);

    // Every parcel whose answer was lost gets its ids from Steadfast's next call about it.
    for (const row of await parcels())
      if (row.parcel_consignment_id === '')
        expect(
          await steadfast.notify(
            { url: `${base}/api/courier/webhook/steadfast`, token: WEBHOOK_TOKEN },
            formatInvoiceNumber(Number(row.invoice_number)),
            'in_review',
          ),
        ).toBe(200);
    await expect
      .poll(async () => (await parcels()).filter((row) => row.parcel_consignment_id === '').length, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(0);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));

    const rows = await parcels();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Every acknowledged booking ended booked and shipped: none was lost.
    for (const id of acknowledged) {
      expect(byId.get(id)?.parcel_state, id).toBe('booked');
      expect(byId.get(id)?.status, id).toBe('shipped');
    }
    // A request a kill cut off either committed whole (and was booked) or left nothing.
    expect(rows.filter((row) => row.parcel_state !== 'booked')).toEqual([]);
    // Steadfast holds one consignment per booked order and none for any other: nothing twice, at a
    // courier that would have taken a second.
    const booked = new Set(rows.map((row) => formatInvoiceNumber(Number(row.invoice_number))));
    expect(new Set(steadfast.made.map((made) => made.invoice))).toEqual(booked);
    expect(steadfast.made.length).toBe(rows.length);
    // Each order records its own consignment's id and tracking code.
    for (const row of rows) {
      const made = steadfast.consignments.get(formatInvoiceNumber(Number(row.invoice_number)));
      expect(row.parcel_consignment_id, row.id).toBe(String(made?.consignment_id));
      expect(row.parcel_tracking_code, row.id).toBe(made?.tracking_code);
    }
  });
});
