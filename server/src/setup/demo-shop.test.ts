import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadKind } from '@haat/contract';
import { demoShop } from '@haat/demo';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { nowIso } from '../lib/time.js';
import { localImageStore } from '../modules/media/image-store.js';
import { createMediaService, type MediaService } from '../modules/media/media.service.js';
import { seedShop } from './seed-shop.js';

/** The demo shop as the first start seeds it. */
const seedDemoShop = (db: DatabaseHandle['db'], media: MediaService) => seedShop(db, media, demoShop);

interface Shop {
  dataDir: string;
  uploadsDir: string;
  handle: DatabaseHandle;
  media: MediaService;
}

/** A fresh, migrated, empty database in its own temporary folder. */
async function openShop(): Promise<Shop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-seed-'));
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  const uploadsDir = path.join(dataDir, 'uploads');
  const media = createMediaService(localImageStore(uploadsDir), handle.db, pino({ level: 'silent' }));
  return { dataDir, uploadsDir, handle, media };
}

async function closeShop(shop: Shop): Promise<void> {
  await shop.handle.close();
  fs.rmSync(shop.dataDir, { recursive: true, force: true });
}

const count = async (
  { handle }: Shop,
  table: 'products' | 'features' | 'faqs' | 'banner_galleries' | 'business_info',
) => {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const counts = async (shop: Shop) => ({
  products: await count(shop, 'products'),
  features: await count(shop, 'features'),
  faqs: await count(shop, 'faqs'),
  galleries: await count(shop, 'banner_galleries'),
  business: await count(shop, 'business_info'),
});

/** Every file under uploads/, relative to it: what the seed left on disk. */
const uploadedFiles = ({ uploadsDir }: Shop): string[] =>
  fs.existsSync(uploadsDir) ? (fs.readdirSync(uploadsDir, { recursive: true }) as string[]).sort() : [];

// Seeding draws two dozen images, so the read-only checks share one seeded shop.
describe('seedDemoShop on an empty database', () => {
  let shop: Shop;
  let seeded: boolean;
  beforeAll(async () => {
    shop = await openShop();
    seeded = await seedDemoShop(shop.handle.db, shop.media);
  });
  afterAll(() => closeShop(shop));

  it('fills a believable shop with every section the storefront shows', async () => {
    expect(seeded).toBe(true);
    const { db } = shop.handle;

    const rows = await counts(shop);
    expect(rows.products).toBeGreaterThanOrEqual(8);
    expect(rows.features).toBeGreaterThanOrEqual(6);
    expect(rows.faqs).toBeGreaterThanOrEqual(6);
    expect(rows.galleries).toBeGreaterThanOrEqual(3);
    expect(rows.business).toBe(1);

    const business = await db.selectFrom('business_info').selectAll().executeTakeFirstOrThrow();
    expect(business.company_name).toMatch(/[\u0980-\u09FF]/);
    expect(business.facebook).toMatch(/^https:\/\/facebook\.com\/\S+$/);
    expect(business.whatsapp).toMatch(/^01[3-9]\d{8}$/);

    const settings = await db.selectFrom('site_settings').selectAll().execute();
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ inside_dhaka_fee: 80, outside_dhaka_fee: 150 });
    expect(settings[0]?.phone).toMatch(/^01[3-9]\d{8}$/);

    const seo = await db.selectFrom('seo_settings').selectAll().executeTakeFirstOrThrow();
    expect(seo.title).not.toBe('');
    expect(seo.url).toBe('http://localhost:3000');
    expect(seo.google_tag_manager).toBe('');

    const sections = await db
      .selectFrom('section_titles')
      .select(['section', 'title'])
      .orderBy('section')
      .execute();
    expect(sections.map((row) => row.section)).toEqual(['faq', 'feature']);

    const banner = await db.selectFrom('banners').selectAll().executeTakeFirstOrThrow();
    expect(banner.title).toMatch(/[\u0980-\u09FF]/);
    const galleries = await db.selectFrom('banner_galleries').selectAll().orderBy('position').execute();
    expect(galleries.every((row) => row.banner_id === banner.id && row.title !== '')).toBe(true);
    expect(galleries.map((row) => row.position)).toEqual(galleries.map((_, index) => index));

    // The seed leaves the back office's own tables alone.
    expect(await db.selectFrom('administrators').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('orders').select('id').execute()).toEqual([]);
    // No order yet, no SMS sent: each counter as its migration set it.
    expect(await db.selectFrom('counters').selectAll().orderBy('name').execute()).toEqual([
      { name: 'invoice', value: 1000 },
      { name: 'sms', value: 0 },
    ]);
  });

  it('prices products in whole taka with a mix of discounted and full-price items', async () => {
    const products = await shop.handle.db.selectFrom('products').selectAll().orderBy('position').execute();

    expect(products.map((product) => product.position)).toEqual(products.map((_, index) => index));
    // The grid cuts titles at 50 characters; the demo must show that cut.
    expect(products.some((product) => product.title.length > 50)).toBe(true);
    for (const product of products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(Number.isInteger(product.discount_price)).toBe(true);
      expect(product.price).toBeGreaterThan(0);
      expect(product.discount_price).toBeLessThan(product.price);
      expect(product.description).toMatch(/^<p>.*<\/p><ul>(<li>.+?<\/li>)+<\/ul>/);
    }
    expect(products.some((product) => product.discount_price > 0)).toBe(true);
    expect(products.some((product) => product.discount_price === 0)).toBe(true);
  });

  it('stores every image it names as WebP under uploads/<kind>/', async () => {
    const { db } = shop.handle;
    const names = async (query: { execute(): Promise<Array<{ name: string }>> }) =>
      (await query.execute()).map((row) => row.name);
    const byKind: Array<[UploadKind, string[]]> = [
      ['logo', await names(db.selectFrom('logos').select('file as name'))],
      ['favicon', await names(db.selectFrom('favicons').select('file as name'))],
      ['banner', await names(db.selectFrom('banner_galleries').select('file as name'))],
      ['feature', await names(db.selectFrom('features').select('icon as name'))],
      ['product', await names(db.selectFrom('products').select('img as name'))],
    ];
    const stored = byKind.flatMap(([kind, files]) => files.map((file) => ({ kind, file })));
    expect(stored).toHaveLength(
      2 + demoShop.banner.gallery.length + demoShop.features.length + demoShop.products.length,
    );

    for (const { kind, file } of stored) {
      const full = path.join(shop.dataDir, 'uploads', kind, file);
      expect(fs.existsSync(full), `${kind}/${file}`).toBe(true);
      expect((await sharp(full).metadata()).format).toBe('webp');
    }
    // Nothing on disk that no row points at: each stored image is one widest file plus narrower copies.
    const widest = uploadedFiles(shop).filter((name) => /\.webp$/.test(name) && !/-w\d+\.webp$/.test(name));
    expect(widest).toHaveLength(stored.length);
  });
});

describe('seedDemoShop on a database that already has content', () => {
  let shop: Shop;
  beforeEach(async () => {
    shop = await openShop();
  });
  afterEach(() => closeShop(shop));

  it('a second call answers false and adds nothing, on disk or in the database', async () => {
    expect(await seedDemoShop(shop.handle.db, shop.media)).toBe(true);
    const before = await counts(shop);
    const filesBefore = uploadedFiles(shop);

    expect(await seedDemoShop(shop.handle.db, shop.media)).toBe(false);
    expect(await counts(shop)).toEqual(before);
    expect(uploadedFiles(shop)).toEqual(filesBefore);
  });

  it('leaves a shop alone whose owner removed every product but kept the business info', async () => {
    const now = nowIso();
    await shop.handle.db
      .insertInto('business_info')
      .values({
        id: 'owner-business-1',
        company_name: 'আমার দোকান',
        facebook: '',
        whatsapp: '',
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect(await seedDemoShop(shop.handle.db, shop.media)).toBe(false);
    expect(await counts(shop)).toMatchObject({ products: 0, features: 0, business: 1 });
    expect(uploadedFiles(shop)).toEqual([]);
  });
});
