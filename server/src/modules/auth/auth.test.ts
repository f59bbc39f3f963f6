import { envelope, LoginResultSchema, UserSchema } from '@haat/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminHeaders } from '../../test/auth-helpers.js';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { loadSigningKey } from './tokens.js';

let app: TestApp;
let owner: { authorization: string };
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' });
  owner = await adminHeaders(app);
});
afterAll(() => app.cleanup());

const login = (payload: object) => app.inject({ method: 'POST', url: '/api/user/login', payload });

describe('POST /api/user/login', () => {
  it('answers a token with exp and the user, never the password hash', async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const { data } = envelope(LoginResultSchema).parse(json(response));
    expect(data.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
    const claims = JSON.parse(Buffer.from(data.token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(response.body).not.toMatch(/scrypt|password/i);
  });

  it('accepts the email in any case', async () => {
    expect((await login({ ...TEST_ADMIN, email: TEST_ADMIN.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('one message for an unknown email and a wrong password', async () => {
    const wrongPassword = await login({ email: TEST_ADMIN.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: TEST_ADMIN.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(json(wrongPassword).message).toBe(json(unknownEmail).message);
  });

  it('a malformed body answers 400 with field errors', async () => {
    const response = await login({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a clear message after too many attempts from one client', async () => {
    const limited = await createTestApp({ SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: TEST_ADMIN.email, password: 'guess-number-x' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(json(response)).toEqual({ success: false, message: expect.any(String) });
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.cleanup();
    }
  });
});

describe('administrators', () => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = owner,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('logged-user answers the signed-in administrator', async () => {
    const response = await call('GET', '/api/user/logged-user');
    expect(response.statusCode).toBe(200);
    expect(envelope(UserSchema).parse(json(response)).data.email).toBe(TEST_ADMIN.email);
  });

  it('adds, lists, renames and removes an administrator', async () => {
    const added = await call('POST', '/api/user/add', {
      name: 'করিম',
      email: 'karim@example.com',
      password: 'twelve-chars',
    });
    expect(added.statusCode).toBe(201);
    const karim = envelope(UserSchema).parse(json(added)).data;

    const list = envelope(z.array(UserSchema)).parse(json(await call('GET', '/api/user/all'))).data;
    expect(list.map((user) => user.email)).toEqual(
      expect.arrayContaining([TEST_ADMIN.email, 'karim@example.com']),
    );
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/i);

    const renamed = await call('PATCH', `/api/user/update/${karim._id}`, { name: 'করিম মিয়া' });
    expect(json(renamed).data.name).toBe('করিম মিয়া');

    const removed = await call('DELETE', `/api/user/delete/${karim._id}`);
    expect(removed.statusCode).toBe(200);
    expect(json(removed)).toEqual({ success: true, message: expect.any(String) });
    expect((await call('DELETE', `/api/user/delete/${karim._id}`)).statusCode).toBe(404);
  });

  it('refuses a taken email (409) and a short password (400)', async () => {
    const taken = await call('POST', '/api/user/add', {
      name: 'x',
      email: TEST_ADMIN.email,
      password: 'long-enough',
    });
    expect(taken.statusCode).toBe(409);
    const short = await call('POST', '/api/user/add', {
      name: 'x',
      email: 'short@example.com',
      password: '1234567',
    });
    expect(short.statusCode).toBe(400);
    expect(json(short).errors[0].path).toBe('password');
  });

  it('never deletes yourself', async () => {
    const me = json(await call('GET', '/api/user/logged-user')).data;
    const response = await call('DELETE', `/api/user/delete/${me._id}`);
    expect(response.statusCode).toBe(409);
    expect((await call('GET', '/api/user/all')).statusCode).toBe(200);
  });

  it('a changed password ends the sessions issued before it', async () => {
    await call('POST', '/api/user/add', {
      name: 'রফিক',
      email: 'rafiq@example.com',
      password: 'first-password',
    });
    const rafiq = await adminHeaders(app, { email: 'rafiq@example.com', password: 'first-password' });
    const me = json(await call('GET', '/api/user/logged-user', undefined, rafiq)).data;
    expect(
      (await call('PATCH', `/api/user/update/${me._id}`, { password: 'second-password' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/user/logged-user', undefined, rafiq)).statusCode).toBe(401);
    await adminHeaders(app, { email: 'rafiq@example.com', password: 'second-password' });
  });

  it("a deleted administrator's token stops working", async () => {
    await call('POST', '/api/user/add', {
      name: 'সুমি',
      email: 'sumi@example.com',
      password: 'sumi-password',
    });
    const sumi = await adminHeaders(app, { email: 'sumi@example.com', password: 'sumi-password' });
    const me = json(await call('GET', '/api/user/logged-user', undefined, sumi)).data;
    expect((await call('DELETE', `/api/user/delete/${me._id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/logged-user', undefined, sumi)).statusCode).toBe(401);
  });
});

describe('sessions the server ends', () => {
  const loggedUser = (headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/user/logged-user', headers });
  const post = (url: string, headers: { authorization: string }) =>
    app.inject({ method: 'POST', url, headers });
  const sessionOf = (headers: { authorization: string }) =>
    JSON.parse(Buffer.from(headers.authorization.split('.')[1] ?? '', 'base64url').toString()).sid as string;

  it('signing out ends that token on the server, and only that one', async () => {
    const phone = await adminHeaders(app);
    const laptop = await adminHeaders(app);
    const out = await post('/api/user/logout', phone);
    expect(out.statusCode).toBe(200);
    expect(json(out).message).toBe('আপনি লগআউট করেছেন।');
    expect((await loggedUser(phone)).statusCode).toBe(401);
    expect((await loggedUser(laptop)).statusCode).toBe(200);
  });

  it('"sign out of all devices" ends every token of that administrator, not the others\'', async () => {
    const phone = await adminHeaders(app);
    const laptop = await adminHeaders(app);
    await app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: owner,
      payload: { name: 'কর্মী', email: 'staff-sessions@example.com', password: 'staff-password' },
    });
    const staff = await adminHeaders(app, {
      email: 'staff-sessions@example.com',
      password: 'staff-password',
    });
    expect((await post('/api/user/logout-all', phone)).statusCode).toBe(200);
    expect((await loggedUser(phone)).statusCode).toBe(401);
    expect((await loggedUser(laptop)).statusCode).toBe(401);
    expect((await loggedUser(staff)).statusCode).toBe(200);
  });

  it("ends a session at the server's lifetime whatever the token claims", async () => {
    const headers = await adminHeaders(app);
    const sessionId = sessionOf(headers);
    const key = loadSigningKey(app.config.jwtSecret, app.config.dataDir);
    const me = json(await loggedUser(headers)).data;
    // Signed with the real key for the same session, but claiming to live ten years.
    const longLived = await new SignJWT({ tv: 0, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me._id)
      .setIssuedAt()
      .setExpirationTime('3650d')
      .sign(key);
    expect((await loggedUser({ authorization: `bearer ${longLived}` })).statusCode).toBe(200);

    // The session began longer ago than JWT_LIFETIME (12 h): the server ends it.
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000).toISOString();
    await app.db
      .updateTable('admin_sessions')
      .set({ created_at: thirteenHoursAgo, expires_at: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', sessionId)
      .execute();
    expect((await loggedUser({ authorization: `bearer ${longLived}` })).statusCode).toBe(401);
    expect((await loggedUser(headers)).statusCode).toBe(401);
  });

  it('refuses a token that names no session (one issued before sessions existed)', async () => {
    const headers = await adminHeaders(app);
    const me = json(await loggedUser(headers)).data;
    const key = loadSigningKey(app.config.jwtSecret, app.config.dataDir);
    const sessionless = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me._id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await loggedUser({ authorization: `bearer ${sessionless}` })).statusCode).toBe(401);
  });
});
