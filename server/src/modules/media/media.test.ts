import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@haat/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { pngImage } from '../../test/uploads.js';
import { RETIRED_IMAGE_GRACE_MS } from './media.service.js';

let app: TestApp;

/**
 * Each attempt names a file outside the folder its route serves, or a name the server never writes.
 * A file is planted exactly where the request would read if nothing checked the name
 * (`path.resolve(folder, decoded name)`), so what refuses it is the guard, not a missing file. The
 * guard is two locks: the name check of `media.folderFor`, and @fastify/static's own refusal of `..`
 * and dot-files. With both removed (the name check skipped and the file read with a plain
 * `readFileSync(path.resolve(folder, file))`), every one of these answered its planted file; that was
 * tried when this test was written.
 */
const DATA_FOLDER = '<data folder>';
const traversals = [
  '/api/logo/..%2fsecret.webp',
  '/api/logo/..%2Fsecret.webp',
  '/api/logo/%2e%2e%2fsecret.webp',
  '/api/logo/%2E%2E%2F%2E%2E%2Fsecret.webp',
  '/api/logo/..%5csecret.webp',
  '/api/logo/%252e%252e%252fsecret.webp',
  `/api/banner/${encodeURIComponent(`${DATA_FOLDER}/absolute-secret.png`)}`,
  '/api/favicon/C:%5cwindows%5cwin.ini.png',
  '/api/product/..%2f..%2fsecret.webp',
  '/api/feature/..%2f..%2fhaat-copy.png',
  '/api/product/..%2f..%2fsecret-product.png',
  '/api/logo/.secret.webp',
];
/** The attempt as sent to this test's app: the absolute one points into its own data folder. */
const inThisApp = (url: string) =>
  url.replace(encodeURIComponent(DATA_FOLDER), encodeURIComponent(app.config.dataDir));

beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
  const uploads = path.join(app.config.dataDir, 'uploads');
  for (const url of traversals.map(inThisApp)) {
    const [, , kind, name] = url.split('/') as [string, string, string, string];
    const target = path.resolve(uploads, kind, decodeURIComponent(name));
    // Inside the test's own data folder, never anywhere else on the machine.
    if (!target.startsWith(app.config.dataDir)) throw new Error(`${url} would plant outside the test`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `PLANTED ${url}`);
  }
});
afterAll(() => app.cleanup());

describe('file routes refuse path traversal in every spelling', () => {
  it.each(traversals)('%s', async (url) => {
    const response = await app.inject({ method: 'GET', url: inThisApp(url) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('PLANTED');
    expect(json(response).success).toBe(false);
  });

  it('a NUL byte in the name is a 400 (no file can be planted under such a name)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/logo/%00.webp' });
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
  });

  // Never reaches a route, so no check of ours is involved: the router cannot decode an overlong
  // UTF-8 slash.
  it('an overlong UTF-8 slash is refused by the router', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/logo/..%c0%afsecret.webp' });
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
  });

  it('the router itself never walks out of /api/logo/', async () => {
    fs.writeFileSync(path.join(app.config.dataDir, 'secret.webp'), 'PLANTED above the uploads');
    const response = await app.inject({ method: 'GET', url: '/api/logo/../../secret.webp' });
    expect(response.body).not.toContain('PLANTED');
  });
});

describe('a picture the visitor stops waiting for', () => {
  it('is let go quietly: no error logged, the next visitor gets it', async () => {
    // A phone that scrolls on or leaves the page drops its image requests mid-way. The server must
    // not then try to answer them a second time (that was an error in the log for each one).
    const file = await app.media.storeImage('product', await pngImage(800, 600));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    for (let attempt = 0; attempt < 30; attempt++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.end(`GET /api/product/${file} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`);
          socket.destroy();
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }
    // The dropped requests have run their course when a later one is answered whole.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await fetch(`${address}/api/product/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe('image widths added after an upload', () => {
  it('are written at start from the widest copy, and only once', async () => {
    const file = await app.media.storeImage(
      'product',
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e8a33d' } })
        .png()
        .toBuffer(),
    );
    const folder = path.join(app.config.dataDir, 'uploads', 'product');
    const narrow = path.join(folder, file.replace('.webp', '-w960.webp'));
    fs.rmSync(narrow);
    expect(await app.media.ensureWidths()).toBe(1);
    expect((await sharp(narrow).metadata()).width).toBe(960);
    expect(await app.media.ensureWidths()).toBe(0);
  });

  it('skip a widest copy that cannot be read (another instance still writing it), and write the rest', async () => {
    // Decision 021: an instance starting beside another on a shared folder met a file in the making and
    // failed to start.
    const folder = path.join(app.config.dataDir, 'uploads', 'feature');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'HalfWrittenByAnother01.webp'), 'RIFF\0\0\0\0WEBP');
    const file = await app.media.storeImage(
      'feature',
      await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#3d8ae8' } })
        .png()
        .toBuffer(),
    );
    fs.rmSync(path.join(folder, file.replace('.webp', '-w320.webp')));
    expect(await app.media.ensureWidths()).toBe(1);
    expect(fs.readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(fs.readdirSync(folder).filter((name) => name.startsWith('HalfWrittenByAnother01-w'))).toEqual([]);
  });
});

describe('images no row uses any more (decision 023)', () => {
  it('keep answering for a day after they are retired, then the sweep removes every copy', async () => {
    const file = await app.media.storeImage('banner', await pngImage(900, 400));
    const folder = path.join(app.config.dataDir, 'uploads', 'banner');
    const copies = () => fs.readdirSync(folder).filter((name) => name.startsWith(file.replace('.webp', '')));
    expect(copies()).toHaveLength(IMAGE_WIDTHS.length);
    await app.media.retireImages('banner', [file]);
    // Retiring it again (two instances, or a retried request) keeps the first date.
    await app.media.retireImages('banner', [file]);

    const hourLater = new Date(Date.now() + 60 * 60 * 1000);
    expect(await app.media.sweepRetiredImages(hourLater)).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/banner/${file}` })).statusCode).toBe(200);

    const dayLater = new Date(Date.now() + RETIRED_IMAGE_GRACE_MS + 60_000);
    expect(await app.media.sweepRetiredImages(dayLater)).toBe(1);
    expect(copies()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/banner/${file}` })).statusCode).toBe(404);
    expect(await app.media.sweepRetiredImages(dayLater)).toBe(0);
  });

  it('takes only names the shop could have written: nothing else is queued for removal', async () => {
    await app.media.retireImages('banner', ['../../haat.sqlite', 'x']);
    expect(await app.media.sweepRetiredImages(new Date(Date.now() + 2 * RETIRED_IMAGE_GRACE_MS))).toBe(0);
  });
});
