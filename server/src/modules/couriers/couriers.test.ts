import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { startFakeSteadfast } from '../../test/fake-steadfast.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

const API_KEY = 'sf-api-key-that-stays-on-the-server-7Hq2';
const SECRET_KEY = 'sf-secret-key-never-shown-9Zk4';

let app: TestApp;
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
let owner: Record<string, string>;

beforeAll(async () => {
  steadfast = await startFakeSteadfast({ apiKey: API_KEY, secretKey: SECRET_KEY, balance: 12_450 });
  app = await createTestApp({ SEED_DEMO: 'false', STEADFAST_API_URL: steadfast.url });
  owner = await adminHeaders(app);
});
afterAll(async () => {
  await app.cleanup();
  await steadfast.close();
});
beforeEach(() => {
  steadfast.state.mode = 'ok';
});

const save = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/integrations/steadfast', headers: owner, payload });
const check = async () =>
  json(await app.inject({ method: 'POST', url: '/api/integrations/steadfast/check', headers: owner })).data;

describe("Steadfast's keys", () => {
  it('test says what is missing before any are saved, without calling Steadfast', async () => {
    const before = steadfast.calls.length;
    expect(await check()).toEqual({
      ok: false,
      balance: null,
      message: 'আগে Steadfast-এর API key আর Secret key দুটোই সংরক্ষণ করুন',
    });
    expect(steadfast.calls.length).toBe(before);
  });

  it('are kept on the server and answered back only by how they end', async () => {
    const saved = await save({ apiKey: API_KEY, secretKey: SECRET_KEY });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toEqual({
      apiKeySaved: true,
      apiKeyEnding: '7Hq2',
      secretKeySaved: true,
      secretKeyEnding: '9Zk4',
      webhookTokenSaved: false,
      webhookTokenEnding: '',
    });
    const read = await app.inject({ method: 'GET', url: '/api/integrations/steadfast', headers: owner });
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(API_KEY);
      expect(body).not.toContain(SECRET_KEY);
    }
    // Saving one key alone keeps the other.
    const one = await save({ apiKey: API_KEY });
    expect(json(one).data.secretKeySaved).toBe(true);
  });

  it('refuses a key with spaces or an unknown field, and keeps what was saved', async () => {
    expect((await save({ apiKey: 'has a space' })).statusCode).toBe(400);
    expect((await save({ apiKey: API_KEY, password: 'x' })).statusCode).toBe(400);
    expect((await save({ secretKey: 'x'.repeat(201) })).statusCode).toBe(400);
    expect(await check()).toMatchObject({ ok: true });
  });

  it('test connection answers the balance with the saved keys', async () => {
    await save({ apiKey: API_KEY, secretKey: SECRET_KEY });
    expect(await check()).toEqual({ ok: true, balance: 12_450, message: 'Steadfast সংযোগ ঠিক আছে: ৳১২,৪৫০' });
    expect(steadfast.calls.at(-1)).toEqual({ method: 'GET', path: '/get_balance' });
  });

  it('test connection says why when Steadfast refuses the keys, is down, talks nonsense or does not answer', async () => {
    await save({ secretKey: 'sf-secret-key-typed-wrong' });
    const refused = await check();
    expect(refused).toMatchObject({
      ok: false,
      balance: null,
      message: expect.stringContaining('চাবিগুলো নেয়নি'),
    });
    expect(JSON.stringify(refused)).not.toContain('typed-wrong');

    await save({ secretKey: SECRET_KEY });
    steadfast.state.mode = 'down';
    expect(await check()).toMatchObject({
      ok: false,
      message: 'Steadfast এখন কাজ করছে না (HTTP 502); একটু পরে আবার চেষ্টা করুন',
    });
    steadfast.state.mode = 'nonsense';
    expect(await check()).toMatchObject({ ok: false, message: expect.stringContaining('বোঝা যায় না') });
  });

  it('are the owners’ alone', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/integrations/steadfast' });
    expect(anonymous.statusCode).toBe(401);
  });
});
