import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the defaults of api.md', () => {
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
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/haat' }).databaseUrl).toBe(
      'postgres://u:p@127.0.0.1:5432/haat',
    );
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it("takes ADMIN_EMAIL by the sign-in form's rule: a dotless domain yes, a broken address no", () => {
    expect(loadConfig({ ADMIN_EMAIL: ' Owner@LocalHost ' }).adminEmail).toBe('owner@localhost');
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@' })).toThrow(/ADMIN_EMAIL: must be an email address/);
  });
});
