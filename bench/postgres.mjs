// The benchmark's PostgreSQL part: order creation and `GET /` on one instance, and on two
// instances behind nginx (the configuration CI uses), each beside a bare Fastify route answering the
// same bytes in the same run. The machine's core count goes with the figures: two instances and
// PostgreSQL on two cores share them, so the second instance shows what it costs before it helps.
//
// Needs the PostgreSQL server binaries and nginx (Debian's postgresql and nginx-light). Without
// TEST_DATABASE_URL it starts its own durable server (fsync on, as production runs) through
// scripts/with-postgres.sh and runs itself inside it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nginxConfig } from '../server/multi-instance/nginx-config.mjs';
import { cannon, capture, orderBodies, summary } from './api.mjs';
import { freePort, startBare, startShop } from './server.mjs';

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

async function startNginx(upstreams, readyPath = '/api/health') {
  const prefix = mkdtempSync(join(tmpdir(), 'haat-bench-nginx-'));
  const port = await freePort();
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(port, upstreams, prefix));
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Runs inside a PostgreSQL server (TEST_DATABASE_URL): the measurements. */
async function measure({ seconds, orderSeconds }, log) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `haat_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // nginx is the one hop in front: each autocannon connection counts as the same client anyway,
    // and the order limit is off for the benchmark.
    TRUST_PROXY: '1',
  };
  const first = await startShop(env);
  const second = await startShop(env);
  const balancer = await startNginx([first.url, second.url].map((url) => new URL(url).host));
  const orderBody = await orderBodies(first.url);
  const scenarios = [
    { name: 'GET / (rendered page, brotli)', method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } },
    {
      name: 'POST /api/order/create-order',
      method: 'POST',
      path: '/api/order/create-order',
      body: orderBody,
    },
  ];
  const routes = [];
  for (const [index, scenario] of scenarios.entries())
    routes.push({ ...(await capture(first.url, { headers: {}, ...scenario })), url: `/s/${index}` });
  const bare = await startBare(routes);
  // The same bare route behind the same nginx: what the balancer alone costs on this machine.
  const bareBalancer = await startNginx([new URL(bare.url).host], '/s/0');
  const rows = [];
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const connections = scenario.body ? 50 : 10;
      const duration = scenario.body ? orderSeconds : seconds;
      const options = {
        connections,
        duration,
        method: scenario.method,
        headers: { ...scenario.headers, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
        ...(scenario.body
          ? { requests: [{ setupRequest: (request) => ({ ...request, body: scenario.body() }) }] }
          : {}),
      };
      log(`  ${scenario.name}: the ceilings, one instance, two behind nginx ...`);
      const ceiling = summary(await cannon({ ...options, url: `${bare.url}/s/${index}` }));
      const ceilingBehindNginx = summary(await cannon({ ...options, url: `${bareBalancer.url}/s/${index}` }));
      const one = summary(await cannon({ ...options, url: `${first.url}${scenario.path}` }));
      const two = summary(await cannon({ ...options, url: `${balancer.url}${scenario.path}` }));
      const ratio = (result) => Number((result.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3));
      rows.push({
        name: scenario.name,
        connections,
        seconds: duration,
        bare: ceiling,
        bareBehindNginx: { ...ceilingBehindNginx, ratio: ratio(ceilingBehindNginx) },
        oneInstance: { ...one, ratio: ratio(one) },
        twoBehindNginx: { ...two, ratio: ratio(two) },
      });
    }
    const { rows: version } = await admin.query('show server_version');
    const { rows: fsync } = await admin.query('show fsync');
    return {
      cores: cpus().length,
      postgres: version[0]?.server_version,
      fsync: fsync[0]?.fsync,
      rows,
    };
  } finally {
    await bareBalancer.stop();
    await bare.stop();
    await balancer.stop();
    await first.stop();
    await second.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The PostgreSQL part of `npm run bench`. Inside a server already (TEST_DATABASE_URL) it measures at
 * once; otherwise it runs this file under scripts/with-postgres.sh with a durable server and reads
 * what the child wrote.
 */
export async function runPostgres(plan, log) {
  if (!existsSync(NGINX_BIN))
    throw new Error(`no nginx at ${NGINX_BIN}: apt-get install nginx-light, or set NGINX_BIN`);
  if (process.env.TEST_DATABASE_URL) return measure(plan, log);
  const out = join(mkdtempSync(join(tmpdir(), 'haat-bench-pg-')), 'result.json');
  const child = spawn(
    'bash',
    ['scripts/with-postgres.sh', process.execPath, fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, PG_DURABLE: '1', BENCH_PG_PLAN: JSON.stringify(plan), BENCH_PG_OUT: out },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const status = await new Promise((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`the PostgreSQL part failed (exit ${status})`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

// Run as the child of runPostgres: measure, write the result where the parent reads it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measure(JSON.parse(process.env.BENCH_PG_PLAN ?? '{}'), (line) =>
    process.stdout.write(`${line}\n`),
  );
  writeFileSync(process.env.BENCH_PG_OUT ?? 'bench-postgres.json', JSON.stringify(result));
}
