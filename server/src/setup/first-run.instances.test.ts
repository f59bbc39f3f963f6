import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../test/auth-helpers.js';
import { createInstancesTogether, sharesDatabase, storedOrderCount } from '../test/test-app.js';

// Decision 021: any number of instances started at once on an empty PostgreSQL database come up with one
// first administrator, one demo shop and one signing key, whichever wins the start. Fifteen rounds
// of three (forty-five starts; the multi-instance suite adds five rounds of two separate built
// servers, so twenty starts-together are met): a race that five starts of two did not
// show is what this is for.

const count = async (
  app: Awaited<ReturnType<typeof createInstancesTogether>>[number],
  table: 'administrators' | 'products' | 'business_info' | 'banners',
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.runIf(sharesDatabase)('instances started together on an empty database', () => {
  it('always make one administrator and one demo shop, and accept each other’s tokens', async () => {
    let demoProducts: number | undefined;
    for (let round = 0; round < 15; round++) {
      const instances = await createInstancesTogether(3);
      try {
        const [first, second] = instances;
        if (!first || !second) throw new Error('three instances were asked for');
        expect(await count(first, 'administrators'), `round ${round}`).toBe(1);
        expect(await count(first, 'business_info'), `round ${round}`).toBe(1);
        expect(await count(first, 'banners'), `round ${round}`).toBe(1);
        const products = await count(first, 'products');
        demoProducts ??= products;
        expect(products, `round ${round}`).toBe(demoProducts);
        expect(await storedOrderCount(first)).toBe(0);
        const token = await adminHeaders(first);
        const onSecond = await second.inject({ method: 'GET', url: '/api/user/logged-user', headers: token });
        expect(onSecond.statusCode, `round ${round}`).toBe(200);
      } finally {
        for (const instance of instances.reverse()) await instance.cleanup();
      }
    }
  }, 180_000);
});
