import { startFakeGraph } from '../../server/src/test/fake-graph.js';
import { startFakePathao } from '../../server/src/test/fake-pathao.js';
import { startFakeBulkSmsBd } from '../../server/src/test/fake-sms-gateways.js';
import { startFakeSteadfast } from '../../server/src/test/fake-steadfast.js';
import { test as ownShop } from './own-shop.js';

/** The Conversions API pixel and token the stand-in for Meta's Graph API accepts. */
export const GRAPH_ACCOUNT = { pixelId: '998877665544332', accessToken: 'EAAGe2eTokenForThePixel_7Qw' };
/** The keys the stand-in for Steadfast accepts. */
export const STEADFAST_KEYS = { apiKey: 'sf-e2e-api-key-Ab12', secretKey: 'sf-e2e-secret-Cd34' };
/** A customer's number Steadfast will not deliver to: its booking is refused with a reason. */
export const STEADFAST_REFUSED_PHONE = '01900000000';
/** The login the stand-in for Pathao accepts, and its stores (one closed). */
export const PATHAO_ACCOUNT = {
  clientId: 'e2eClient01',
  clientSecret: 'pathao-e2e-secret-Ef56',
  username: 'owner@example.com',
  password: 'pathao-e2e-password',
};
/** The account the stand-in for BulkSMSBD accepts. */
export const BULKSMSBD_ACCOUNT = { apiKey: 'bsb-e2e-api-key-Gh78', senderId: '8809617000001' };
const PATHAO_STORES = [
  { store_id: 130820, store_name: 'হাট রাজশাহী গুদাম', store_address: 'উপশহর, রাজশাহী', is_active: 1 },
  { store_id: 130821, store_name: 'হাট ঢাকা', store_address: 'মিরপুর ১০, ঢাকা', is_active: 0 },
];

interface FakeServices {
  graph: Awaited<ReturnType<typeof startFakeGraph>>;
  steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
  pathao: Awaited<ReturnType<typeof startFakePathao>>;
  bulksmsbd: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;
}

/**
 * A shop of its own (own-shop.ts) whose calls to other services go to local stand-ins for them
 * (server/src/test/fake-*.ts): Meta's Graph API, Steadfast, Pathao and BulkSMSBD, one of each per worker,
 * reachable from the test to see what the shop sent them.
 */
export const test = ownShop.extend<object, FakeServices>({
  graph: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const graph = await startFakeGraph(GRAPH_ACCOUNT);
      await use(graph);
      await graph.close();
    },
    { scope: 'worker' },
  ],
  steadfast: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const steadfast = await startFakeSteadfast({
        ...STEADFAST_KEYS,
        balance: 12_450,
        refusedPhones: [STEADFAST_REFUSED_PHONE],
      });
      await use(steadfast);
      await steadfast.close();
    },
    { scope: 'worker' },
  ],
  pathao: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const pathao = await startFakePathao({ ...PATHAO_ACCOUNT, stores: PATHAO_STORES });
      await use(pathao);
      await pathao.close();
    },
    { scope: 'worker' },
  ],
  bulksmsbd: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const bulksmsbd = await startFakeBulkSmsBd(BULKSMSBD_ACCOUNT);
      await use(bulksmsbd);
      await bulksmsbd.close();
    },
    { scope: 'worker' },
  ],
  shopEnv: [
    async ({ graph, steadfast, pathao, bulksmsbd }, use) => {
      await use({
        FACEBOOK_GRAPH_URL: graph.url,
        STEADFAST_API_URL: steadfast.url,
        PATHAO_API_URL: pathao.url,
        BULKSMSBD_API_URL: bulksmsbd.url,
      });
    },
    { scope: 'worker' },
  ],
});

export { expect } from './own-shop.js';
