import type { User } from '@haat/contract';
import type { Selectable } from 'kysely';
import { type Db, defineRepository, inTransaction } from '../../db/repository.js';
import type { AdministratorTable } from '../../db/schema.js';

export type AdministratorRow = Selectable<AdministratorTable>;

export const toUser = (row: AdministratorRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: 'admin',
  createdAt: row.created_at,
});

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

    async insertAdministrator(row: {
      id: string;
      name: string;
      email: string;
      passwordHash: string;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('administrators')
        .values({
          id: row.id,
          name: row.name,
          email: row.email,
          password_hash: row.passwordHash,
          created_at: row.now,
          updated_at: row.now,
        })
        .execute();
    },

    /** A new password hash also bumps the token version, which ends every session issued before. */
    async updateAdministrator(
      id: string,
      changes: { name?: string; email?: string; passwordHash?: string; now: string },
    ): Promise<void> {
      await db
        .updateTable('administrators')
        .set((eb) => ({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.passwordHash !== undefined
            ? { password_hash: changes.passwordHash, token_version: eb('token_version', '+', 1) }
            : {}),
          updated_at: changes.now,
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Deletes unless it would leave the shop with no administrator; answers whether it deleted. */
    async deleteUnlessLast(id: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('administrators')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        if (Number(row.count) <= 1) return false;
        const result = await trx.deleteFrom('administrators').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  }));

export type AuthRepository = ReturnType<typeof createAuthRepository>;
