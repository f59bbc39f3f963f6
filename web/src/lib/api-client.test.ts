import { type Faq, type Order, routes } from '@haat/contract';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, call, callEnvelope, isMissing, onUnauthorized } from './api-client';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call', () => {
  it('unwraps the envelope and calls the API under /api', async () => {
    const fetch = answer(200, { success: true, data: [{ _id: 'x' }] });
    vi.stubGlobal('fetch', fetch);
    await expect(call(routes.products.list)).resolves.toEqual([{ _id: 'x' }]);
    expect(fetch).toHaveBeenCalledWith('/api/product/all', expect.objectContaining({ method: 'GET' }));
  });

  it('turns an error envelope into an ApiError with status, message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { success: false, message: 'ভুল তথ্য', errors: [{ path: 'phone', message: 'সঠিক নম্বর' }] }),
    );
    const error = await call(routes.orders.create, { body: {} as never }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'ভুল তথ্য',
      errors: [{ path: 'phone', message: 'সঠিক নম্বর' }],
    });
  });

  it('reports a failed connection as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call(routes.products.list)).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('sends the stored token as a bearer header only when there is one', async () => {
    const fetch = answer(200, { success: true, data: null });
    vi.stubGlobal('fetch', fetch);
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });

    await call(routes.seo.get);
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');

    store.set('token', 'abc.def.ghi');
    await call(routes.users.me);
    expect(fetch.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'bearer abc.def.ghi' });
  });

  it('sends a plain object as JSON', async () => {
    const fetch = answer(201, { success: true, data: { _id: 'o' } });
    vi.stubGlobal('fetch', fetch);
    await call(routes.orders.create, { body: { name: 'রহিম' } as never });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      body: JSON.stringify({ name: 'রহিম' }),
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('fills the path from params and sends the query, leaving out empty values', async () => {
    const fetch = answer(200, { success: true, data: [], meta: { page: 1, limit: 20, total: 0 } });
    vi.stubGlobal('fetch', fetch);
    await call(routes.orders.list, { query: { status: 'pending', search: '', page: 1 } });
    await call(routes.faqs.get, { params: { id: 'a/b' } });
    expect(fetch.mock.calls.map((args) => args[0])).toEqual([
      '/api/order/all-orders?status=pending&page=1',
      '/api/faq/a%2Fb',
    ]);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('uses the method of the endpoint and sends FormData as it is', async () => {
    const fetch = answer(200, { success: true, data: { _id: 'f' } });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    await call(routes.features.update, { params: { id: 'f' }, body: form });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/feature/update/f');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: form });
  });

  it('is typed by the endpoint: its answer, and what it must be sent', () => {
    expectTypeOf(() => call(routes.faqs.list)).returns.resolves.toEqualTypeOf<Faq[]>();
    expectTypeOf(() =>
      call(routes.orders.single, { params: { id: 'x' } }),
    ).returns.resolves.toEqualTypeOf<Order>();
    // @ts-expect-error: an endpoint with a path parameter cannot be called without it.
    void (() => call(routes.faqs.get));
    // @ts-expect-error: a JSON body must have the endpoint's shape.
    void (() => call(routes.faqs.add, { body: { question: 'x' } }));
  });
});

describe('onUnauthorized', () => {
  it('reports a 401 to a request that carried a token, with that token', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'আবার লগইন করুন' }));
    vi.stubGlobal('localStorage', { getItem: () => 'old.token.here' });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(call(routes.orders.list)).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledWith('old.token.here');
    stop();
  });

  it('leaves a 401 without a token (a wrong password) to the caller', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়' }));
    vi.stubGlobal('localStorage', { getItem: () => null });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(call(routes.users.login, { body: { email: 'a@b', password: 'x' } })).rejects.toMatchObject({
      status: 401,
      message: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
    });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('stops reporting once the listener has unsubscribed', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'x' }));
    vi.stubGlobal('localStorage', { getItem: () => 'a.b.c' });
    const listener = vi.fn();
    onUnauthorized(listener)();
    await call(routes.users.list).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('callEnvelope', () => {
  it('answers data with the message and paging meta of the envelope', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { success: true, data: [], meta: { page: 2, limit: 20, total: 21 }, message: 'ঠিক আছে' }),
    );
    await expect(callEnvelope(routes.orders.list, { query: { page: 2 } })).resolves.toEqual({
      data: [],
      message: 'ঠিক আছে',
      meta: { page: 2, limit: 20, total: 21 },
    });
  });

  it('answers a message-only envelope (a delete) with undefined data', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, message: 'মুছে ফেলা হয়েছে' }));
    await expect(callEnvelope(routes.orders.remove, { params: { id: 'x' } })).resolves.toMatchObject({
      data: undefined,
      message: 'মুছে ফেলা হয়েছে',
    });
  });
});

describe('isMissing', () => {
  it('is a 404 or a 400 (an id that cannot be one)', () => {
    expect(isMissing(new ApiError(404, 'x'))).toBe(true);
    expect(isMissing(new ApiError(400, 'x'))).toBe(true);
  });

  it('is not another failure, nor an error that is not the API’s', () => {
    expect(isMissing(new ApiError(500, 'x'))).toBe(false);
    expect(isMissing(new ApiError(0, 'x'))).toBe(false);
    expect(isMissing(new Error('404'))).toBe(false);
  });
});
