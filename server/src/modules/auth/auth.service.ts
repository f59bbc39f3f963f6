import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import type { AuthRepository } from './auth.repository.js';
import { generatePassword, hashPassword } from './password.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export interface FirstAdministrator {
  email: string;
  /** Set only when the password was generated here and must be shown to the owner once. */
  generatedPassword?: string;
}

/** Administrators and their sessions. */
export function createAuthService(repository: AuthRepository) {
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
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
