import path from 'node:path';
import { Writable } from 'node:stream';
import { effectivePrice, type Product } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLoggerSetup } from '../lib/logger.js';
import { runFirstRun } from '../setup/first-run.js';
import { startFakeBulkSmsBd } from '../test/fake-sms-gateways.js';
import { startFakeSteadfast } from '../test/fake-steadfast.js';
import { seededShopFiles, TEST_ADMIN } from '../test/test-app.js';

// The run's seeded demo shop on the embedded database: each app below finds it, as a restart does.
let shop: Awaited<ReturnType<typeof seededShopFiles>>;
let dataDir: string;
beforeAll(async () => {
  shop = await seededShopFiles('haat-logs-', { embedded: true });
  dataDir = shop.dataDir;
});
afterAll(() => shop?.remove());

/** The app on this test's folder, started as `main` starts it, with everything it logs collected in `logs()`. */
async function appWithCapturedLogs(env: Record<string, string>) {
  let logs = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  });
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    ...env,
  });
  const app = await buildApp(config, { logStream });
  await runFirstRun(app, config);
  return { app, logs: () => logs };
}

describe.each(['json', 'pretty'] as const)('%s logs', (format) => {
  it('carry no password, no token and no full customer phone number', async () => {
    const { app, logs } = await appWithCapturedLogs({ LOG_LEVEL: 'trace', LOG_FORMAT: format });
    let token = '';
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: TEST_ADMIN,
      });
      token = login.json().data.token as string;
      await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: TEST_ADMIN.email, password: 'wrong-guess-1234' },
      });
      const [product] = (await app.inject({ method: 'GET', url: '/api/product/all' })).json()
        .data as Product[];
      await app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: {
          name: 'রহিম',
          phone: '01798765432',
          city: 'ঢাকা',
          address: 'মিরপুর',
          products: [{ product: product?._id, quantity: 1 }],
          shipping: 80,
          total: effectivePrice(product as Product) + 80,
        },
      });
      await app.inject({
        method: 'GET',
        url: '/api/order/all-orders?search=01798765432',
        headers: { authorization: `bearer ${token}` },
      });
      // The same number in every spelling a person or a browser may send it.
      for (const search of [
        encodeURIComponent('+880 1798-765432'),
        encodeURIComponent('০১৭৯৮৭৬৫৪৩২'),
        '017.987.654.32',
        '017%2E987%2E654%2E32',
        encodeURIComponent('(017) 9876-5432'),
        '017+9876+5432',
      ]) {
        await app.inject({
          method: 'GET',
          url: `/api/order/all-orders?search=${search}`,
          headers: { authorization: `bearer ${token}` },
        });
      }
    } finally {
      await app.close();
    }
    expect(logs()).toContain('/api/order/all-orders?search=017******32');
    expect(logs()).not.toContain(TEST_ADMIN.password);
    expect(logs()).not.toContain('wrong-guess-1234');
    expect(logs()).not.toMatch(/1798.?765432/);
    for (const middle of [/98765/, /987\D{1,3}654/, /9876\D{1,3}5432/, /৯৮৭৬৫/, /%E0%A7%AF%E0%A7%AE/i]) {
      expect(logs()).not.toMatch(middle);
    }
    expect(logs()).not.toContain(token.split('.')[2]);
  });
});

describe('the outside services’ secrets', () => {
  it('never reach the logs: courier keys, webhook secrets, the SMS key, the customer’s number in a message', async () => {
    const steadfast = await startFakeSteadfast({
      apiKey: 'sf-log-api-key-Kq83',
      secretKey: 'sf-log-secret-Pz61',
    });
    const sms = await startFakeBulkSmsBd({ apiKey: 'bulk-log-key-Wt55', senderId: '8809617000001' });
    const { app, logs } = await appWithCapturedLogs({
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
      STEADFAST_API_URL: steadfast.url,
      BULKSMSBD_API_URL: sms.url,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: TEST_ADMIN,
      });
      const headers = { authorization: `bearer ${login.json().data.token as string}` };
      await app.inject({
        method: 'PUT',
        url: '/api/integrations/steadfast',
        headers,
        payload: {
          apiKey: 'sf-log-api-key-Kq83',
          secretKey: 'sf-log-secret-Pz61',
          webhookToken: 'steadfast-log-webhook-Jm28',
        },
      });
      await app.inject({
        method: 'PUT',
        url: '/api/integrations/pathao',
        headers,
        payload: { webhookSecret: 'pathao-log-webhook-secret-Ur94' },
      });
      await app.inject({
        method: 'PUT',
        url: '/api/integrations/sms',
        headers,
        payload: {
          enabled: true,
          gateway: 'bulksmsbd',
          bulksmsbd: { apiKey: 'bulk-log-key-Wt55', senderId: '8809617000001' },
          sslwireless: { sid: '' },
          templates: {},
        },
      });
      await app.inject({
        method: 'POST',
        url: '/api/integrations/sms/test',
        headers,
        payload: { phone: '01798765432' },
      });
      // The webhooks' secrets arrive in headers: neither the right nor a wrong one is written down.
      for (const token of ['steadfast-log-webhook-Jm28', 'wrong-steadfast-token-Hx11'])
        await app.inject({
          method: 'POST',
          url: '/api/courier/webhook/steadfast',
          headers: { authorization: `Bearer ${token}` },
          payload: { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered' },
        });
      await app.inject({
        method: 'POST',
        url: '/api/courier/webhook/pathao',
        headers: { 'x-pathao-signature': 'pathao-log-webhook-secret-Ur94' },
        payload: { event: 'order.delivered', consignment_id: 'DL1' },
      });
      // A failing call's error is logged by the outbox: the keys are not in it.
      steadfast.state.mode = 'down';
      await app.inject({ method: 'POST', url: '/api/integrations/steadfast/check', headers });
    } finally {
      await app.close();
      await steadfast.close();
      await sms.close();
    }
    expect(logs()).toContain('/api/courier/webhook/pathao');
    for (const secret of [
      'sf-log-api-key-Kq83',
      'sf-log-secret-Pz61',
      'steadfast-log-webhook-Jm28',
      'wrong-steadfast-token-Hx11',
      'pathao-log-webhook-secret-Ur94',
      'bulk-log-key-Wt55',
      '1798765432',
    ])
      expect(logs()).not.toContain(secret);
  });
});

describe('the log format', () => {
  it('is readable lines for a terminal and JSON for anything else when left on auto', () => {
    const formatFor = (format: 'auto' | 'json' | 'pretty', terminal: boolean) =>
      createLoggerSetup({ level: 'info', format, isTerminal: () => terminal }).format;
    expect(formatFor('auto', true)).toBe('pretty');
    expect(formatFor('auto', false)).toBe('json');
    expect(formatFor('json', true)).toBe('json');
    expect(formatFor('pretty', false)).toBe('pretty');
  });

  it('gives a person one line per request: time, level and the short request line', async () => {
    const { app, logs } = await appWithCapturedLogs({
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      SEED_DEMO: 'false',
    });
    try {
      await app.inject({ method: 'GET', url: '/api/product/all' });
    } finally {
      await app.close();
    }
    const lines = logs().trim().split('\n');
    expect(lines.filter((line) => line.includes('/api/product/all'))).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/product\/all 200 \d+ ms$/),
    ]);
    for (const line of lines) expect(line).not.toMatch(/^\{/);
  });
});
