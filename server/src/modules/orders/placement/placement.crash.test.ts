import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIntegrity, openDatabase } from '../../../db/database.js';
import { createPostgresDatabase } from '../../../test/test-app.js';

/**
 * Crash safety (issue 6): the real server, as a child process, takes orders from several concurrent
 * clients and is killed with SIGKILL at a random moment, twenty times over. Every order that was
 * answered 201 must be there after the restart, with its lines; no invoice number may repeat; the
 * database must pass its own integrity check. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
const serverEntry = fileURLToPath(new URL('../../../../dist/main.js', import.meta.url));
const ROUNDS = 20;
const CLIENTS = 8;

let dataDir: string;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
const acknowledged = new Map<string, { invoiceNumber: number; lines: number }>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      // PostgreSQL needs the signing key set; the embedded database keeps its own in DATA_DIR.
      JWT_SECRET: postgres ? 'crash-test-signing-key-of-at-least-32-characters' : '',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'crash-test-password',
      LOG_LEVEL: 'error',
      // Eight clients hammer from one address with repeating baskets: the abuse guards would refuse them.
      ORDER_RATE_LIMIT: '1000000',
      DUPLICATE_ORDER_WINDOW_MINUTES: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited while starting: ${errors}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${errors}`);
}

/** Places orders until the server dies under it; records every order the server acknowledged. */
async function orderUntilKilled(base: string, products: Product[], client: number) {
  for (let index = 0; ; index++) {
    const product = products[(client + index) % products.length] as Product;
    const quantity = (index % 3) + 1;
    let response: Response;
    try {
      response = await fetch(`${base}/api/order/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `ক্রেতা ${client}-${index}`,
          phone: '01712345678',
          city: 'ঢাকা',
          address: 'মিরপুর',
          products: [{ product: product._id, quantity }],
          shipping: 80,
          total: effectivePrice(product) * quantity + 80,
        }),
      });
    } catch {
      return; // the server is gone: whatever was not answered may or may not exist
    }
    if (response.status !== 201) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as {
      data: { _id: string; invoiceNumber: number; products: unknown[] };
    };
    acknowledged.set(data._id, { invoiceNumber: data.invoiceNumber, lines: data.products.length });
  }
}

beforeAll(async () => {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-crash-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('orders survive SIGKILL', () => {
  it(`keeps every acknowledged order across ${ROUNDS} kills`, { timeout: 300_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer(port);
      const products = ((await (await fetch(`${base}/api/product/all`)).json()) as { data: Product[] }).data;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      const clients = Array.from({ length: CLIENTS }, (_, client) =>
        orderUntilKilled(base, products, client),
      );
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 450));
      server.kill('SIGKILL');
      await Promise.all([...clients, exited]);
    }
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * CLIENTS);

    // One last start proves the server comes back; then the database is read directly.
    const port = await freePort();
    const server = await startServer(port);
    const sample = [...acknowledged.keys()].slice(-5);
    for (const id of sample) {
      expect((await fetch(`http://127.0.0.1:${port}/api/order/single/${id}`)).status).toBe(200);
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));

    const handle = openDatabase({ dataDir, databaseUrl: postgres?.url });
    try {
      expect(await checkIntegrity(handle)).toEqual([]);
      const orders = await handle.db.selectFrom('orders').select(['id', 'invoice_number']).execute();
      const lines = await handle.db.selectFrom('order_lines').select(['order_id']).execute();
      const linesPerOrder = new Map<string, number>();
      for (const line of lines) linesPerOrder.set(line.order_id, (linesPerOrder.get(line.order_id) ?? 0) + 1);
      const stored = new Map(orders.map((order) => [order.id, Number(order.invoice_number)]));

      const missing = [...acknowledged.keys()].filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      for (const [id, order] of acknowledged) {
        expect(stored.get(id)).toBe(order.invoiceNumber);
        expect(linesPerOrder.get(id)).toBe(order.lines);
      }
      expect(new Set(stored.values()).size).toBe(stored.size);
      // No order without lines: an order and its lines commit together or not at all.
      expect(orders.filter((order) => !linesPerOrder.has(order.id))).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
