import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { effectivePrice, type Product } from '@haat/contract';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { localImageStore } from '../modules/media/image-store.js';
import { openImageStore } from '../modules/media/index.js';
import { runFirstRun } from '../setup/first-run.js';
import { startS3Server } from '../test/s3-server.js';
import { seededShopFiles } from '../test/test-app.js';
import { createBackup, restoreBackup } from './backup.js';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// The embedded database's backup, so this always runs on SQLite. Started as `main` starts it, with the
// images in DATA_DIR/uploads or, given `storage`, in an S3-compatible bucket.
const start = async (dataDir: string, storage: Record<string, string> = {}) => {
  const config = loadConfig({
    ...storage,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'backup-password',
    ORDER_RATE_LIMIT: '100000',
    ORDER_PHONE_LIMIT: '100000',
    DUPLICATE_ORDER_WINDOW_MINUTES: '0',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  const app = await buildApp(config);
  await runFirstRun(app, config);
  return app;
};

const snapshot = async (app: Awaited<ReturnType<typeof start>>) => ({
  orders: await app.db.selectFrom('orders').selectAll().orderBy('invoice_number').execute(),
  lines: await app.db.selectFrom('order_lines').selectAll().orderBy('id').execute(),
  products: await app.db.selectFrom('products').selectAll().orderBy('id').execute(),
  faqs: await app.db.selectFrom('faqs').selectAll().orderBy('id').execute(),
  banner: (await app.inject({ method: 'GET', url: '/api/banner/all' })).json(),
});

describe('backup and restore', () => {
  it('a backup taken while orders keep arriving restores identical orders, content and images', async () => {
    // A copy of the run's seeded demo shop (test-app.ts): what is under test is the backup, and
    // seeding it here took seconds of this test's time on a busy machine.
    const { dataDir } = await seededShopFiles('haat-live-', { embedded: true });
    dirs.push(dataDir);
    const app = await start(dataDir);
    const [product] = (await app.inject({ method: 'GET', url: '/api/product/all' })).json().data as Product[];
    const place = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: {
          name: `ক্রেতা ${index}`,
          phone: '01712345678',
          city: 'ঢাকা',
          address: 'মিরপুর',
          products: [{ product: product?._id, quantity: 1 }],
          shipping: 80,
          total: effectivePrice(product as Product) + 80,
        },
      });
    for (let index = 0; index < 10; index++) await place(index);

    // Orders keep arriving while the backup runs; the copy is one consistent moment.
    const during = Promise.all(Array.from({ length: 10 }, (_, index) => place(100 + index)));
    const folder = await createBackup({
      dataDir,
      backupRoot: tempDir('haat-backups-'),
      images: app.media.store,
    });
    await during;
    const atBackup = await snapshot(app);
    await app.close();

    const restoredDir = tempDir('haat-restored-');
    await restoreBackup({
      dataDir: restoredDir,
      folder,
      images: localImageStore(path.join(restoredDir, 'uploads')),
    });
    const restored = await start(restoredDir);
    try {
      const after = await snapshot(restored);
      // Every order in the backup is whole (with its lines) and equal to the live one.
      const liveById = new Map(atBackup.orders.map((order) => [order.id, order]));
      expect(after.orders.length).toBeGreaterThanOrEqual(10);
      for (const order of after.orders) expect(order).toEqual(liveById.get(order.id));
      const liveLines = new Map(atBackup.lines.map((line) => [line.id, line]));
      for (const line of after.lines) expect(line).toEqual(liveLines.get(line.id));
      expect(new Set(after.lines.map((line) => line.order_id))).toEqual(
        new Set(after.orders.map((order) => order.id)),
      );
      expect(after.products).toEqual(atBackup.products);
      expect(after.faqs).toEqual(atBackup.faqs);
      expect(after.banner).toEqual(atBackup.banner);
      const image = await restored.inject({ method: 'GET', url: `/api/product/${product?.img}` });
      expect(image.statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('refuses a folder that is not a backup, and changes nothing', async () => {
    const dataDir = tempDir('haat-untouched-');
    fs.writeFileSync(path.join(dataDir, 'haat.sqlite'), 'keep me');
    const images = localImageStore(path.join(dataDir, 'uploads'));
    await expect(restoreBackup({ dataDir, folder: tempDir('haat-empty-'), images })).rejects.toThrow(
      /not a Haat backup/,
    );
    expect(fs.readFileSync(path.join(dataDir, 'haat.sqlite'), 'utf8')).toBe('keep me');
  });
});

describe('backup and restore with the images in an S3-compatible bucket', () => {
  it('the backup holds the bucket’s files, and a restore into an empty bucket brings every image back', async () => {
    const bucket = await startS3Server();
    const emptyBucket = await startS3Server();
    try {
      const dataDir = tempDir('haat-s3-live-');
      const app = await start(dataDir, bucket.env);
      const folder = await createBackup({
        dataDir,
        backupRoot: tempDir('haat-backups-'),
        images: app.media.store,
      });
      const atBackup = await snapshot(app);
      await app.close();
      const backedUp = (fs.readdirSync(path.join(folder, 'uploads'), { recursive: true }) as string[])
        .filter((name) => name.includes('.'))
        .map((name) => name.split(path.sep).join('/'))
        .sort();
      expect(backedUp).toEqual(await bucket.keys());

      const restoredDir = tempDir('haat-s3-restored-');
      const restoredConfig = loadConfig({ ...emptyBucket.env, DATA_DIR: restoredDir });
      await restoreBackup({
        dataDir: restoredDir,
        folder,
        images: openImageStore(
          { dataDir: restoredDir, storage: restoredConfig.imageStorage },
          pino({ level: 'silent' }),
        ),
      });
      expect(await emptyBucket.keys()).toEqual(backedUp);
      const restored = await start(restoredDir, emptyBucket.env);
      try {
        expect((await snapshot(restored)).banner).toEqual(atBackup.banner);
        const [product] = (await restored.inject({ method: 'GET', url: '/api/product/all' })).json()
          .data as Product[];
        expect(
          (await restored.inject({ method: 'GET', url: `/api/product/${product?.img}` })).statusCode,
        ).toBe(200);
      } finally {
        await restored.close();
      }
    } finally {
      await bucket.cleanup();
      await emptyBucket.cleanup();
    }
  });
});
