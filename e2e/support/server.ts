import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { usesSeededTemplate } from '../../server/src/test/seed-rule.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SEEDED_SHOP_ENV } from './constants.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = join(repoRoot, 'server/dist/main.js');
const webIndex = join(repoRoot, 'web/dist/index.html');

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_GRACE_MS = 5_000;

export interface ShopServer {
  baseURL: string;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

/**
 * Starts the built server on a free port with a fresh data directory and the demo shop, the way
 * `npm start` runs it in production. Global setup starts one for the whole run; a test that must
 * change the shop's singletons (business info, SEO) starts its own, so the others never see it.
 *
 * The demo shop is a copy of the one global setup seeded for the run (`seedShop`) when `extraEnv`
 * changes nothing the first run writes (the rule the API suites use too, seed-rule.ts): seeding
 * draws and encodes the demo's pictures, seconds of CPU per server. The server's own first run then
 * finds the administrator and the shop there, as a restarted shop does.
 */
export async function startShopServer(extraEnv: Record<string, string> = {}): Promise<ShopServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-e2e-'));
  const seeded = process.env[SEEDED_SHOP_ENV];
  if (seeded && usesSeededTemplate(extraEnv)) await cp(seeded, dataDir, { recursive: true });
  const port = await freePort();
  return spawnShop({ cwd: repoRoot, port, removeAfter: dataDir, env: shopEnv(port, dataDir, extraEnv) });
}

/**
 * Seeds the demo shop once for the run: the built server's real first run in a new data folder,
 * stopped as an owner stops it (SIGTERM: the database closed and checkpointed), the folder kept for
 * `startShopServer` to copy. Returns the folder; the caller deletes it.
 */
export async function seedShop(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-e2e-seeded-'));
  const port = await freePort();
  const server = await spawnShop({ cwd: repoRoot, port, removeAfter: null, env: shopEnv(port, dataDir, {}) });
  await server.stop();
  return dataDir;
}

/** The environment of the tests' shop servers, on top of the runner's own. */
function shopEnv(port: number, dataDir: string, extraEnv: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The embedded database, even when a developer's shell points DATABASE_URL at PostgreSQL.
    DATABASE_URL: '',
    WEB_DIST_DIR: join(repoRoot, 'web/dist'),
    SEED_DEMO: 'true',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // The journeys place many orders from one address and phone, some with the same basket; the
    // abuse guards (rate limits, duplicate window) have their own API tests.
    ORDER_RATE_LIMIT: '1000000',
    ORDER_PHONE_LIMIT: '1000000',
    // Every sign-in of the suite comes from 127.0.0.1; the limit itself has an API test.
    LOGIN_RATE_LIMIT: '1000',
    DUPLICATE_ORDER_WINDOW_MINUTES: '0',
    ...extraEnv,
  };
}

/**
 * Starts the built server exactly as a new owner's `npm start` runs it after the build: `node
 * server/dist/main.js` in a fresh, empty folder (so `./data` is new), with none of the variables
 * the tests otherwise set: no admin credentials, no seed or log settings. Only `PORT` is given, so
 * the test never collides with a shop already on 3000. Everything the server printed is kept.
 */
export async function startAsTheReadmeSays(): Promise<ShopServer & { output(): string }> {
  const folder = await mkdtemp(join(tmpdir(), 'haat-first-run-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { PORT: String(port) };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return spawnShop({ cwd: folder, port, removeAfter: folder, env });
}

async function spawnShop(options: {
  cwd: string;
  port: number;
  env: NodeJS.ProcessEnv;
  /** Deleted when the server stops: its data folder (null: kept). */
  removeAfter: string | null;
}): Promise<ShopServer & { output(): string }> {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the e2e tests.`);
  }
  const baseURL = `http://127.0.0.1:${options.port}`;
  const output: string[] = [];
  const server = spawn(process.execPath, [serverEntry], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready = false;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    // After start-up, warnings and errors the server logs while a test runs are worth seeing next to
    // that test's result.
    if (ready) process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const teardown = async () => {
    await stop(server);
    if (options.removeAfter) await rm(options.removeAfter, { recursive: true, force: true });
  };

  try {
    await waitForHealth(server, `${baseURL}/api/health`);
  } catch (error) {
    await teardown();
    const log = output.join('').trim() || '(no output)';
    throw new Error(`${(error as Error).message}\nServer output:\n${log}`);
  }
  ready = true;
  return { baseURL, stop: teardown, output: () => output.join('') };
}

/** Asks the OS for a port nobody is listening on; the server binds it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('could not pick a free port'));
      });
    });
  });
}

async function waitForHealth(server: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited during start-up (${server.exitCode ?? server.signalCode}).`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const body = (await response.json()) as { success?: boolean; data?: { status?: string } };
        if (body.success && body.data?.status === 'ok') return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((r) => server.once('exit', () => r()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), SHUTDOWN_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
