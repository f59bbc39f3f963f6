import { FaqSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoShopSuite, describePublicReads } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const shop = demoShopSuite();
const { get } = shop;

describePublicReads(shop, [['/api/faq/all', z.array(FaqSchema).min(6)]]);

describe('FAQ items', () => {
  it('a FAQ item carries its id twice, as _id and id', async () => {
    const [first] = z.array(FaqSchema).parse(json(await get('/api/faq/all')).data);
    expect(first?.id).toBe(first?._id);
  });

  it('GET /faq/{id} answers the item', async () => {
    const [faq] = json(await get('/api/faq/all')).data;
    const response = await get(`/api/faq/${faq._id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual(faq);
  });

  it('an unknown id answers 404 in the error envelope', async () => {
    const response = await get('/api/faq/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('a malformed id answers 400 with a field error, never a 5xx', async () => {
    const response = await get(encodeURI('/api/faq/x'));
    // 414 for a segment longer than the router accepts; either way a clear 4xx, never a 5xx.
    expect([400, 414]).toContain(response.statusCode);
    expect(json(response).success).toBe(false);
  });
});
