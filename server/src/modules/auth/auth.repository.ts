import type { AdminRole, FailedSignIns, User } from '@haat/contract';
import type { Selectable } from 'kysely';
import { engineOf } from '../../db/database.js';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import type { AdministratorTable, Database } from '../../db/schema.js';
import type { SignInAttempt } from './login-backoff.js';

export type AdministratorRow = Selectable<AdministratorTable>;

/** A session as the guard needs it: its administrator, and when it began and ends. */
export interface SessionWithAdministrator {
  administrator: AdministratorRow;
  createdAt: string;
  expiresAt: string;
}

/** The most failures one sign-in answer lists; the count covers them all. */
const LISTED_FAILURES = 20;

export const toUser = (row: AdministratorRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  canExport: row.can_export === 1,
  createdAt: row.created_at,
});

/**
 * Runs `change` (a delete or a demotion of `id`) unless `id` is the last owner, in one transaction.
 * Two owners removing each other at once on PostgreSQL (read committed) would each count two and each
 * go: the second waits on the lock for the first, then counts what is left. SQLite runs one write
 * transaction at a time.
 */
function unlessLastOwner(db: Db, id: string, change: (trx: Db) => Promise<boolean>): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (engineOf<Database>(trx) === 'postgres') {
      await trx.selectFrom('administrators').select('id').forUpdate().execute();
    }
    const owners = await trx.selectFrom('administrators').select('id').where('role', '=', 'admin').execute();
    if (owners.length <= 1 && owners.some((owner) => owner.id === id)) return false;
    return change(trx);
  });
}

/** Administrators; an email already taken reaches the caller as a `UniqueViolationError`. */
export const createAuthRepository = (db: Db) =>
  defineRepository(db, (db) => ({
    async countAdministrators(): Promise<number> {
      const row = await db
        .selectFrom('administrators')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    findById(id: string): Promise<AdministratorRow | undefined> {
      return db.selectFrom('administrators').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<AdministratorRow | undefined> {
      return db.selectFrom('administrators').selectAll().where('email', '=', email).executeTakeFirst();
    },

    list(): Promise<AdministratorRow[]> {
      return db.selectFrom('administrators').selectAll().orderBy('created_at').orderBy('id').execute();
    },

    async insertAdministrator({
      passwordHash,
      now,
      ...row
    }: {
      id: string;
      name: string;
      email: string;
      passwordHash: string;
      role?: AdminRole;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('administrators')
        .values({ ...row, password_hash: passwordHash, created_at: now, updated_at: now })
        .execute();
    },

    /** A new password hash also bumps the token version, which ends every session issued before. */
    async updateAdministrator(
      id: string,
      changes: { name?: string; email?: string; passwordHash?: string; canExport?: boolean; now: string },
    ): Promise<void> {
      await db
        .updateTable('administrators')
        .set((eb) => ({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.canExport !== undefined ? { can_export: changes.canExport ? 1 : 0 } : {}),
          ...(changes.passwordHash !== undefined
            ? { password_hash: changes.passwordHash, token_version: eb('token_version', '+', 1) }
            : {}),
          updated_at: changes.now,
        }))
        .where('id', '=', id)
        .execute();
    },

    // ---- Sessions -----------------------------------------------------------------------------

    async createSession({
      administratorId,
      userAgent,
      createdAt,
      expiresAt,
      ...row
    }: {
      id: string;
      administratorId: string;
      address: string;
      userAgent: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      const columns = { administrator_id: administratorId, user_agent: userAgent };
      await db
        .insertInto('admin_sessions')
        .values({ ...row, ...columns, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },

    /** The session and its administrator in one read: the guard's only query. */
    async findSession(sessionId: string): Promise<SessionWithAdministrator | undefined> {
      const row = await db
        .selectFrom('admin_sessions')
        .innerJoin('administrators', 'administrators.id', 'admin_sessions.administrator_id')
        .selectAll('administrators')
        .select([
          'admin_sessions.created_at as session_created_at',
          'admin_sessions.expires_at as session_expires_at',
        ])
        .where('admin_sessions.id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_created_at, session_expires_at, ...administrator } = row;
      return { administrator, createdAt: session_created_at, expiresAt: session_expires_at };
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.deleteFrom('admin_sessions').where('id', '=', sessionId).execute();
    },

    /** Ends every session of one administrator; answers how many there were. */
    async deleteSessionsOf(administratorId: string): Promise<number> {
      const result = await db
        .deleteFrom('admin_sessions')
        .where('administrator_id', '=', administratorId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpiredSessions(now: string): Promise<void> {
      await db.deleteFrom('admin_sessions').where('expires_at', '<=', now).execute();
    },

    // ---- Sign-in attempts -------------------------------------------------------------------

    async recordAttempt(row: { id: string; email: string; address: string; succeeded: boolean; at: string }) {
      await db
        .insertInto('sign_in_attempts')
        .values({
          id: row.id,
          email: row.email,
          address: row.address,
          succeeded: row.succeeded ? 1 : 0,
          created_at: row.at,
        })
        .execute();
    },

    /** What one address tried since a moment, any account, newest first (bounded). */
    async attemptsFromAddress(address: string, since: string): Promise<SignInAttempt[]> {
      const rows = await db
        .selectFrom('sign_in_attempts')
        .select(['email', 'succeeded', 'created_at'])
        .where('address', '=', address)
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .limit(1000)
        .execute();
      return rows.map((row) => ({
        email: row.email,
        succeeded: row.succeeded === 1,
        at: Date.parse(row.created_at),
      }));
    },

    /** When this account last signed in successfully (any address), if ever. */
    async lastSuccessfulSignIn(email: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('sign_in_attempts')
        .select('created_at')
        .where('email', '=', email)
        .where('succeeded', '=', 1)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },

    /** The failed sign-ins against an account since a moment (all of them when none is given). */
    async failuresSince(email: string, since: string | undefined): Promise<FailedSignIns> {
      let query = db.selectFrom('sign_in_attempts').where('email', '=', email).where('succeeded', '=', 0);
      if (since) query = query.where('created_at', '>', since);
      const [count, recent] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        query
          .select(['created_at', 'address'])
          .orderBy('created_at', 'desc')
          .limit(LISTED_FAILURES)
          .execute(),
      ]);
      return {
        count: Number(count.count),
        recent: recent.map((row) => ({ at: row.created_at, address: row.address })),
      };
    },

    /** Forgets failures (a command-line unlock); answers how many were forgotten. */
    async clearFailures(which: { email?: string; address?: string }): Promise<number> {
      let query = db.deleteFrom('sign_in_attempts').where('succeeded', '=', 0);
      if (which.email !== undefined) query = query.where('email', '=', which.email);
      if (which.address !== undefined) query = query.where('address', '=', which.address);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteAttemptsBefore(moment: string): Promise<void> {
      await db.deleteFrom('sign_in_attempts').where('created_at', '<', moment).execute();
    },

    /** Deletes unless it would leave the shop with no administrator; answers whether it deleted. */
    /**
     * Deletes an administrator unless they are the last owner: a shop with order staff alone could
     * never again change its content, settings or administrators. Answers false when refused.
     */
    deleteUnlessLastOwner(id: string): Promise<boolean> {
      return unlessLastOwner(db, id, async (trx) => {
        const result = await trx.deleteFrom('administrators').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** Changes an administrator's role unless that would leave the shop without an owner. */
    setRoleUnlessLastOwner(id: string, role: AdminRole, now: string): Promise<boolean> {
      const setRole = async (trx: Db) => {
        await trx.updateTable('administrators').set({ role, updated_at: now }).where('id', '=', id).execute();
        return true;
      };
      return role === 'admin' ? setRole(db) : unlessLastOwner(db, id, setRole);
    },
  }));

export type AuthRepository = ReturnType<typeof createAuthRepository>;
