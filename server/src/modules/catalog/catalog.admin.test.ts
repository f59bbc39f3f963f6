import { effectivePrice, envelope, type Product, ProductSchema } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeKind } from '../../lib/change-notifier.js';
import { adminHeaders } from '../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { filesAfterSweep, filesOf, formFile, multipartForm, pngImage } from '../../test/uploads.js';

let app: TestApp;
let admin: { authorization: string };
const notified: ChangeKind[] = [];
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
  app.services.changes.subscribe((kind) => notified.push(kind));
});
afterAll(() => app.cleanup());

const products = async (): Promise<Product[]> =>
  json(await app.inject({ method: 'GET', url: '/api/product/all' })).data;
const productFiles = () => filesAfterSweep(app, 'product');

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Parameters<typeof multipartForm>[0],
  headers: Record<string, string> = admin,
) {
  const form = await multipartForm(fields);
  return app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
}

const validProduct = async () => ({
  title: 'খাঁটি সরিষার তেল (১ লিটার)',
  price: '450',
  discountPrice: '399',
  description: '<p>ঘানিতে ভাঙা <strong>খাঁটি</strong> তেল।</p>',
  img: formFile(await pngImage(800, 600), 'oil.png'),
});

describe('admin only', () => {
  it.each([
    ['POST', '/api/product/add'],
    ['PUT', '/api/product/update/AAAAAAAAAAAAAAAAAAAAAA'],
    ['DELETE', '/api/product/delete/AAAAAAAAAAAAAAAAAAAAAA'],
  ] as const)('%s %s answers 401 without a token and changes nothing', async (method, url) => {
    const before = await products();
    const filesBefore = await productFiles();
    const response =
      method === 'DELETE'
        ? await app.inject({ method, url })
        : await send(method, url, await validProduct(), {});
    expect(response.statusCode).toBe(401);
    expect(await products()).toEqual(before);
    expect(await productFiles()).toEqual(filesBefore);
  });
});

describe('POST /api/product/add', () => {
  it('creates the product last, with its image stored as WebP at three widths', async () => {
    const before = await products();
    notified.length = 0;
    const response = await send('POST', '/api/product/add', await validProduct());
    expect(response.statusCode, response.body).toBe(201);
    const { data } = envelope(ProductSchema.strict()).parse(json(response));
    expect(data).toMatchObject({
      title: 'খাঁটি সরিষার তেল (১ লিটার)',
      price: 450,
      discountPrice: 399,
      description: '<p>ঘানিতে ভাঙা <strong>খাঁটি</strong> তেল।</p>',
    });
    expect(data.img).toMatch(/^[A-Za-z0-9_-]{22}\.webp$/);
    expect(await productFiles()).toEqual(expect.arrayContaining(filesOf(data.img)));
    expect(notified).toEqual(['product']);

    const after = await products();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual(data);
    const image = await app.inject({ method: 'GET', url: `/api/product/${data.img}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('accepts prices typed with Bengali digits, and a blank discount as none', async () => {
    const response = await send('POST', '/api/product/add', {
      ...(await validProduct()),
      price: '৫০০',
      discountPrice: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response).data).toMatchObject({ price: 500, discountPrice: 0 });
    expect(effectivePrice(json(response).data)).toBe(500);
  });

  it('answers field errors with paths and stores no file when the text is wrong', async () => {
    const filesBefore = await productFiles();
    const count = (await products()).length;
    notified.length = 0;
    const response = await send('POST', '/api/product/add', {
      ...(await validProduct()),
      title: '   ',
      price: '12.5',
      discountPrice: 'abc',
    });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.success).toBe(false);
    const paths = body.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'price', 'discountPrice']));
    for (const error of body.errors) expect(error.message).toMatch(/[\u0980-\u09FF]/);
    expect(await productFiles()).toEqual(filesBefore);
    expect(await products()).toHaveLength(count);
    expect(notified).toEqual([]);
  });

  it('refuses a discount above the price, a missing price and a missing image', async () => {
    const { img: _img, ...withoutImage } = await validProduct();
    const cases: Array<[Parameters<typeof multipartForm>[0], string]> = [
      [{ ...(await validProduct()), price: '100', discountPrice: '150' }, 'discountPrice'],
      [{ ...(await validProduct()), price: '' }, 'price'],
      [withoutImage, 'img'],
      [{ ...withoutImage, img: 'not a file' }, 'img'],
      [{ ...(await validProduct()), img: [formFile(await pngImage()), formFile(await pngImage())] }, 'img'],
    ];
    for (const [fields, path] of cases) {
      const response = await send('POST', '/api/product/add', fields);
      expect(response.statusCode, path).toBe(400);
      expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    }
  });
});

describe('descriptions are sanitised on save', () => {
  it('drops scripts, event handlers and javascript: links; links get rel', async () => {
    const response = await send('POST', '/api/product/add', {
      ...(await validProduct()),
      description:
        '<p onclick="steal()">তাজা <b>আম</b></p><script>alert(document.cookie)</script>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">ক্লিক</a>' +
        '<a href="https://haat.example/mango" onmouseover="x()">আরও পড়ুন</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href="vbscript:msgbox(1)">v</a>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { description } = json(response).data as Product;
    expect(description).not.toMatch(
      /<script|onerror|onclick|onmouseover|javascript:|data:|vbscript:|<iframe|<style|<img/i,
    );
    expect(description).toContain('<p>তাজা <b>আম</b></p>');
    expect(description).toContain(
      '<a href="https://haat.example/mango" rel="noopener noreferrer" target="_blank">আরও পড়ুন</a>',
    );
    expect(description).toContain('<a rel="noopener noreferrer" target="_blank">ক্লিক</a>');
    // What was stored is what the public read answers.
    const stored = (await products()).find((product) => product._id === json(response).data._id);
    expect(stored?.description).toBe(description);
  });
});

describe('PUT /api/product/update/{id}', () => {
  it('replaces the fields and keeps the image when none is sent', async () => {
    const created = json(await send('POST', '/api/product/add', await validProduct())).data as Product;
    notified.length = 0;
    const response = await send('PUT', `/api/product/update/${created._id}`, {
      title: 'ঈদের দামে সরিষার তেল',
      price: '420',
      discountPrice: '380',
      description: '<p>নতুন দাম</p>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = envelope(ProductSchema.strict()).parse(json(response));
    // A write of before sizes (decision 064) sets its one size's price and keeps the size itself.
    expect(data).toEqual({
      _id: created._id,
      title: 'ঈদের দামে সরিষার তেল',
      price: 420,
      discountPrice: 380,
      description: '<p>নতুন দাম</p>',
      img: created.img,
      sizes: [{ ...created.sizes[0], price: 420, discountPrice: 380 }],
      hidden: false,
      saleFrom: null,
      saleUntil: null,
      announce: false,
    });
    expect(notified).toEqual(['product']);
    const read = json(await app.inject({ method: 'GET', url: `/api/product/${created._id}` })).data;
    expect(read).toEqual(data);
    expect(await productFiles()).toEqual(expect.arrayContaining(filesOf(created.img)));
  });

  it('a new image replaces the old one, whose files are removed from disk', async () => {
    const created = json(await send('POST', '/api/product/add', await validProduct())).data as Product;
    const response = await send('PUT', `/api/product/update/${created._id}`, {
      ...(await validProduct()),
      img: formFile(await pngImage(300, 300, '#e53e3e'), 'new.jpg', 'image/jpeg'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { img } = json(response).data as Product;
    expect(img).not.toBe(created.img);
    const files = await productFiles();
    expect(files).toEqual(expect.arrayContaining(filesOf(img)));
    for (const old of filesOf(created.img)) expect(files).not.toContain(old);
  });

  it('keeps an image that an order still shows', async () => {
    const created = json(await send('POST', '/api/product/add', await validProduct())).data as Product;
    const order = await app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: {
        name: 'রহিম',
        phone: '01712345678',
        city: 'ঢাকা',
        address: 'মিরপুর ১০',
        products: [{ product: created._id, quantity: 1 }],
        shipping: 80,
        total: effectivePrice(created) + 80,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const response = await send('PUT', `/api/product/update/${created._id}`, await validProduct());
    expect(response.statusCode).toBe(200);
    expect(await productFiles()).toEqual(expect.arrayContaining(filesOf(created.img)));
    const line = await app.inject({ method: 'GET', url: `/api/product/${created.img}` });
    expect(line.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, storing nothing', async () => {
    const filesBefore = await productFiles();
    const unknown = await send('PUT', '/api/product/update/AAAAAAAAAAAAAAAAAAAAAA', await validProduct());
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ success: false, message: expect.any(String) });
    const malformed = await send('PUT', '/api/product/update/bad id', await validProduct());
    expect(malformed.statusCode).toBe(400);
    expect(await productFiles()).toEqual(filesBefore);
  });
});

describe('DELETE /api/product/delete/{id}', () => {
  it('removes the product and its image files', async () => {
    const created = json(await send('POST', '/api/product/add', await validProduct())).data as Product;
    notified.length = 0;
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${created._id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: expect.any(String) });
    expect(notified).toEqual(['product']);
    expect((await products()).map((product) => product._id)).not.toContain(created._id);
    const files = await productFiles();
    for (const old of filesOf(created.img)) expect(files).not.toContain(old);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${created._id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});
