import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ADMIN, request, startCluster } from './cluster.js';

// Decision 021: a deploy starts every instance at once on an empty database. Five times, two built
// servers as separate processes, started together on a fresh PostgreSQL database: each time one
// administrator, one demo shop, and one signing key (a token from one works on the other). The
// twenty starts-together we require are these five and the fifteen rounds of three instances of
// src/setup/first-run.instances.test.ts in the PostgreSQL API suite (about four seconds a round
// there, nine here); this one proves it holds for built servers as a deploy starts them, within
// CI's 30 minutes (it ran ten rounds until the suites grew near that limit).

const ROUNDS = 5;

async function countRows(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number((await client.query(`select count(*) as n from ${table}`)).rows[0]?.n);
    return {
      administrators: await count('administrators'),
      businessInfo: await count('business_info'),
      banners: await count('banners'),
      products: await count('products'),
    };
  } finally {
    await client.end();
  }
}

describe('two instances started together on an empty database', () => {
  it(`come up with one administrator, one demo shop and one key, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    let demoProducts: number | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      const cluster = await startCluster();
      try {
        const rows = await countRows(cluster.databaseUrl);
        demoProducts ??= rows.products;
        expect(rows, `round ${round}`).toEqual({
          administrators: 1,
          businessInfo: 1,
          banners: 1,
          products: demoProducts,
        });
        const [first, second] = cluster.instances;
        const signedIn = await request(`${first?.url}/api/user/login`, { method: 'POST', body: ADMIN });
        expect(signedIn.status, `round ${round}`).toBe(200);
        const onSecond = await request(`${second?.url}/api/user/logged-user`, {
          headers: { authorization: `bearer ${signedIn.json().data.token}` },
        });
        expect(onSecond.status, `round ${round}`).toBe(200);
      } finally {
        await cluster.stop();
      }
    }
    expect(demoProducts).toBeGreaterThan(0);
  }, 600_000);
});
