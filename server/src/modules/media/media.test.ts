import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let secretPath: string;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
  // A file just outside the uploads folder that no request may ever read.
  secretPath = path.join(app.config.dataDir, 'secret.webp');
  fs.writeFileSync(secretPath, 'TOP-SECRET');
  fs.mkdirSync(path.join(app.config.dataDir, 'uploads', 'logo'), { recursive: true });
});
afterAll(() => app.cleanup());

describe('file routes refuse path traversal in every spelling', () => {
  const attempts = [
    '/api/logo/..%2fsecret.webp',
    '/api/logo/..%2Fsecret.webp',
    '/api/logo/%2e%2e%2fsecret.webp',
    '/api/logo/%2E%2E%2F%2E%2E%2Fsecret.webp',
    '/api/logo/..%5csecret.webp',
    '/api/logo/%252e%252e%252fsecret.webp',
    '/api/logo/..%c0%afsecret.webp',
    '/api/banner/%2fetc%2fpasswd.png',
    '/api/favicon/C:%5cwindows%5cwin.ini.png',
    '/api/product/..%2f..%2fsecret.webp',
    '/api/feature/..%2f..%2fhaat.sqlite',
    '/api/product/..%2f..%2fhaat.sqlite',
    '/api/logo/.secret.webp',
    '/api/logo/%00.webp',
  ];

  it.each(attempts)('%s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('TOP-SECRET');
    expect(response.body).not.toContain('SQLite format');
    expect(json(response).success).toBe(false);
  });

  it('the router itself never walks out of /api/logo/', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/logo/../../secret.webp' });
    expect(response.body).not.toContain('TOP-SECRET');
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
});
