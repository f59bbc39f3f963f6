import {
  BannerSchema,
  BusinessInfoSchema,
  envelope,
  FaqSchema,
  FaviconSchema,
  FeatureSchema,
  LogoSchema,
  SectionTitleSchema,
  SeoSchema,
} from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('public content reads answer the shapes of api.md', () => {
  it.each([
    ['/api/business/all', z.array(BusinessInfoSchema).min(1)],
    ['/api/logo/all', z.array(LogoSchema).min(1)],
    ['/api/favicon/all', FaviconSchema],
    ['/api/seo', SeoSchema],
    ['/api/banner/all', BannerSchema],
    ['/api/feature/all', z.array(FeatureSchema).min(6)],
    ['/api/featureSection/all', SectionTitleSchema],
    ['/api/faq/all', z.array(FaqSchema).min(6)],
    ['/api/faqSection/all', SectionTitleSchema],
  ] as const)('%s', async (url, schema) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = envelope(schema).strict().parse(json(response));
    expect(body.success).toBe(true);
  });

  it('the banner has at least three gallery images, each with a title for its alt text', async () => {
    const banner = BannerSchema.parse(json(await get('/api/banner/all')).data);
    expect(banner.galleries.length).toBeGreaterThanOrEqual(3);
    for (const gallery of banner.galleries) expect(gallery.title.length).toBeGreaterThan(0);
  });

  it('a FAQ item carries its id twice, as _id and id', async () => {
    const [first] = z.array(FaqSchema).parse(json(await get('/api/faq/all')).data);
    expect(first?.id).toBe(first?._id);
  });
});

describe('one item by id', () => {
  it('GET /feature/{id} answers the feature', async () => {
    const [feature] = json(await get('/api/feature/all')).data;
    const response = await get(`/api/feature/${feature._id}`);
    expect(response.statusCode).toBe(200);
    expect(envelope(FeatureSchema).parse(json(response)).data).toEqual(feature);
  });

  it('GET /faq/{id} answers the item', async () => {
    const [faq] = json(await get('/api/faq/all')).data;
    const response = await get(`/api/faq/${faq._id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual(faq);
  });

  it('an unknown id answers 404 in the error envelope', async () => {
    for (const url of ['/api/feature/AAAAAAAAAAAAAAAAAAAAAA', '/api/faq/AAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('a malformed id answers 400 with a field error, never a 5xx', async () => {
    for (const url of ['/api/feature/not an id', '/api/faq/x', `/api/feature/${'a'.repeat(300)}`]) {
      const response = await get(encodeURI(url));
      // 414 for a segment longer than the router accepts; either way a clear 4xx, never a 5xx.
      expect([400, 414]).toContain(response.statusCode);
      expect(json(response).success).toBe(false);
    }
  });
});

describe('uploaded files', () => {
  it('serves the logo, favicon, banner and feature images as WebP with long-lived caching', async () => {
    const [logo] = json(await get('/api/logo/all')).data;
    const favicon = json(await get('/api/favicon/all')).data;
    const banner = json(await get('/api/banner/all')).data;
    const [feature] = json(await get('/api/feature/all')).data;
    for (const url of [
      `/api/logo/${logo.logo}`,
      `/api/favicon/${favicon.icon}`,
      `/api/banner/${banner.galleries[0].url}`,
      `/api/feature/${feature.icon}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
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
