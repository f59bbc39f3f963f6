import type { User } from '@haat/contract';
import type { Kysely, Selectable } from 'kysely';
import type { AdministratorTable, Database } from '../../db/schema.js';

export const toUser = (row: Selectable<AdministratorTable>): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: 'admin',
  createdAt: row.created_at,
});

export function createAuthRepository(db: Kysely<Database>) {
  return {
    async countAdministrators(): Promise<number> {
      const row = await db
        .selectFrom('administrators')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
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
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
