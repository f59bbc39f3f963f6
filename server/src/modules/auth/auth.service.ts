import {
  type CreateUser,
  DEFAULT_ADMIN_EMAIL,
  type Login,
  type LoginResult,
  type UpdateUser,
  type User,
} from '@haat/contract';
import { AppError, UniqueViolationError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import { type AuthRepository, toUser } from './auth.repository.js';
import { createLoginBackoff, type LoginBackoff } from './login-backoff.js';
import { generatePassword, hashPassword, verifyPassword } from './password.js';
import type { TokenIssuer } from './tokens.js';

export const authMessages = {
  wrongCredentials: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
  backoff: (seconds: number) => `অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। ${seconds} সেকেন্ড পরে আবার চেষ্টা করুন।`,
  sessionEnded: 'আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।',
  emailTaken: 'এই ইমেইল দিয়ে আরেকজন অ্যাডমিন আছেন',
  notFound: 'এই অ্যাডমিন পাওয়া যায়নি',
  cannotDeleteSelf: 'নিজের অ্যাকাউন্ট মুছে ফেলা যায় না',
  cannotDeleteLast: 'শেষ অ্যাডমিনকে মুছে ফেলা যায় না',
  deleted: 'অ্যাডমিন মুছে ফেলা হয়েছে',
} as const;

export interface FirstAdministrator {
  email: string;
  /** Set only when the password was generated here and must be shown to the owner once. */
  generatedPassword?: string;
}

/** Administrators, their passwords and their sessions. */
export function createAuthService(
  repository: AuthRepository,
  tokens: TokenIssuer,
  backoff: LoginBackoff = createLoginBackoff(),
) {
  // Checked against when the email is unknown, so both failures take the same time.
  const decoyHash = hashPassword(generatePassword());

  async function assertEmailFree(email: string, exceptId?: string) {
    const existing = await repository.findByEmail(email);
    if (existing && existing.id !== exceptId) {
      throw AppError.conflict(authMessages.emailTaken, [{ path: 'email', message: authMessages.emailTaken }]);
    }
  }

  return {
    /**
     * api.md: when no administrator exists, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or
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

    /** One answer for an unknown email and a wrong password, in the same time. */
    async login(credentials: Login): Promise<LoginResult> {
      const wait = backoff.waitFor(credentials.email);
      if (wait > 0) throw new AppError(429, authMessages.backoff(Math.ceil(wait / 1000)));
      const administrator = await repository.findByEmail(credentials.email);
      const passwordOk = await verifyPassword(
        credentials.password,
        administrator?.password_hash ?? (await decoyHash),
      );
      if (!administrator || !passwordOk) {
        backoff.recordFailure(credentials.email);
        throw AppError.unauthorized(authMessages.wrongCredentials);
      }
      backoff.recordSuccess(credentials.email);
      const token = await tokens.sign({
        administratorId: administrator.id,
        tokenVersion: administrator.token_version,
      });
      return { token, user: toUser(administrator) };
    },

    /**
     * The administrator behind a bearer token, or null. A token stops working when its administrator is
     * deleted or changes password (the version in the token no longer matches).
     */
    async authenticate(token: string): Promise<User | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const administrator = await repository.findById(claims.administratorId);
      if (!administrator || administrator.token_version !== claims.tokenVersion) return null;
      return toUser(administrator);
    },

    async listUsers(): Promise<User[]> {
      return (await repository.list()).map(toUser);
    },

    async addUser(input: CreateUser): Promise<User> {
      await assertEmailFree(input.email);
      const id = newId();
      try {
        await repository.insertAdministrator({
          id,
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
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
      try {
        await repository.updateAdministrator(id, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.password !== undefined ? { passwordHash: await hashPassword(changes.password) } : {}),
          now: nowIso(),
        });
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
      if (!(await repository.deleteUnlessLast(id))) throw AppError.conflict(authMessages.cannotDeleteLast);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
