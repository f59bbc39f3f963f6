import { envelope, FeatureSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoShopSuite, describePublicReads, expectServedAsWebp } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const shop = demoShopSuite();
const { get } = shop;

describePublicReads(shop, [['/api/feature/all', z.array(FeatureSchema).min(6)]]);

describe('one feature by id', () => {
  it('GET /feature/{id} answers the feature', async () => {
    const [feature] = json(await get('/api/feature/all')).data;
    const response = await get(`/api/feature/${feature._id}`);
    expect(response.statusCode).toBe(200);
    expect(envelope(FeatureSchema).parse(json(response)).data).toEqual(feature);
  });

  it('an unknown id answers 404 in the error envelope', async () => {
    const response = await get('/api/feature/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('a malformed id answers 400 with a field error, never a 5xx', async () => {
    for (const url of ['/api/feature/not an id', `/api/feature/${'a'.repeat(300)}`]) {
      const response = await get(encodeURI(url));
      // 414 for a segment longer than the router accepts; either way a clear 4xx, never a 5xx.
      expect([400, 414]).toContain(response.statusCode);
      expect(json(response).success).toBe(false);
    }
  });
});

describe('uploaded files', () => {
  it('serves the feature icons as WebP with long-lived caching', async () => {
    const [feature] = json(await get('/api/feature/all')).data;
    await expectServedAsWebp(shop, `/api/feature/${feature.icon}`);
  });
});
