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
