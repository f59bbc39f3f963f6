import { SignJWT } from 'jose';
import { loadSigningKey } from '../modules/auth/tokens.js';
import { json, TEST_ADMIN, type TestApp } from './test-app.js';

/** Signs in as the test administrator and answers the `authorization` header to send. */
export async function adminHeaders(
  app: TestApp,
  credentials: { email: string; password: string } = TEST_ADMIN,
): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { authorization: `bearer ${json(response).data.token}` };
}

/** A token signed with the app's real key but already expired: the guard must still refuse it. */
export async function expiredToken(app: TestApp, administratorId: string): Promise<string> {
  const key = loadSigningKey(app.config.jwtSecret, app.config.dataDir);
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(administratorId)
    .setIssuedAt(past - 3600)
    .setExpirationTime(past)
    .sign(key);
}

/** A token signed with the app's real key but without `exp`: counts as expired (product spec §5). */
export async function tokenWithoutExpiry(app: TestApp, administratorId: string): Promise<string> {
  const key = loadSigningKey(app.config.jwtSecret, app.config.dataDir);
  return new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(administratorId).sign(key);
}

/** The same token with its payload changed and the old signature kept. */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
  return [header, forged, signature].join('.');
}

/** An unsigned token announcing `alg: none`. */
export function unsignedToken(administratorId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: administratorId, tv: 0, exp })}.`;
}
