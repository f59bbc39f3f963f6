import { describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_ADMIN } from '../../test/test-app.js';
import { createLoginBackoff, FREE_FAILURES } from './login-backoff.js';

describe('login backoff (unit)', () => {
  it('lets a few failures pass, then doubles the wait, and forgets after success', () => {
    let now = 0;
    const backoff = createLoginBackoff(() => now);
    for (let failure = 0; failure < FREE_FAILURES; failure++) backoff.recordFailure('a@x.com');
    expect(backoff.waitFor('a@x.com')).toBe(0);
    backoff.recordFailure('a@x.com');
    expect(backoff.waitFor('a@x.com')).toBe(2000);
    now += 2000;
    expect(backoff.waitFor('a@x.com')).toBe(0);
    backoff.recordFailure('a@x.com');
    expect(backoff.waitFor('a@x.com')).toBe(4000);
    expect(backoff.waitFor('b@x.com')).toBe(0);
    backoff.recordSuccess('a@x.com');
    expect(backoff.waitFor('a@x.com')).toBe(0);
  });

  it('never waits more than 15 minutes', () => {
    let now = 0;
    const backoff = createLoginBackoff(() => now);
    for (let failure = 0; failure < 40; failure++) {
      backoff.recordFailure('a@x.com');
      now += 1;
    }
    expect(backoff.waitFor('a@x.com')).toBeLessThanOrEqual(15 * 60 * 1000);
  });
});

describe('login backoff (API)', () => {
  it('after repeated failures the account answers 429, even to the right password, from any address', async () => {
    const app = await createTestApp({ SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' });
    try {
      const attempt = (password: string, ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: TEST_ADMIN.email, password },
          remoteAddress: ip,
        });
      for (let failure = 0; failure <= FREE_FAILURES; failure++) {
        expect((await attempt('wrong-password', `10.0.0.${failure + 1}`)).statusCode).toBe(401);
      }
      const locked = await attempt(TEST_ADMIN.password, '10.0.0.99');
      expect(locked.statusCode).toBe(429);
      expect(json(locked).message).toMatch(/সেকেন্ড/);
    } finally {
      await app.cleanup();
    }
  });
});
