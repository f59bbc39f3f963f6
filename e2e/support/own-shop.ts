import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { storeToken } from './admin.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants.js';
import { test as base, expect } from './fixtures.js';
import { type ShopServer, startShopServer } from './server.js';

/**
 * The content screens change what every visitor sees (fees, SEO title, banner, products), which
 * would race the storefront journeys on the shared server. Tests built on this `test` get a shop
 * server of their own per worker: `page`, `request` and relative URLs all point at it.
 */
interface OwnShopWorker {
  shop: ShopServer & { token: string };
  /** Variables the shop's server starts with besides the tests' own (another service's address). */
  shopEnv: Record<string, string>;
  /**
   * A file that needs a shop no other file has touched (settings it checks from their first state)
   * sets a name here with `test.use`: Playwright then runs it in a worker, and so a shop, of its own.
   */
  freshShop: string;
}

interface OwnShopFixtures {
  /** A page whose localStorage holds a valid admin token of this shop before the app starts. */
  adminPage: Page;
  /** This shop's API, with the admin's bearer token. */
  adminApi: APIRequestContext;
}

export const test = base.extend<OwnShopFixtures, OwnShopWorker>({
  freshShop: ['', { scope: 'worker', option: true }],
  shopEnv: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      await use({});
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ shopEnv, freshShop: _distinctWorker }, use) => {
      const server = await startShopServer(shopEnv);
      const anonymous = await playwrightRequest.newContext({ baseURL: server.baseURL });
      try {
        const login = await anonymous.post('/api/user/login', {
          data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        });
        expect(login.status(), await login.text()).toBe(200);
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        await use({ ...server, token });
      } finally {
        await anonymous.dispose();
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.baseURL);
  },
  adminPage: async ({ page, shop }, use) => {
    await storeToken(page, shop.token);
    await use(page);
  },
  adminApi: async ({ shop }, use) => {
    const api = await playwrightRequest.newContext({
      baseURL: shop.baseURL,
      extraHTTPHeaders: { Authorization: `bearer ${shop.token}` },
    });
    await use(api);
    await api.dispose();
  },
});

export { expect };

/** `data` of an API answer, failing the test with the body when the call did not succeed. */
export async function dataOf<T>(response: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
}): Promise<T> {
  const body = await response.text();
  if (!response.ok()) throw new Error(`API answered ${response.status()}: ${body}`);
  return (JSON.parse(body) as { data: T }).data;
}

/** A distinct, decodable PNG each call (an 8×8 square of one colour), for uploads. */
export function pngFile(name: string, rgb: [number, number, number] = [90, 160, 60]) {
  return { name, mimeType: 'image/png', buffer: solidPng(8, 8, rgb) };
}

/** The same picture as an ICO file (one PNG entry), the favicon format phones' owners still send. */
export function icoFile(name: string, rgb: [number, number, number] = [250, 160, 30]) {
  const png = solidPng(32, 32, rgb);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the PNG
  header.writeUInt32LE(22, 18); // where it starts
  return { name, mimeType: 'image/x-icon', buffer: Buffer.concat([header, png]) };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
