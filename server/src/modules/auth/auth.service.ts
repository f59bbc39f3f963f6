import {
  type CreateUserParsed,
  DEFAULT_ADMIN_EMAIL,
  type Login,
  type LoginResult,
  toBengaliDigits,
  type UpdateUser,
  type User,
} from '@haat/contract';
import { AppError, UniqueViolationError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import { type AuthRepository, toUser } from './auth.repository.js';
import { FAILURE_WINDOW_MS, FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS, signInWait } from './login-backoff.js';
import { generatePassword, hashPassword, verifyPassword } from './password.js';
import { lifetimeMs, type TokenIssuer } from './tokens.js';

export const authMessages = {
  wrongCredentials: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
  backoff: (seconds: number) =>
    `অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। ${toBengaliDigits(seconds)} সেকেন্ড পরে আবার চেষ্টা করুন।`,
  sessionEnded: 'আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।',
  emailTaken: 'এই ইমেইল দিয়ে আরেকজন অ্যাডমিন আছেন',
  notFound: 'এই অ্যাডমিন পাওয়া যায়নি',
  cannotDeleteSelf: 'নিজের অ্যাকাউন্ট মুছে ফেলা যায় না',
  cannotDeleteLast: 'শেষ মালিককে মুছে ফেলা যায় না',
  cannotDemoteLast: 'শেষ মালিককে অর্ডার স্টাফ করা যায় না: আগে আরেকজনকে মালিক করুন',
  ownersOnly: 'এই কাজটি শুধু দোকানের মালিক করতে পারেন',
  exportNotGranted: 'অর্ডার ডাউনলোডের অনুমতি মালিক দেননি',
  deleted: 'অ্যাডমিন মুছে ফেলা হয়েছে',
  signedOut: 'আপনি লগআউট করেছেন।',
  signedOutEverywhere: 'সব ডিভাইসের সেশন শেষ করা হয়েছে।',
} as const;

export interface FirstAdministrator {
  email: string;
  /** Set only when the password was generated here and must be shown to the owner once. */
  generatedPassword?: string;
}

/** Where a sign-in comes from: kept on its session and its attempt. */
export interface SignInClient {
  address: string;
  userAgent: string;
}

/** The administrator behind a valid token, and the session it belongs to. */
export interface Authenticated {
  user: User;
  sessionId: string;
}

/** Sign-in attempts are remembered this long (the owner's notice, the backoff's window). */
const ATTEMPTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Administrators, their passwords and their sessions. */
export function createAuthService(deps: {
  repository: AuthRepository;
  tokens: TokenIssuer;
  /** How long a session lives, written as JWT_LIFETIME (`12h`): enforced by the server, whatever a token claims. */
  sessionLifetime: string;
  /** Repeated failures against an account are a warning for whoever watches the log. */
  warn: (details: Record<string, unknown>, message: string) => void;
  now?: () => number;
}) {
  const { repository, tokens, warn } = deps;
  const now = deps.now ?? Date.now;
  const sessionMs = lifetimeMs(deps.sessionLifetime);
  // Checked against when the email is unknown, so both failures take the same time.
  const decoyHash = hashPassword(generatePassword());

  /** Someone failing repeatedly against a real account, from anywhere: worth a line in the log. */
  async function warnOnRepeatedFailures(administratorId: string, email: string, address: string) {
    const lastHour = new Date(now() - FAILURE_WINDOW_MS).toISOString();
    const { count } = await repository.failuresSince(email, lastHour);
    if (count >= FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS) {
      warn(
        { administratorId, address, failuresInLastHour: count },
        'repeated failed sign-ins for an administrator',
      );
    }
  }

  async function assertEmailFree(email: string, exceptId?: string) {
    const existing = await repository.findByEmail(email);
    if (existing && existing.id !== exceptId) {
      throw AppError.conflict(authMessages.emailTaken, [{ path: 'email', message: authMessages.emailTaken }]);
    }
  }

  return {
    /**
     * docs/api.md: when no administrator exists, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or
     * admin@localhost with a random password that is shown once. Returns null when one already exists.
     */
    async ensureFirstAdministrator(options: {
      email?: string | undefined;
      password?: string | undefined;
    }): Promise<FirstAdministrator | null> {
      if ((await repository.countAdministrators()) > 0) return null;
      const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
      const generatedPassword = options.password ? undefined : generatePassword();
      const password = options.password ?? (generatedPassword as string);
      try {
        await repository.insertAdministrator({
          id: newId(),
          name: 'অ্যাডমিন',
          email,
          passwordHash: await hashPassword(password),
          now: nowIso(),
        });
      } catch (error) {
        // Another instance starting at the same moment created it first: that one is the first admin.
        if ((await repository.countAdministrators()) > 0) return null;
        throw error;
      }
      return generatedPassword ? { email, generatedPassword } : { email };
    },

    /**
     * One answer for an unknown email and a wrong password, in the same time. Failures slow down the
     * address they come from, and the account from that address (login-backoff.ts); success opens a
     * session and tells the administrator about the failures against their account since last time.
     */
    async login(credentials: Login, client: SignInClient): Promise<LoginResult> {
      const started = now();
      const recent = await repository.attemptsFromAddress(
        client.address,
        new Date(started - FAILURE_WINDOW_MS).toISOString(),
      );
      const wait = signInWait(recent, credentials.email, started);
      if (wait > 0) throw new AppError(429, authMessages.backoff(Math.ceil(wait / 1000)));

      const administrator = await repository.findByEmail(credentials.email);
      const passwordOk = await verifyPassword(
        credentials.password,
        administrator?.password_hash ?? (await decoyHash),
      );
      const at = new Date(now()).toISOString();
      if (!administrator || !passwordOk) {
        await repository.recordAttempt({
          id: newId(),
          email: credentials.email,
          address: client.address,
          succeeded: false,
          at,
        });
        if (administrator) await warnOnRepeatedFailures(administrator.id, credentials.email, client.address);
        throw AppError.unauthorized(authMessages.wrongCredentials);
      }

      const previousSignIn = await repository.lastSuccessfulSignIn(credentials.email);
      const failedSignIns = await repository.failuresSince(credentials.email, previousSignIn);
      await repository.recordAttempt({
        id: newId(),
        email: credentials.email,
        address: client.address,
        succeeded: true,
        at,
      });
      const sessionId = newId();
      await repository.createSession({
        id: sessionId,
        administratorId: administrator.id,
        address: client.address,
        userAgent: client.userAgent.slice(0, 300),
        createdAt: at,
        expiresAt: new Date(Date.parse(at) + sessionMs).toISOString(),
      });
      // Housekeeping on the rare path: ended sessions and old attempts go.
      await repository.deleteExpiredSessions(at);
      await repository.deleteAttemptsBefore(new Date(Date.parse(at) - ATTEMPTS_KEPT_MS).toISOString());
      const token = await tokens.sign({
        administratorId: administrator.id,
        sessionId,
        tokenVersion: administrator.token_version,
      });
      return { token, user: toUser(administrator), failedSignIns };
    },

    /**
     * The administrator and session behind a bearer token, or null. A token stops working when its
     * session is ended (sign-out, sign-out everywhere, a password change), when its administrator is
     * deleted, and when the session is older than the server's lifetime — whatever the token claims.
     */
    async authenticate(token: string): Promise<Authenticated | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const session = await repository.findSession(claims.sessionId);
      if (!session) return null;
      const { administrator } = session;
      if (administrator.id !== claims.administratorId || administrator.token_version !== claims.tokenVersion)
        return null;
      const moment = now();
      if (Date.parse(session.expiresAt) <= moment || Date.parse(session.createdAt) + sessionMs <= moment)
        return null;
      return { user: toUser(administrator), sessionId: claims.sessionId };
    },

    /** Ends one session: the token that named it stops working at once, on every instance. */
    async logout(sessionId: string): Promise<void> {
      await repository.deleteSession(sessionId);
    },

    /** Ends every session of an administrator, this one included; answers how many ended. */
    logoutEverywhere(administratorId: string): Promise<number> {
      return repository.deleteSessionsOf(administratorId);
    },

    /**
     * The command-line unlock: forgets the failed sign-ins of an account (from every address), or of
     * an address, so the backoff lets them in at once. Answers how many failures were forgotten.
     */
    unlock(which: { email?: string; address?: string }): Promise<number> {
      return repository.clearFailures(which);
    },

    async listUsers(): Promise<User[]> {
      return (await repository.list()).map(toUser);
    },

    async addUser(input: CreateUserParsed): Promise<User> {
      await assertEmailFree(input.email);
      const id = newId();
      try {
        await repository.insertAdministrator({
          id,
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          role: input.role,
          now: nowIso(),
        });
      } catch (error) {
        if (error instanceof UniqueViolationError) throw AppError.conflict(authMessages.emailTaken);
        throw error;
      }
      const created = await repository.findById(id);
      if (!created) throw new Error('administrator vanished right after insert');
      return toUser(created);
    },

    async updateUser(id: string, changes: UpdateUser): Promise<User> {
      if (!(await repository.findById(id))) throw AppError.notFound(authMessages.notFound);
      if (changes.email !== undefined) await assertEmailFree(changes.email, id);
      // First, so a refused demotion changes nothing else. It takes effect on the next request: the
      // guard reads the role with the session.
      if (
        changes.role !== undefined &&
        !(await repository.setRoleUnlessLastOwner(id, changes.role, nowIso()))
      ) {
        throw AppError.conflict(authMessages.cannotDemoteLast, [
          { path: 'role', message: authMessages.cannotDemoteLast },
        ]);
      }
      try {
        await repository.updateAdministrator(id, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.canExport !== undefined ? { canExport: changes.canExport } : {}),
          ...(changes.password !== undefined ? { passwordHash: await hashPassword(changes.password) } : {}),
          now: nowIso(),
        });
        // A new password ends every session opened with the old one (the token version moved too).
        if (changes.password !== undefined) await repository.deleteSessionsOf(id);
      } catch (error) {
        if (error instanceof UniqueViolationError) throw AppError.conflict(authMessages.emailTaken);
        throw error;
      }
      const updated = await repository.findById(id);
      if (!updated) throw AppError.notFound(authMessages.notFound);
      return toUser(updated);
    },

    async deleteUser(actorId: string, id: string): Promise<void> {
      if (actorId === id) throw AppError.conflict(authMessages.cannotDeleteSelf);
      if (!(await repository.findById(id))) throw AppError.notFound(authMessages.notFound);
      if (!(await repository.deleteUnlessLastOwner(id)))
        throw AppError.conflict(authMessages.cannotDeleteLast);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
