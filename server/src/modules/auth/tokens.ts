import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const SECRET_FILE = 'jwt-secret';

/**
 * The signing key: JWT_SECRET when set (instances sharing a database share it), else 256 random bits
 * generated on first start and kept in DATA_DIR so restarts keep every session valid.
 */
export function loadSigningKey(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  // 'wx' fails if another instance wrote it first; then read theirs so both sign alike.
  try {
    fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return new Uint8Array(secret);
  } catch {
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url'));
  }
}

/** `Authorization: bearer <token>`, the scheme in any case. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface TokenClaims {
  administratorId: string;
  /** The session row the token belongs to: signing out deletes it, and the token ends with it. */
  sessionId: string;
  tokenVersion: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `12h` → 43 200 000: the server's own measure of a lifetime written as config.ts accepts it. */
export function lifetimeMs(lifetime: string): number {
  const match = /^(\d+)([smhd])$/.exec(lifetime);
  if (!match) throw new Error(`not a lifetime: ${lifetime}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

export function createTokenIssuer(key: Uint8Array, lifetime: string) {
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ tv: claims.tokenVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.administratorId)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key);
    },

    /** The claims of a valid token, or null for a forged, tampered, expired, exp-less or session-less one. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        // The algorithm is pinned: a token announcing `none` or another algorithm is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['exp', 'sub'],
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.tv !== 'number' ||
          typeof payload.sid !== 'string'
        )
          return null;
        return { administratorId: payload.sub, sessionId: payload.sid, tokenVersion: payload.tv };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
