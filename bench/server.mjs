// Starts the built server (`npm run build` first) on a free port with a temporary DATA_DIR and the
// demo shop, the way the end-to-end tests and `npm run load` do; stop() ends it and deletes its data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** The production build with the demo shop; the abuse guards are off (one client hammers on purpose). */
export async function startShop(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: join(process.cwd(), 'web/dist'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ORDER_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000',
      DUPLICATE_ORDER_WINDOW_MINUTES: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A child process running bench/bare-server.mjs: the ceiling every API figure is compared with. */
export async function startBare(routes) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url))], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  child.stdin.end(JSON.stringify(routes));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__ready`, child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
