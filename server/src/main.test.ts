import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `main` as the shop runs it: a bad variable stops it with a message naming it, and SIGTERM lets
 * the requests in flight finish before the process exits. Runs the built server (`npm run build`).
 */
const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

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

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'main-test-password',
      ORDER_RATE_LIMIT: '1000000',
      ORDER_PHONE_LIMIT: '1000000',
      DUPLICATE_ORDER_WINDOW_MINUTES: '0',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Until the process has said it is listening, or has exited. No deadline of its own: on a machine
 * busy with other work a start took longer than a fixed 15 s; the test's timeout bounds the wait.
 */
async function started(server: ReturnType<typeof run>): Promise<void> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (!exited && !server.output().includes('Haat is running at')) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  it('refuses to start on a bad variable, naming it', async () => {
    const server = run({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
  });

  it('prints its address and, on SIGTERM, finishes the orders in flight, then exits 0', {
    timeout: 60_000,
  }, async () => {
    if (!fs.existsSync(serverEntry))
      throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
    const port = await freePort();
    const server = run({ PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await started(server);
    expect(server.output()).toContain(`Haat is running at http://127.0.0.1:${port}`);

    const products = ((await (await fetch(`${base}/api/product/all`)).json()) as { data: Product[] }).data;
    const product = products[0] as Product;
    const place = () =>
      fetch(`${base}/api/order/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: orderOf(product),
      }).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        () => ({ status: 0, body: '' }),
      );

    const inFlight = Array.from({ length: 100 }, place);
    // Once the server is answering them (the first answer is back), ask it to stop while the rest
    // are in flight: however loaded the machine, the requests have reached it.
    await Promise.race(inFlight);
    server.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);

    // Every request either finished (201) or was turned away cleanly; none got a half answer.
    for (const answer of answers) expect([0, 201, 503]).toContain(answer.status);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThan(0);

    // Everything acknowledged is there after a restart.
    const port2 = await freePort();
    const again = run({ PORT: String(port2) });
    try {
      await started(again);
      for (const answer of created) {
        const id = (JSON.parse(answer.body) as { data: { _id: string } }).data._id;
        expect((await fetch(`http://127.0.0.1:${port2}/api/order/single/${id}`)).status).toBe(200);
      }
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });

  it("keeps DATA_DIR and everything written in it, backups too, to the server's own user", {
    timeout: 60_000,
  }, async () => {
    // A folder an earlier version, or a person, left readable by everyone.
    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-private-'));
    const shopDir = path.join(privateDir, 'data');
    fs.mkdirSync(shopDir, { mode: 0o755 });
    fs.chmodSync(shopDir, 0o755);
    try {
      const port = await freePort();
      const server = run({ PORT: String(port), DATA_DIR: shopDir, SEED_DEMO: 'true' });
      await started(server);
      expect(server.output()).toContain('Haat is running at');
      // A write, so the WAL holds something.
      const products = (
        (await (await fetch(`http://127.0.0.1:${port}/api/product/all`)).json()) as {
          data: Product[];
        }
      ).data;
      const product = products[0] as Product;
      const order = await fetch(`http://127.0.0.1:${port}/api/order/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: orderOf(product),
      });
      expect(order.status).toBe(201);
      const written = modesUnder(shopDir);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      expect(Object.keys(written)).toEqual(
        expect.arrayContaining([
          '.',
          'haat.sqlite',
          'haat.sqlite-wal',
          'haat.sqlite-shm',
          'jwt-secret',
          'uploads',
        ]),
      );
      expect(Object.keys(written).some((file) => file.startsWith('uploads/') && file.endsWith('.webp'))).toBe(
        true,
      );
      for (const [file, mode] of Object.entries(written)) expect([file, mode & 0o077]).toEqual([file, 0]);

      const backupRoot = path.join(privateDir, 'backups');
      const backup = spawnSync(
        process.execPath,
        [path.join(path.dirname(serverEntry), 'ops/backup-cli.js'), backupRoot],
        {
          env: { ...process.env, DATA_DIR: shopDir, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(backup.status, backup.stderr).toBe(0);
      const copied = modesUnder(backupRoot);
      expect(Object.keys(copied).some((file) => file.endsWith('/haat.sqlite'))).toBe(true);
      for (const [file, mode] of Object.entries(copied)) expect([file, mode & 0o077]).toEqual([file, 0]);
    } finally {
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  });
});

/** A one-line cash-on-delivery order of `product` inside Dhaka, as the storefront sends it. */
function orderOf(product: Product): string {
  return JSON.stringify({
    name: 'রহিম',
    phone: '01712345678',
    city: 'ঢাকা',
    address: 'মিরপুর',
    products: [{ product: product._id, quantity: 1 }],
    shipping: 80,
    total: effectivePrice(product) + 80,
  });
}

/** Every file and folder under `root` (itself as `.`) with its permission bits. */
function modesUnder(root: string): Record<string, number> {
  const modes: Record<string, number> = { '.': fs.statSync(root).mode & 0o777 };
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes[path.relative(root, full)] = fs.statSync(full).mode & 0o777;
  }
  return modes;
}
