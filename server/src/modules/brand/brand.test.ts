import { FaviconSchema, LogoSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoShopSuite, describePublicReads, expectServedAsWebp } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const shop = demoShopSuite();
const { get } = shop;

describePublicReads(shop, [
  ['/api/logo/all', z.array(LogoSchema).min(1)],
  ['/api/favicon/all', FaviconSchema],
]);

describe('uploaded files', () => {
  it('serves the logo and favicon as WebP with long-lived caching', async () => {
    const [logo] = json(await get('/api/logo/all')).data;
    const favicon = json(await get('/api/favicon/all')).data;
    for (const url of [`/api/logo/${logo.logo}`, `/api/favicon/${favicon.icon}`]) {
      await expectServedAsWebp(shop, url);
    }
  });

  it('serves the narrower copies named in srcset', async () => {
    const [logo] = json(await get('/api/logo/all')).data;
    const narrow = logo.logo.replace('.webp', '-w320.webp');
    const response = await get(`/api/logo/${narrow}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('a well-formed name that does not exist answers 404', async () => {
    const response = await get('/api/logo/AAAAAAAAAAAAAAAAAAAAAA.webp');
    expect(response.statusCode).toBe(404);
  });
});
