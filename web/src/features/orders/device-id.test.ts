import { DEVICE_ID_PATTERN } from '@haat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps a page load's id when storage is off: each test starts from a fresh copy.
const load = () => import('./device-id');

const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

const refusingStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the storefront device id', () => {
  it('is 22 base64url characters the server accepts, different every time it is made', async () => {
    const { randomDeviceId } = await load();
    const ids = Array.from({ length: 50 }, randomDeviceId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(id).toMatch(DEVICE_ID_PATTERN);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is made on first need and kept: the same id for every later order', async () => {
    const { DEVICE_ID_KEY, deviceId } = await load();
    const store = memoryStore();
    expect(store.values.size).toBe(0);
    const first = deviceId(store);
    expect(store.values.get(DEVICE_ID_KEY)).toBe(first);
    expect(DEVICE_ID_KEY).toMatch(/^haat/);
    // Another page load of the same browser reads it back.
    vi.resetModules();
    expect((await load()).deviceId(store)).toBe(first);
  });

  it('replaces a kept value the server would ignore', async () => {
    const { DEVICE_ID_KEY, deviceId } = await load();
    const store = memoryStore();
    store.setItem(DEVICE_ID_KEY, 'short');
    const id = deviceId(store);
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(store.values.get(DEVICE_ID_KEY)).toBe(id);
  });

  it('falls back to one id for this page load when storage throws (private mode)', async () => {
    const { deviceId } = await load();
    const id = deviceId(refusingStore);
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId(refusingStore)).toBe(id);
    expect(deviceId(null)).toBe(id);
    vi.resetModules();
    expect((await load()).deviceId(refusingStore)).not.toBe(id);
  });

  it("keeps the draft's own token apart from the device id, never sent with the order (decision 056)", async () => {
    const { DEVICE_ID_KEY, DRAFT_OWNER_KEY, deviceId, draftOwner } = await load();
    const store = memoryStore();
    const owner = draftOwner(store);
    expect(owner).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId(store)).not.toBe(owner);
    expect(store.values.get(DRAFT_OWNER_KEY)).toBe(owner);
    expect(DRAFT_OWNER_KEY).not.toBe(DEVICE_ID_KEY);
    vi.resetModules();
    expect((await load()).draftOwner(store)).toBe(owner);
  });

  it('goes with the order as X-Device-Id', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ success: true, data: { _id: 'order' } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    const store = memoryStore();
    vi.stubGlobal('window', { localStorage: store });
    const { createOrder } = await import('./api/create-order');
    const body = {
      name: 'রহিম উদ্দিন',
      phone: '01712345678',
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৩, মিরপুর',
      products: [{ product: 'mango-aaaaaaaaaaaaaa', quantity: 1 }],
      shipping: 80,
      total: 580,
    };
    await createOrder({ body, idempotencyKey: 'key-12345' });
    await createOrder({ body, idempotencyKey: 'key-67890' });
    const sent = fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['X-Device-Id']);
    expect(sent[0]).toMatch(DEVICE_ID_PATTERN);
    expect(sent[1]).toBe(sent[0]);
    expect([...store.values.values()]).toEqual([sent[0]]);
  });
});
