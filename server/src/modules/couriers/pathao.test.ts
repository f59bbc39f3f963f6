import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakePathao } from '../../test/fake-pathao.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

const ACCOUNT = {
  clientId: '7N1aMJQbWm',
  clientSecret: 'pathao-client-secret-never-shown-Xy12',
  username: 'owner@example.com',
  password: 'pathao-login-password-Qw34',
};
const STORES = [
  { store_id: 130820, store_name: 'হাট রাজশাহী গুদাম', store_address: 'উপশহর, রাজশাহী', is_active: 1 },
  { store_id: 130821, store_name: 'হাট ঢাকা', store_address: 'মিরপুর ১০, ঢাকা', is_active: 0 },
];

let app: TestApp;
let pathao: Awaited<ReturnType<typeof startFakePathao>>;
let owner: Record<string, string>;

beforeAll(async () => {
  pathao = await startFakePathao({ ...ACCOUNT, stores: STORES });
  app = await createTestApp({ SEED_DEMO: 'false', PATHAO_API_URL: pathao.url });
  owner = await adminHeaders(app);
});
afterAll(async () => {
  await app.cleanup();
  await pathao.close();
});
beforeEach(() => {
  pathao.state.mode = 'ok';
});

const save = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/integrations/pathao', headers: owner, payload });
const check = async () =>
  json(await app.inject({ method: 'POST', url: '/api/integrations/pathao/check', headers: owner })).data;
const choose = (storeId: unknown) =>
  app.inject({ method: 'PUT', url: '/api/integrations/pathao/store', headers: owner, payload: { storeId } });

describe("Pathao's account", () => {
  it('test says what is missing before it is saved, without calling Pathao', async () => {
    expect(await check()).toMatchObject({
      ok: false,
      stores: [],
      message: expect.stringContaining('আগে Pathao'),
    });
    expect(pathao.calls).toEqual([]);
  });

  it('is kept on the server: the secret and the password are answered back only as saved', async () => {
    const saved = await save(ACCOUNT);
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toEqual({
      clientId: ACCOUNT.clientId,
      clientSecretSaved: true,
      clientSecretEnding: 'Xy12',
      username: ACCOUNT.username,
      passwordSaved: true,
      storeId: null,
      storeName: '',
      webhookSecretSaved: false,
      webhookSecretEnding: '',
    });
    const read = await app.inject({ method: 'GET', url: '/api/integrations/pathao', headers: owner });
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(ACCOUNT.clientSecret);
      expect(body).not.toContain(ACCOUNT.password);
    }
    expect((await save({ clientSecret: 'has space' })).statusCode).toBe(400);
    expect((await save({ token: 'x' })).statusCode).toBe(400);
  });

  it('test logs in and lists the stores to pick from; a token is reused, not asked for each time', async () => {
    await save(ACCOUNT);
    const first = await check();
    expect(first).toEqual({
      ok: true,
      message: 'Pathao সংযোগ ঠিক আছে: ২টি দোকান পাওয়া গেছে',
      stores: [
        { storeId: 130820, name: 'হাট রাজশাহী গুদাম', address: 'উপশহর, রাজশাহী', active: true },
        { storeId: 130821, name: 'হাট ঢাকা', address: 'মিরপুর ১০, ঢাকা', active: false },
      ],
    });
    const logins = pathao.calls.filter((call) => call.endsWith('/issue-token')).length;
    await check();
    expect(pathao.calls.filter((call) => call.endsWith('/issue-token')).length).toBe(logins);
  });

  it('a token Pathao stopped accepting is replaced once, without the owner noticing', async () => {
    await save(ACCOUNT);
    await check();
    pathao.revoke();
    expect(await check()).toMatchObject({ ok: true });
  });

  it('the pickup store is one of the account’s', async () => {
    await save(ACCOUNT);
    const unknown = await choose(999);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors[0].path).toBe('storeId');
    expect((await choose('130820')).statusCode).toBe(400);
    const chosen = await choose(130820);
    expect(chosen.statusCode).toBe(200);
    expect(json(chosen).data).toMatchObject({ storeId: 130820, storeName: 'হাট রাজশাহী গুদাম' });
  });

  it('test picks the store of an account that has only one (one active), and never overrides a choice', async () => {
    const onlyOne = await startFakePathao({ ...ACCOUNT, stores: STORES });
    const single = await createTestApp({ SEED_DEMO: 'false', PATHAO_API_URL: onlyOne.url });
    try {
      const headers = await adminHeaders(single);
      const read = async () =>
        json(await single.inject({ method: 'GET', url: '/api/integrations/pathao', headers })).data;
      await single.inject({ method: 'PUT', url: '/api/integrations/pathao', headers, payload: ACCOUNT });
      expect(await read()).toMatchObject({ storeId: null });
      await single.inject({ method: 'POST', url: '/api/integrations/pathao/check', headers });
      // 130821 is inactive: the one store parcels can leave from is picked.
      expect(await read()).toMatchObject({ storeId: 130820, storeName: 'হাট রাজশাহী গুদাম' });
    } finally {
      await single.cleanup();
      await onlyOne.close();
    }
    // An account with two active stores keeps the owner's pick to the owner.
    const two = await startFakePathao({
      ...ACCOUNT,
      stores: STORES.map((store) => ({ ...store, is_active: 1 })),
    });
    const choosing = await createTestApp({ SEED_DEMO: 'false', PATHAO_API_URL: two.url });
    try {
      const headers = await adminHeaders(choosing);
      await choosing.inject({ method: 'PUT', url: '/api/integrations/pathao', headers, payload: ACCOUNT });
      await choosing.inject({ method: 'POST', url: '/api/integrations/pathao/check', headers });
      const settings = json(
        await choosing.inject({ method: 'GET', url: '/api/integrations/pathao', headers }),
      );
      expect(settings.data).toMatchObject({ storeId: null });
    } finally {
      await choosing.cleanup();
      await two.close();
    }
  });

  it('test says why when the login is refused, Pathao is down or talks nonsense', async () => {
    await save({ password: 'typed-wrong' });
    const refused = await check();
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('লগইন নেয়নি') });
    expect(JSON.stringify(refused)).not.toContain('typed-wrong');
    await save({ password: ACCOUNT.password });
    pathao.state.mode = 'down';
    expect(await check()).toMatchObject({ ok: false, message: expect.stringContaining('HTTP 503') });
    pathao.state.mode = 'nonsense';
    expect(await check()).toMatchObject({ ok: false, message: expect.stringContaining('বোঝা যায় না') });
    // Choosing a store needs Pathao to answer: a clear 400, never a 5xx.
    expect((await choose(130820)).statusCode).toBe(400);
  });
});
