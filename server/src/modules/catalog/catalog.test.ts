import { envelope, ProductSchema } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/product/all', () => {
  it('answers the seeded products in the documented shape', async () => {
    const response = await get('/api/product/all');
    expect(response.statusCode).toBe(200);
    const { data } = envelope(z.array(ProductSchema.strict())).parse(json(response));
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data.some((product) => product.discountPrice > 0)).toBe(true);
    expect(data.some((product) => product.discountPrice === 0)).toBe(true);
    expect(data.some((product) => product.title.length > 50)).toBe(true);
    for (const product of data) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.discountPrice).toBeLessThan(product.price);
      expect(product.description).toMatch(/<p>/);
    }
  });
});

describe('GET /api/product/{id or file}', () => {
  it('an id answers the product as JSON', async () => {
    const [product] = json(await get('/api/product/all')).data;
    const response = await get(`/api/product/${product._id}`);
    expect(response.statusCode).toBe(200);
    expect(envelope(ProductSchema).parse(json(response)).data).toEqual(product);
  });

  it('a file name answers the image', async () => {
    const [product] = json(await get('/api/product/all')).data;
    const response = await get(`/api/product/${product.img}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('an unknown id answers 404', async () => {
    const response = await get('/api/product/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false });
  });
});

describe('the product list is kept serialised until a product write', () => {
  it('answers 304 to a browser that has it, and changes only after a product write', async () => {
    const first = await get('/api/product/all');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(
      (await app.inject({ method: 'GET', url: '/api/product/all', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);

    const [product] = json(first).data;
    await app.db.updateTable('products').set({ price: 12345 }).where('id', '=', product._id).execute();
    // A change behind the services' back is not seen: the cache follows writes, which notify.
    expect(json(await get('/api/product/all')).data[0].price).toBe(product.price);
    app.services.changes.notify('faq');
    expect(json(await get('/api/product/all')).data[0].price).toBe(product.price);
    app.services.changes.notify('product');
    const after = await get('/api/product/all');
    expect(json(after).data[0].price).toBe(12345);
    expect(after.headers.etag).not.toBe(etag);
    await app.db
      .updateTable('products')
      .set({ price: product.price })
      .where('id', '=', product._id)
      .execute();
    app.services.changes.notify('product');
  });
});
