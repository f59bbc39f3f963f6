import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from './test/test-app.js';

/**
 * Fuzzing: random and hostile bodies, query strings and headers thrown at every route of
 * the route table, anonymous and signed in. No answer may be a 5xx, a refused request may store
 * nothing, and nothing may reach Object.prototype. fast-check prints the seed of a failing run;
 * `FUZZ_SEED=<seed> npx vitest run src/fuzz.test.ts` replays it.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let app: TestApp;
let admin: { authorization: string };
const TABLES = [
  'orders',
  'order_lines',
  'products',
  'features',
  'faqs',
  'administrators',
  'banners',
  'site_settings',
] as const;

/**
 * Signs in from an address of its own: the fuzzed sign-ins fail from the default one, and the
 * backoff would hold a sign-in from there. Fuzzing /user/logout(-all) ends the session, so each
 * route starts with a fresh one.
 */
async function signIn(): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: TEST_ADMIN,
    remoteAddress: '192.0.2.77',
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { authorization: `bearer ${JSON.parse(response.body).data.token}` };
}

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT: '10000' });
  admin = await signIn();
});
afterAll(() => app.cleanup());

const sqlFragments = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT * FROM administrators',
  '%',
  '_',
  '\\',
];
const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    ...sqlFragments,
    'রহিম উদ্দিন 🥭🍯',
    '০১৭১২৩৪৫৬৭৮',
    '\u0000\u202e\ufeff',
    '<script>alert(1)</script>',
    '../../etc/passwd',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 0.1 + 0.2),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...pollutionKeys)),
    tie('value'),
    {
      maxKeys: 6,
    },
  ),
})).value;

/** A body nested a thousand levels deep: parsers and validators must not recurse into a crash. */
const deepBody = fc.integer({ min: 100, max: 2000 }).map((depth) => {
  let body: unknown = 'x';
  for (let level = 0; level < depth; level++) body = { a: body };
  return body;
});

const fieldNames = [
  'name',
  'phone',
  'city',
  'address',
  'products',
  'shipping',
  'total',
  'status',
  'id',
  'email',
  'password',
  'title',
  'price',
  'discountPrice',
  'qus',
  'ans',
  'basic',
  'custom',
  'search',
  'page',
  'limit',
  'from',
  'to',
  ...pollutionKeys,
];
/** Objects with the field names the API knows, filled with hostile values: they get past shallow checks. */
const plausibleBody = fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 10 });

const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(...fieldNames, 'x'),
      fc.oneof(hostileString, fc.constantFrom('%E0%A4%A', '%zz', '%00', '%C0%AF')),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs
      .map(
        ([key, value]) =>
          `${encodeURIComponent(key)}=${/^%/.test(value) ? value : encodeURIComponent(value)}`,
      )
      .join('&'),
  );

const payload = fc.oneof(
  { weight: 3, arbitrary: plausibleBody.map((body) => ({ kind: 'json' as const, body })) },
  { weight: 2, arbitrary: hostileValue.map((body) => ({ kind: 'json' as const, body })) },
  { weight: 1, arbitrary: deepBody.map((body) => ({ kind: 'json' as const, body })) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      kind: 'raw' as const,
      // Invalid UTF-8 and truncated sequences inside something that claims to be JSON.
      body: Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from(bytes),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from('"}'),
      ]),
    })),
  },
);

const headerSet = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ),
    'idempotency-key': fc.oneof(
      fc.string({ maxLength: 300 }).filter((value) => !/[\r\n]/.test(value)),
      fc.constant('valid-key-000000001'),
    ),
    'if-none-match': fc.string({ maxLength: 40 }).filter((value) => !/[\r\n]/.test(value)),
  },
  { requiredKeys: [] },
);

/**
 * A refusal speaks to a person: the envelope, and every sentence in Bengali with Bengali digits
 * (English field names such as `Idempotency-Key` may stand inside it).
 */
function expectBengaliRefusal(body: string) {
  const answer = JSON.parse(body) as { success: boolean; message: string; errors?: { message: string }[] };
  expect(answer.success).toBe(false);
  for (const message of [answer.message, ...(answer.errors ?? []).map((error) => error.message)]) {
    expect(message, body.slice(0, 300)).toMatch(/[\u0980-\u09FF]/);
    expect(message, body.slice(0, 300)).not.toMatch(/[0-9]/);
  }
}

function fillParams(url: string, segment: string) {
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(segment));
}

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(app.db);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

describe('fuzzing every route', () => {
  it('never answers 5xx, and a refused request changes nothing', { timeout: 600_000 }, async () => {
    const routes = app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      admin = await signIn();
      await fc.assert(
        fc.asyncProperty(
          payload,
          queryString,
          headerSet,
          fc.oneof(
            hostileString,
            fc.constantFrom('AAAAAAAAAAAAAAAAAAAAAA', 'x.webp', '..%2f..%2fhaat.sqlite'),
          ),
          fc.boolean(),
          async (body, query, headers, segment, signedIn) => {
            const before = await rowCounts();
            const hasBody = !['GET', 'DELETE'].includes(route.method);
            const response = await app.inject({
              method: route.method as 'GET',
              url: `${fillParams(route.url, segment.slice(0, 300))}${query ? `?${query}` : ''}`,
              headers: { ...headers, ...(signedIn ? admin : {}) },
              ...(hasBody ? { payload: body.kind === 'raw' ? body.body : JSON.stringify(body.body) } : {}),
            });
            expect(
              response.statusCode,
              `${route.method} ${route.url}: ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(await rowCounts()).toEqual(before);
              expectBengaliRefusal(response.body);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, ...(seed !== undefined ? { seed } : {}) },
      );
    }
    // Nothing a request sent reached the prototype every object shares.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // And the app still answers.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

/** `YYYY-MM-DD` with any numbers in it, real dates and impossible ones alike. */
const dateShaped = fc
  .tuple(
    fc.integer({ min: 0, max: 99_999 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 99 }),
  )
  .map(([year, month, day]) =>
    [String(year).padStart(4, '0'), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join('-'),
  );
const numberShaped = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('1e400', '-0', '0x10', ' 3 ', '৩', '1.5', '', 'NaN', 'Infinity', '9'.repeat(40)),
);
const queryValue = fc.oneof(dateShaped, numberShaped, hostileString);

/** What a real calendar date looks like, worked out independently of the server's rule. */
const isRealDate = (text: string) =>
  /^2\d{3}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

describe('every query parameter of every route', () => {
  beforeEach(async () => {
    admin = await signIn();
  });

  it('never answers 5xx to random values, and a refused one is named', { timeout: 300_000 }, async () => {
    const routes = app.routeTable.filter((route) => route.query.length > 0 && route.method === 'GET');
    expect(routes.map((route) => route.url)).toContain('/api/order/all-orders');
    for (const route of routes) {
      for (const key of route.query) {
        await fc.assert(
          fc.asyncProperty(queryValue, async (value) => {
            const response = await app.inject({
              method: 'GET',
              url: `${route.url}?${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
              headers: admin,
            });
            const context = `${route.url}?${key}=${value}: ${response.body.slice(0, 300)}`;
            expect(response.statusCode, context).toBeLessThan(500);
            if (response.statusCode === 400) {
              const paths = (JSON.parse(response.body).errors ?? []).map(
                (error: { path: string }) => error.path,
              );
              expect(paths, context).toContain(key);
            }
            if ((key === 'from' || key === 'to') && response.statusCode === 200) {
              expect(isRealDate(value), context).toBe(true);
            }
          }),
          { numRuns: RUNS_PER_ROUTE * 4, ...(seed !== undefined ? { seed } : {}) },
        );
      }
    }
  });

  it.each(['2026-13-45', '2026-01-32', '2026-00-01', '2026-02-30', '2025-02-29'])(
    'refuses the date %s with a 400 naming the field',
    async (date) => {
      for (const key of ['from', 'to']) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/order/all-orders?${key}=${date}`,
          headers: admin,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(JSON.parse(response.body).errors).toEqual([
          { path: key, message: 'সঠিক তারিখ লিখুন (YYYY-MM-DD)' },
        ]);
      }
    },
  );

  it('takes a real leap day', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/order/all-orders?from=2024-02-29&to=2024-02-29',
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
