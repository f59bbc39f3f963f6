import { envelope, SiteSettingsSchema } from '@haat/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

it('GET /api/settings answers the shipping fees and hotline of the demo shop', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  const { data } = envelope(z.array(SiteSettingsSchema.strict())).parse(json(response));
  expect(data[0]?.shipping).toEqual({ insideDhaka: 80, outsideDhaka: 150 });
  expect(data[0]?.phone).toMatch(/^01\d{9}$/);
});

it('GET /api/settings tells the storefront how many days its form is kept (CHECKOUT_DRAFT_DAYS)', async () => {
  const shop = await createTestApp({ CHECKOUT_DRAFT_DAYS: '12' });
  try {
    const { data } = json(await shop.inject({ method: 'GET', url: '/api/settings' }));
    expect(data[0]?.checkoutDraftDays).toBe(12);
  } finally {
    await shop.cleanup();
  }
});

it('the settings service falls back to the storefront default fee before any settings exist', async () => {
  const empty = await createTestApp({ SEED_DEMO: 'false' });
  try {
    expect(await empty.services.settings.allowedShippingFees()).toEqual({
      insideDhaka: 80,
      outsideDhaka: 80,
    });
  } finally {
    await empty.cleanup();
  }
});
