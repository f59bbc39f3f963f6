import { BASE_URL_ENV } from './constants.js';
import { startShopServer } from './server.js';

/**
 * Starts the built server once for the whole run (see server.ts). Returns the teardown Playwright
 * calls at the end: stop the server, then delete its data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startShopServer();
  // Workers are started after global setup and inherit this; the config reads it for `baseURL`.
  process.env[BASE_URL_ENV] = server.baseURL;
  return server.stop;
}
