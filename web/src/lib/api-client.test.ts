import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isMissing, onUnauthorized, request, requestEnvelope } from './api-client';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('unwraps the envelope and calls the API under /api', async () => {
    const fetch = answer(200, { success: true, data: [{ _id: 'x' }] });
    vi.stubGlobal('fetch', fetch);
    await expect(request('/product/all')).resolves.toEqual([{ _id: 'x' }]);
    expect(fetch).toHaveBeenCalledWith('/api/product/all', expect.objectContaining({ method: 'GET' }));
  });

  it('turns an error envelope into an ApiError with status, message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { success: false, message: 'ভুল তথ্য', errors: [{ path: 'phone', message: 'সঠিক নম্বর' }] }),
    );
    const error = await request('/order/create-order', { method: 'POST', body: {} }).catch(
      (caught) => caught,
    );
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
    await expect(request('/product/all')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('sends the stored token as a bearer header only when there is one', async () => {
    const fetch = answer(200, { success: true, data: null });
    vi.stubGlobal('fetch', fetch);
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });

    await request('/seo');
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');

    store.set('token', 'abc.def.ghi');
    await request('/user/logged-user');
    expect(fetch.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'bearer abc.def.ghi' });
  });

  it('sends a plain object as JSON', async () => {
    const fetch = answer(201, { success: true, data: { _id: 'o' } });
    vi.stubGlobal('fetch', fetch);
    await request('/order/create-order', { method: 'POST', body: { name: 'রহিম' } });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      body: JSON.stringify({ name: 'রহিম' }),
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

describe('onUnauthorized', () => {
  it('reports a 401 to a request that carried a token, with that token', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'আবার লগইন করুন' }));
    vi.stubGlobal('localStorage', { getItem: () => 'old.token.here' });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(request('/order/all-orders')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledWith('old.token.here');
    stop();
  });

  it('leaves a 401 without a token (a wrong password) to the caller', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়' }));
    vi.stubGlobal('localStorage', { getItem: () => null });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(request('/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
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
    await request('/user/all').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('requestEnvelope', () => {
  it('answers data with the message and paging meta of the envelope', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { success: true, data: [], meta: { page: 2, limit: 20, total: 21 }, message: 'ঠিক আছে' }),
    );
    await expect(requestEnvelope('/order/all-orders?page=2')).resolves.toEqual({
      data: [],
      message: 'ঠিক আছে',
      meta: { page: 2, limit: 20, total: 21 },
    });
  });

  it('answers a message-only envelope (a delete) with undefined data', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, message: 'মুছে ফেলা হয়েছে' }));
    await expect(requestEnvelope('/order/delete/x', { method: 'DELETE' })).resolves.toMatchObject({
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
