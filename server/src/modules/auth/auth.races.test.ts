import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// Two administrators deleting each other at the same moment, on PostgreSQL: each counted two, so each
// delete went through and left the shop with no administrator (PostgreSQL, read committed).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '1000' });
});
afterAll(() => app.cleanup());

const whoAmI = async (headers: { authorization: string }) =>
  json(await app.inject({ method: 'GET', url: '/api/user/logged-user', headers })).data._id as string;
const administratorCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('administrators')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('two administrators deleting each other at once', () => {
  it('always leaves one of them', async () => {
    let survivor = await adminHeaders(app);
    for (let round = 0; round < 5; round++) {
      const email = `admin${round}@example.com`;
      const added = await app.inject({
        method: 'POST',
        url: '/api/user/add',
        headers: survivor,
        payload: { name: `অ্যাডমিন ${round}`, email, password: 'a-long-password' },
      });
      expect(added.statusCode).toBe(201);
      const other = await adminHeaders(app, { email, password: 'a-long-password' });
      const [survivorId, otherId] = [await whoAmI(survivor), await whoAmI(other)];

      const [first, second] = await Promise.all([
        app.inject({ method: 'DELETE', url: `/api/user/delete/${otherId}`, headers: survivor }),
        app.inject({ method: 'DELETE', url: `/api/user/delete/${survivorId}`, headers: other }),
      ]);
      expect(await administratorCount(), `round ${round}`).toBe(1);
      // One delete went through; the other found itself the last one (409) or already signed out (401).
      const statuses = [first.statusCode, second.statusCode];
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.every((status) => [200, 401, 409].includes(status)),
        `round ${round}: ${statuses}`,
      ).toBe(true);
      survivor = first.statusCode === 200 ? survivor : other;
    }
  });
});
