import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the defaults of docs/api.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', seedDemo: true, databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SEED_DEMO', 'JWT_SECRET']) expect(message).toContain(name);
    }
  });

  it('reads PostgreSQL from DATABASE_URL and treats an empty one as unset', () => {
    const secret = 'a'.repeat(40);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/haat', JWT_SECRET: secret }).databaseUrl,
    ).toBe('postgres://u:p@127.0.0.1:5432/haat');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses PostgreSQL without JWT_SECRET: every instance must sign tokens with the same key', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/haat' })).toThrow(
      /JWT_SECRET: must be set when DATABASE_URL is/,
    );
  });

  it('takes TRUST_PROXY as a number of proxies or their addresses, never as trust-everything', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be the number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'the balancer' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps images in DATA_DIR by default, and in a bucket with STORAGE=s3 and what it needs', () => {
    expect(loadConfig({}).imageStorage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'shop-images',
        S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).imageStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-images',
      region: 'auto',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    // Neither key: the SDK's own credential chain (an instance role, AWS_* variables).
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: '' }).imageStorage).toMatchObject({
      credentials: undefined,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: must be set when STORAGE is s3/);
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE: must be local or s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('takes the PostgreSQL pool and timeouts, with safe defaults', () => {
    expect(loadConfig({}).databasePool).toEqual({
      size: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePool.size).toBe(25);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it("takes ADMIN_EMAIL by the sign-in form's rule: a dotless domain yes, a broken address no", () => {
    expect(loadConfig({ ADMIN_EMAIL: ' Owner@LocalHost ' }).adminEmail).toBe('owner@localhost');
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@' })).toThrow(/ADMIN_EMAIL: must be an email address/);
  });

  it("is documented: the README's configuration table lists every variable read here, and no other", () => {
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) =>
        [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]),
      );
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
