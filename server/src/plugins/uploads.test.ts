import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../test/test-app.js';
import {
  filesAfterSweep,
  filesOf,
  formFile,
  gifImage,
  hugeDimensionPng,
  jpegWithExif,
  multipartForm,
  pngImage,
  storedFiles,
  svgImage,
  webpImage,
} from '../test/uploads.js';
import { uploadRequestMessages } from './uploads.js';

let app: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
  admin = await adminHeaders(app);
});
afterAll(() => app.cleanup());

const productFiles = () => filesAfterSweep(app, 'product');

async function addProduct(
  target: TestApp,
  headers: Record<string, string>,
  img: ReturnType<typeof formFile>,
) {
  const form = await multipartForm({ title: 'কাঁচা আম', price: '120', img });
  return target.inject({
    method: 'POST',
    url: '/api/product/add',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

/** Refused uploads answer the envelope with the field at fault, and leave nothing on disk. */
async function expectRefused(img: ReturnType<typeof formFile>, status: number) {
  const before = await productFiles();
  const response = await addProduct(app, admin, img);
  expect(response.statusCode, response.body).toBe(status);
  const body = json(response);
  expect(body).toMatchObject({ success: false, message: expect.stringMatching(/[\u0980-\u09FF]/) });
  expect(body.errors?.[0]?.path).toBe('img');
  expect(await productFiles()).toEqual(before);
  return body;
}

describe('the type is judged by content, never by name or MIME type', () => {
  it('a text file named .png is 415', async () => {
    await expectRefused(
      formFile(Buffer.from('just some text, not a picture'), 'photo.png', 'image/png'),
      415,
    );
  });

  it('an SVG (even one claiming to be a PNG) is 415', async () => {
    await expectRefused(formFile(svgImage(), 'logo.svg', 'image/svg+xml'), 415);
    await expectRefused(formFile(svgImage(), 'logo.png', 'image/png'), 415);
  });

  it('HTML, a PDF and an ICO outside the favicon are 415', async () => {
    await expectRefused(
      formFile(Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.gif', 'image/gif'),
      415,
    );
    await expectRefused(formFile(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'a.jpg', 'image/jpeg'), 415);
    const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(40)]);
    await expectRefused(formFile(ico, 'a.ico', 'image/x-icon'), 415);
  });

  it('a JPEG cut short after its header is 415, not a 5xx', async () => {
    const jpeg = await jpegWithExif(1200, 900);
    await expectRefused(
      formFile(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'cut.jpg', 'image/jpeg'),
      415,
    );
  });

  it('a real image with a misleading name and type is accepted', async () => {
    const response = await addProduct(app, admin, formFile(await pngImage(), 'notes.txt', 'text/plain'));
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['GIF', gifImage],
    ['WebP', webpImage],
  ])('%s is accepted', async (_label, image) => {
    const response = await addProduct(
      app,
      admin,
      formFile(await image(), 'x.bin', 'application/octet-stream'),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('decompression bombs', () => {
  it('a PNG declaring 20000×20000 pixels is refused with 413 before it is decoded', async () => {
    const body = await expectRefused(formFile(await hugeDimensionPng(), 'bomb.png'), 413);
    expect(body.message).toContain('20000×20000');
  });

  it('a real 7000×6000 flat PNG (42 megapixels, a small file) is refused too', async () => {
    const png = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(png.length).toBeLessThan(app.config.uploadMaxBytes);
    await expectRefused(formFile(png, 'flat.png'), 413);
  });
});

describe('stored images', () => {
  it('are re-encoded to WebP at three widths, auto-rotated, with EXIF removed', async () => {
    const original = await jpegWithExif(200, 100);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await addProduct(app, admin, formFile(original, 'phone.jpg', 'image/jpeg'));
    expect(response.statusCode, response.body).toBe(201);
    const { img } = json(response).data;
    expect(await productFiles()).toEqual(expect.arrayContaining(filesOf(img)));

    for (const name of filesOf(img)) {
      const metadata = await sharp(path.join(app.config.dataDir, 'uploads', 'product', name)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Orientation 6 turned the 200×100 landscape into a 100×200 portrait; small images are not enlarged.
      expect([metadata.width, metadata.height]).toEqual([100, 200]);
    }
    const served = await app.inject({ method: 'GET', url: `/api/product/${img}` });
    expect(served.rawPayload.includes(Buffer.from('Secret GPS Phone'))).toBe(false);
  });

  it('a large photo is narrowed to 320, 640, 768, 960 and 1280 pixels', async () => {
    const response = await addProduct(app, admin, formFile(await pngImage(2000, 1000)));
    const { img } = json(response).data;
    const widths = await Promise.all(
      filesOf(img).map(
        async (name) =>
          (await sharp(path.join(app.config.dataDir, 'uploads', 'product', name)).metadata()).width,
      ),
    );
    expect(widths).toEqual([320, 640, 768, 960, 1280]);
  });
});

describe('form limits', () => {
  it('a file over UPLOAD_MAX_BYTES is 413 and nothing is stored', async () => {
    const small = await createTestApp({ SEED_DEMO: 'false', UPLOAD_MAX_BYTES: '2048' });
    try {
      const headers = await adminHeaders(small);
      const noisy = await sharp({
        create: {
          width: 200,
          height: 200,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png()
        .toBuffer();
      expect(noisy.length).toBeGreaterThan(2048);
      const response = await addProduct(small, headers, formFile(noisy, 'big.png'));
      expect(response.statusCode).toBe(413);
      expect(json(response)).toMatchObject({
        success: false,
        message: expect.stringContaining('2 KB'),
        errors: [{ path: 'img', message: expect.any(String) }],
      });
      expect(storedFiles(small.config.dataDir, 'product')).toEqual([]);
      // Under the limit the same route works.
      const fine = await addProduct(small, headers, formFile(await pngImage(8, 8)));
      expect(fine.statusCode, fine.body).toBe(201);
    } finally {
      await small.cleanup();
    }
  });

  it('more files than a form may carry is 413', async () => {
    const image = formFile(await pngImage(4, 4));
    const form = await multipartForm({ title: 'ব্যানার', images: Array.from({ length: 11 }, () => image) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/banner/add',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(response.statusCode).toBe(413);
    expect(storedFiles(app.config.dataDir, 'banner')).toEqual([]);
  });

  it('a text field longer than the form limit is a 400 on that field', async () => {
    const form = await multipartForm({
      title: 'আম',
      price: '100',
      description: 'আ'.repeat(60_000),
      img: formFile(await pngImage()),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/product/add',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual([{ path: 'description', message: expect.any(String) }]);
  });

  it('a broken multipart body is a 400, never a 5xx', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/product/add',
      payload:
        '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nআম\r\n--x\r\nContent-Disposition: form-d',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/api/product/add',
      payload: 'hello',
      headers: { ...admin, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('a form sent to a JSON route is 415', async () => {
    const form = await multipartForm({ qus: 'প্রশ্ন?', ans: 'উত্তর' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/faq/add',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ success: false, message: expect.any(String) });
  });

  it('without a token the form is refused with 401 before it is read', async () => {
    const form = await multipartForm({ title: 'আম', price: '1', img: formFile(await pngImage()) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/product/add',
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('forms go only where a route takes them', () => {
  it('a form sent to a JSON route is 415 with a message, and no order is stored', async () => {
    const form = await multipartForm({ name: 'করিম', phone: '01712345678' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(json(response)).toMatchObject({ success: false, message: uploadRequestMessages.jsonOnly });
    const list = await app.inject({ method: 'GET', url: '/api/order/all-orders', headers: admin });
    expect(json(list).data).toEqual([]);
  });

  it('a form to an admin JSON route is 415 too (after the token check)', async () => {
    const form = await multipartForm({ status: 'shipped' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/order/update/status/000000000000000000000000',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(415);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/order/update/status/000000000000000000000000',
      payload: form.payload,
      headers: form.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
