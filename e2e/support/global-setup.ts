import { rm } from 'node:fs/promises';
import { BASE_URL_ENV, SEEDED_SHOP_ENV } from './constants.js';
import { seedShop, startShopServer } from './server.js';

/**
 * Seeds the demo shop once for the run, then starts the built server for the whole run on a copy
 * of it (see server.ts). Returns the teardown Playwright calls at the end: stop the server, then
 * delete its data and the seeded shop.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const seeded = await seedShop();
  // Workers are started after global setup and inherit both: the config reads the address for
  // `baseURL`, and every server a test starts copies the seeded shop.
  process.env[SEEDED_SHOP_ENV] = seeded;
  try {
    const server = await startShopServer();
    process.env[BASE_URL_ENV] = server.baseURL;
    return async () => {
      await server.stop();
      await rm(seeded, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(seeded, { recursive: true, force: true });
    throw error;
  }
}
