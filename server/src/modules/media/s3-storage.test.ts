import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { allowLoggedErrors } from '../../test/logged-errors.js';
import { type S3TestServer, startS3Server } from '../../test/s3-server.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { filesOf, formFile, multipartForm, pngImage } from '../../test/uploads.js';
import { RETIRED_IMAGE_GRACE_MS } from './media.service.js';
import { storageMessages } from './s3-image-store.js';

// Decision 023: instances on several machines share no disk; their images live in an S3-compatible
// bucket. Here a real S3-protocol server (s3rver, over a temporary folder) plays the bucket.
let s3: S3TestServer;
let app: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  s3 = await startS3Server();
  // The demo shop is seeded too: its two dozen images go to the bucket like any upload.
  // The real build renders the page, so the test sees every image URL a visitor's browser asks for.
  app = await createTestApp({
    ...s3.env,
    WEB_DIST_DIR: fileURLToPath(new URL('../../../../web/dist', import.meta.url)),
  });
  admin = await adminHeaders(app);
});
afterAll(async () => {
  await app?.cleanup();
  await s3?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const IMAGE_URL =
  /\/api\/(?:logo|banner|feature|product|favicon)\/[A-Za-z0-9_-]+(?:-w\d+|-\d+)?\.(?:webp|png)/g;
const dayLater = () => new Date(Date.now() + RETIRED_IMAGE_GRACE_MS + 60_000);

async function replaceLogo() {
  const [logo] = json(await get('/api/logo/all')).data as Array<{ _id: string; logo: string }>;
  if (!logo) throw new Error('the demo shop has a logo');
  const form = await multipartForm({ logo: formFile(await pngImage(600, 200, '#805ad5')) });
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/logo/update/${logo._id}`,
    payload: form.payload,
    headers: { ...admin, ...form.headers },
  });
  return { before: logo.logo, after: response };
}

describe('images on an S3-compatible store (STORAGE=s3)', () => {
  it('keeps every image in the bucket, none on disk, and the page’s image URLs all answer from it', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    const urls = [...new Set(page.body.match(IMAGE_URL) ?? [])];
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const image = await get(url);
      expect(image.statusCode, `${url} ${image.body}`).toBe(200);
      expect(image.headers['content-type'], url).toMatch(/^image\/(webp|png)$/);
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.rawPayload.length).toBe(Number(image.headers['content-length']));
    }
    expect((await s3.keys('product/')).length).toBeGreaterThan(0);
    const uploads = path.join(app.config.dataDir, 'uploads');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }) : []).toEqual([]);
  });

  it('answers 304 to a browser that has the image, 404 for a name never stored, 400 for one we never write', async () => {
    const [logo] = json(await get('/api/logo/all')).data as Array<{ logo: string }>;
    const first = await get(`/api/logo/${logo?.logo}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(`/api/logo/${logo?.logo}`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/api/logo/NeverStoredNeverStored1.webp')).statusCode).toBe(404);
    expect((await get('/api/logo/not-a-name.exe')).statusCode).toBe(400);
  });

  it('a replaced image keeps answering for a day, then the sweep removes it from the bucket', async () => {
    const { before, after } = await replaceLogo();
    expect(after.statusCode, after.body).toBe(200);
    const saved = json(after).data.logo as string;
    expect(await s3.keys('logo/')).toEqual(
      expect.arrayContaining(filesOf(saved).map((name) => `logo/${name}`)),
    );

    // A page rendered a moment ago on another instance still names the old logo.
    expect(await app.media.sweepRetiredImages()).toBe(0);
    expect((await get(`/api/logo/${before}`)).statusCode).toBe(200);

    expect(await app.media.sweepRetiredImages(dayLater())).toBe(1);
    expect((await get(`/api/logo/${before}`)).statusCode).toBe(404);
    expect(await s3.keys('logo/')).toEqual(
      filesOf(saved)
        .map((name) => `logo/${name}`)
        .sort(),
    );
  });

  it('writes a missing width back into the bucket at start', async () => {
    const [logo] = json(await get('/api/logo/all')).data as Array<{ logo: string }>;
    const narrow = `logo/${logo?.logo.replace('.webp', '-w320.webp')}`;
    await s3.deleteKey(narrow);
    expect(await app.media.ensureWidths()).toBe(1);
    expect(await s3.keys('logo/')).toContain(narrow);
  });

  describe('while the store is down', () => {
    it('an upload answers 503 in Bengali and changes nothing; reads answer 503; all works once it is back', async () => {
      const logosBefore = json(await get('/api/logo/all')).data as Array<{ logo: string }>;
      const keysBefore = await s3.keys();
      allowLoggedErrors(/image store request failed/);
      await s3.stop();
      try {
        const { after } = await replaceLogo();
        expect(after.statusCode).toBe(503);
        expect(json(after)).toEqual({ success: false, message: storageMessages.unavailable });
        expect(json(await get('/api/logo/all')).data).toEqual(logosBefore);
        expect((await get(`/api/logo/${logosBefore[0]?.logo}`)).statusCode).toBe(503);
      } finally {
        await s3.start();
      }
      expect(await s3.keys()).toEqual(keysBefore);
      expect((await get(`/api/logo/${logosBefore[0]?.logo}`)).statusCode).toBe(200);
      expect((await replaceLogo()).after.statusCode).toBe(200);
    });

    it('the sweep keeps what it could not remove, and removes it on a later run', async () => {
      const { before, after } = await replaceLogo();
      expect(after.statusCode).toBe(200);
      allowLoggedErrors(/image store request failed/);
      await s3.stop();
      try {
        await expect(app.media.sweepRetiredImages(dayLater())).rejects.toThrow();
      } finally {
        await s3.start();
      }
      expect((await get(`/api/logo/${before}`)).statusCode).toBe(200);
      expect(await app.media.sweepRetiredImages(dayLater())).toBeGreaterThanOrEqual(1);
      expect((await get(`/api/logo/${before}`)).statusCode).toBe(404);
    });
  });
});
