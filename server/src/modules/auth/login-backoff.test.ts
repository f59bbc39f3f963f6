import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import {
  FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  FREE_FAILURES_PER_ADDRESS,
  MAX_WAIT_MS,
  type SignInAttempt,
  signInWait,
} from './login-backoff.js';

const failure = (email: string, at: number): SignInAttempt => ({ email, succeeded: false, at });
const success = (email: string, at: number): SignInAttempt => ({ email, succeeded: true, at });

describe('signInWait (the rule)', () => {
  it('lets a few failures of an account from one address pass, then doubles the wait from the last', () => {
    const attempts = Array.from({ length: FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS }, (_, i) =>
      failure('a@x', i),
    );
    expect(signInWait(attempts, 'a@x', 10)).toBe(0);
    attempts.push(failure('a@x', 100));
    expect(signInWait(attempts, 'a@x', 100)).toBe(2000);
    expect(signInWait(attempts, 'a@x', 1100)).toBe(1000);
    expect(signInWait(attempts, 'a@x', 2100)).toBe(0);
    attempts.push(failure('a@x', 2100));
    expect(signInWait(attempts, 'a@x', 2100)).toBe(4000);
  });

  it('does not hold another account at the same address until the address itself has failed enough', () => {
    const attempts = Array.from({ length: FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS + 1 }, (_, i) =>
      failure('a@x', i),
    );
    expect(signInWait(attempts, 'b@x', 10)).toBe(0);
    while (attempts.length <= FREE_FAILURES_PER_ADDRESS) attempts.push(failure('c@x', attempts.length));
    expect(signInWait(attempts, 'b@x', attempts.length)).toBeGreaterThan(0);
  });

  it('forgets failures before a success, and failures older than an hour', () => {
    const failures = Array.from({ length: 5 }, (_, i) => failure('a@x', i));
    expect(signInWait([...failures, success('a@x', 10)], 'a@x', 11)).toBe(0);
    expect(signInWait(failures, 'a@x', 60 * 60 * 1000 + 10)).toBe(0);
  });

  it('never waits more than 15 minutes', () => {
    const attempts = Array.from({ length: 40 }, (_, i) => failure('a@x', i));
    expect(signInWait(attempts, 'a@x', 40)).toBeLessThanOrEqual(MAX_WAIT_MS);
  });
});

describe('sign-in failures (API)', () => {
  let app: TestApp;
  afterEach(async () => app?.cleanup());

  const attempt = (
    target: Pick<TestApp, 'inject'>,
    password: string,
    address: string,
    email: string = TEST_ADMIN.email,
  ) =>
    target.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      remoteAddress: address,
      headers: { 'user-agent': 'test' },
    });

  it('cannot keep the owner out: 14 wrong tries from seven addresses, then the right one from home signs in', async () => {
    app = await createTestApp({ SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' });
    for (let round = 0; round < 2; round++) {
      for (let host = 1; host <= 7; host++) {
        expect((await attempt(app, 'wrong-password', `10.0.0.${host}`)).statusCode).toBe(401);
      }
    }
    const home = await attempt(app, TEST_ADMIN.password, '192.0.2.10');
    expect(home.statusCode, home.body).toBe(200);

    // Whoever guessed is told: when and from where, in the answer to the owner's sign-in.
    const { failedSignIns } = json(home).data;
    expect(failedSignIns.count).toBe(14);
    expect(new Set(failedSignIns.recent.map((entry: { address: string }) => entry.address)).size).toBe(7);
    // Told once: the next sign-in starts from this one.
    expect(json(await attempt(app, TEST_ADMIN.password, '192.0.2.10')).data.failedSignIns).toEqual({
      count: 0,
      recent: [],
    });
  });

  it('slows the address that fails, with a Bengali message in Bengali digits, even for the right password', async () => {
    app = await createTestApp({ SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' });
    for (let i = 0; i <= FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await attempt(app, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    }
    const held = await attempt(app, TEST_ADMIN.password, '10.0.0.1');
    expect(held.statusCode).toBe(429);
    expect(json(held).message).toMatch(/^অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। [০-৯]+ সেকেন্ড পরে আবার চেষ্টা করুন।$/);
    expect((await attempt(app, TEST_ADMIN.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('remembers the failures across a restart, and the command-line unlock forgets them', async () => {
    app = await createTestApp({ SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' });
    for (let i = 0; i <= FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
      await attempt(app, 'wrong-password', '10.0.0.5');

    // Another process on the same database: a second instance, or this one after a restart.
    const restarted = await buildApp(app.config);
    try {
      expect((await attempt(restarted, TEST_ADMIN.password, '10.0.0.5')).statusCode).toBe(429);
      const unlock = spawnSync(process.execPath, [unlockCli, TEST_ADMIN.email], {
        env: {
          ...process.env,
          DATA_DIR: app.config.dataDir,
          DATABASE_URL: app.config.databaseUrl ?? '',
          JWT_SECRET: app.config.jwtSecret ?? '',
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
      });
      expect(unlock.status, unlock.stderr).toBe(0);
      expect(unlock.stdout).toContain(`${FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS + 1} failed sign-ins`);
      expect((await attempt(restarted, TEST_ADMIN.password, '10.0.0.5')).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('logs repeated failures against a real account as a warning, never the password', async () => {
    app = await createTestApp({ SEED_DEMO: 'false' });
    let logs = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    const logged = await buildApp({ ...app.config, logLevel: 'warn' }, { logStream });
    try {
      for (let host = 1; host <= FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; host++) {
        await attempt(logged, 'guess-number-one', `10.0.1.${host}`);
      }
      await attempt(logged, 'guess-number-two', '10.0.2.1', 'nobody@example.com');
    } finally {
      await logged.close();
    }
    const warnings = logs
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'repeated failed sign-ins for an administrator');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, address: '10.0.1.3', failuresInLastHour: 3 });
    expect(logs).not.toContain('guess-number');
  });
});

const unlockCli = fileURLToPath(new URL('../../../dist/ops/unlock-cli.js', import.meta.url));
if (!fs.existsSync(unlockCli)) throw new Error(`${unlockCli} is missing: run \`npm run build\` first`);
