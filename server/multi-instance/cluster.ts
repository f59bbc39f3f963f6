import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startS3Server } from '../src/test/s3-server.js';
import { createPostgresDatabase } from '../src/test/test-app.js';
import { nginxConfig } from './nginx-config.mjs';

// Two shop instances as production runs them (the built server, `node server/dist/main.js`) on one
// PostgreSQL database, each with its own folder and no shared disk, their images in one S3-compatible
// bucket (s3rver, a real S3-protocol server over a temporary folder), behind a real nginx on loopback as the load balancer
// (the configuration docs/multi-instance.md shows). Needs TEST_DATABASE_URL (scripts/with-postgres.sh)
// and nginx (Debian's nginx-light; NGINX_BIN to name another).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'server/dist/main.js');
export const ADMIN = { email: 'owner@example.com', password: 'multi-instance-password' } as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  dataDir: string;
}

function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`${url} exited:\n${output()}`));
      http
        .get(`${url}/api/health`, (response) => {
          response.resume();
          if (response.statusCode === 200) resolve();
          else retry();
        })
        .on('error', retry);
    };
    const retry = () => {
      if (Date.now() > deadline) reject(new Error(`${url} did not become healthy:\n${output()}`));
      else setTimeout(attempt, 200);
    };
    attempt();
  });
}

export interface Cluster {
  /** nginx's address: what visitors reach. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('the multi-instance suite needs PostgreSQL: bash scripts/with-postgres.sh ...');
  const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (!fs.existsSync(nginxBin))
    throw new Error(`no nginx at ${nginxBin}: apt-get install nginx-light, or set NGINX_BIN`);
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);

  const database = await createPostgresDatabase(adminUrl);
  const bucket = await startS3Server();
  const secret = randomBytes(32).toString('base64url');
  const started: Instance[] = [];
  const outputs = new Map<string, string>();
  const launch = async (name: string): Promise<Instance> => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `haat-${name}-`));
    const child = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: secret,
        WEB_DIST_DIR: path.join(repoRoot, 'web/dist'),
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        ...bucket.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    outputs.set(name, '');
    const keep = (chunk: Buffer) => outputs.set(name, `${outputs.get(name)}${chunk}`.slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const instance = { name, url: `http://127.0.0.1:${port}`, process: child, dataDir };
    started.push(instance);
    await waitForHealth(instance.url, child, () => outputs.get(name) ?? '');
    return instance;
  };

  let nginx: ChildProcess | null = null;
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-nginx-'));
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    for (const instance of started) if (instance.process.exitCode === null) instance.process.kill('SIGTERM');
    await Promise.all(
      started.map((instance) =>
        instance.process.exitCode !== null || instance.process.signalCode !== null
          ? undefined
          : new Promise((resolve) => instance.process.once('exit', resolve)),
      ),
    );
    await database.drop();
    await bucket.cleanup();
    for (const dir of [prefix, ...started.map((instance) => instance.dataDir)])
      fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // Both at once, as a deploy starts them, on the empty database.
    const instances = await Promise.all([launch('a'), launch('b')]);
    const port = await freePort();
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      nginxConfig(
        port,
        instances.map((instance) => new URL(instance.url).host),
        prefix,
      ),
    );
    nginx = spawn(nginxBin, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const url = `http://127.0.0.1:${port}`;
    const nginxProcess = nginx;
    await waitForHealth(url, nginxProcess, () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'));
    return { url, instances, databaseUrl: database.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Answer {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the suite reads answers loosely and asserts on them.
  json(): any;
}

/**
 * One HTTP request, optionally from another loopback address (`127.0.0.x`): a distinct customer as
 * nginx and the shop see it.
 */
export function request(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body, json: () => JSON.parse(body) });
        });
      },
    );
    outgoing.on('error', reject);
    if (payload) outgoing.write(payload);
    outgoing.end();
  });
}
