import { envelope, SiteSettingsSchema } from '@haat/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeKind } from '../../lib/change-notifier.js';
import { adminHeaders } from '../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let admin: { authorization: string };
const notified: ChangeKind[] = [];
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
  admin = await adminHeaders(app);
  app.services.changes.subscribe((kind) => notified.push(kind));
});
afterAll(() => app.cleanup());
beforeEach(() => {
  notified.length = 0;
});

const settings = async () => json(await app.inject({ method: 'GET', url: '/api/settings' })).data;
const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers: object = admin) =>
  app.inject({ method, url, payload, headers: headers as Record<string, string> });
const valid = { shipping: { insideDhaka: 70, outsideDhaka: 130 }, phone: '০১৭৫৫-৬৬৭৭৮৮' };

describe('admin only', () => {
  it.each([
    ['POST', '/api/settings/add'],
    ['PATCH', '/api/settings/update/AAAAAAAAAAAAAAAAAAAAAA'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await send(method, url, valid, {});
    expect(response.statusCode).toBe(401);
    expect(await settings()).toEqual([]);
  });
});

describe('site settings', () => {
  let id: string;

  it('POST /settings/add saves the fees and hotline (201); orders use the new fees', async () => {
    const response = await send('POST', '/api/settings/add', valid);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = envelope(SiteSettingsSchema.strict()).parse(json(response));
    expect(data).toEqual({ _id: data._id, ...valid });
    id = data._id;
    // The read adds the days the storefront's form is kept, a server setting (decision 039).
    expect(await settings()).toEqual([{ ...data, checkoutDraftDays: expect.any(Number) }]);
    expect(notified).toEqual(['settings']);
    expect(await app.services.settings.allowedShippingFees()).toEqual({ insideDhaka: 70, outsideDhaka: 130 });
  });

  it('a second add is 409', async () => {
    const response = await send('POST', '/api/settings/add', valid);
    expect(response.statusCode).toBe(409);
    expect(await settings()).toHaveLength(1);
  });

  it('answers field errors with paths', async () => {
    const response = await send('POST', '/api/settings/add', {
      shipping: { insideDhaka: -5, outsideDhaka: 12.5 },
      phone: 'phone me',
    });
    expect(response.statusCode).toBe(400);
    expect(
      json(response)
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['phone', 'shipping.insideDhaka', 'shipping.outsideDhaka']);
    const missing = await send('POST', '/api/settings/add', { phone: '' });
    expect(json(missing).errors).toEqual([{ path: 'shipping', message: expect.any(String) }]);
  });

  it('PATCH /settings/update/{id} changes one fee and keeps the rest (price change before Eid)', async () => {
    const response = await send('PATCH', `/api/settings/update/${id}`, { shipping: { outsideDhaka: 150 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      _id: id,
      shipping: { insideDhaka: 70, outsideDhaka: 150 },
      phone: valid.phone,
    });
    expect((await settings())[0].shipping.outsideDhaka).toBe(150);
    expect(notified).toEqual(['settings']);
  });

  it('an unknown id is 404', async () => {
    const response = await send('PATCH', '/api/settings/update/AAAAAAAAAAAAAAAAAAAAAA', {
      phone: '01700000000',
    });
    expect(response.statusCode).toBe(404);
    expect(notified).toEqual([]);
  });
});
