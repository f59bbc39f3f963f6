import { BannerSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { demoShopSuite, describePublicReads, expectServedAsWebp } from '../../test/content-suites.js';
import { json } from '../../test/test-app.js';

const shop = demoShopSuite();
const { get } = shop;

describePublicReads(shop, [['/api/banner/all', BannerSchema]]);

describe('the banner', () => {
  it('has at least three gallery images, each with a title for its alt text', async () => {
    const banner = BannerSchema.parse(json(await get('/api/banner/all')).data);
    expect(banner.galleries.length).toBeGreaterThanOrEqual(3);
    for (const gallery of banner.galleries) expect(gallery.title.length).toBeGreaterThan(0);
  });

  it('serves its gallery images as WebP with long-lived caching', async () => {
    const banner = json(await get('/api/banner/all')).data;
    await expectServedAsWebp(shop, `/api/banner/${banner.galleries[0].url}`);
  });
});
