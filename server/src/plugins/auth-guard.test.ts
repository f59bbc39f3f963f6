import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerToken } from '../modules/auth/tokens.js';
import {
  adminHeaders,
  expiredToken,
  tamperedToken,
  tokenWithoutExpiry,
  unsignedToken,
} from '../test/auth-helpers.js';
import { createTestApp, json, type TestApp } from '../test/test-app.js';

let app: TestApp;
let validToken: string;
let administratorId: string;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
  validToken = (await adminHeaders(app)).authorization.replace(/^bearer /, '');
  administratorId = json(
    await app.inject({
      method: 'GET',
      url: '/api/user/logged-user',
      headers: { authorization: `Bearer ${validToken}` },
    }),
  ).data._id;
});
afterAll(() => app.cleanup());

/** Exactly these API routes may be called without a token; anything else found public fails the test. */
const PUBLIC_API_ROUTES = [
  'GET /api/health',
  'GET /api/delivery-zones',
  'GET /api/business/all',
  'GET /api/logo/all',
  'GET /api/favicon/all',
  'GET /api/seo',
  'GET /api/banner/all',
  'GET /api/feature/all',
  'GET /api/feature/:ref',
  'GET /api/featureSection/all',
  'GET /api/faq/all',
  'GET /api/faq/:id',
  'GET /api/faqSection/all',
  'GET /api/product/all',
  'GET /api/product/:ref',
  'GET /api/settings',
  'GET /api/logo/:file',
  'GET /api/banner/:file',
  'GET /api/favicon/:file',
  'POST /api/order/create-order',
  'GET /api/order/single/:id',
  'GET /api/order/phone-check/:id',
  'POST /api/order/phone-check/:id/confirm',
  'POST /api/order/phone-check/:id/resend',
  'POST /api/user/login',
  // The couriers' webhooks: each authenticated as its courier does it (decision 036).
  'POST /api/courier/webhook/steadfast',
  'POST /api/courier/webhook/pathao',
  // The order form's contents while a visitor types (decision 039): limited per address.
  'POST /api/checkout-draft',
];

const apiRoutes = () =>
  app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );
const guardedRoutes = () => apiRoutes().filter((route) => !route.public);
const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, 'AAAAAAAAAAAAAAAAAAAAAA');

describe('the route table', () => {
  it('has exactly the documented public API routes', () => {
    const publicRoutes = apiRoutes()
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_API_ROUTES].sort());
  });

  it('guards the admin calls of docs/api.md', () => {
    const guarded = guardedRoutes().map((route) => `${route.method} ${route.url}`);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'GET /api/order/all-orders',
        'PUT /api/order/update/status/:id',
        'DELETE /api/order/delete/:id',
        'GET /api/user/all',
        'GET /api/user/logged-user',
        'POST /api/user/add',
        'PATCH /api/user/update/:id',
        'DELETE /api/user/delete/:id',
        'GET /api/dashboard/stats',
      ]),
    );
  });
});

/**
 * Exactly these guarded routes are open to order staff (decision 028): the order
 * desk and their own session. Everything else is the owners' alone, whatever is added tomorrow.
 */
const STAFF_API_ROUTES = [
  'POST /api/order/undo-status',
  'GET /api/order/all-orders',
  'PUT /api/order/update/status/:id',
  'PUT /api/order/edit/:id',
  'POST /api/order/staff-create',
  'GET /api/order/export',
  'GET /api/order/timeline/:id',
  'POST /api/order/add-note/:id',
  'GET /api/customer/:phone',
  'POST /api/order/bulk-status',
  'GET /api/order/many',
  'POST /api/order/printed',
  'GET /api/dashboard/stats',
  // Sending orders to a courier is part of the order desk (decision 035).
  'GET /api/courier/readiness',
  'POST /api/order/courier-booking/:id',
  'POST /api/order/bulk-courier-booking',
  // So is asking a courier where a parcel is, for the customer on the phone (decision 036).
  'POST /api/order/courier-check/:id',
  // And typing a parcel's ids from the courier's portal when its answer was lost (decision 058).
  'POST /api/order/courier-ids/:id',
  // Splitting a heavy order into two parcels, like an edit (decision 071).
  'POST /api/order/split/:id',
  // Calling back the visitors who left the form half-filled is order desk work (decision 039).
  'GET /api/checkout-drafts',
  'POST /api/checkout-drafts/:id/convert',
  'DELETE /api/checkout-drafts/:id',
  'GET /api/user/logged-user',
  'POST /api/user/logout',
  'POST /api/user/logout-all',
];

/** Order staff's routes that also need the owner's grant (decision 063): refused with their own 403. */
const GRANTED_STAFF_ROUTES: Record<string, string> = {
  'GET /api/order/export': 'অর্ডার ডাউনলোডের অনুমতি মালিক দেননি',
};

describe('roles', () => {
  let staff: Record<string, string>;
  beforeAll(async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: { authorization: `bearer ${validToken}` },
      payload: { name: 'অর্ডার স্টাফ', email: 'staff@example.com', password: 'staff-password-1', role: 'staff' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(json(added).data.role).toBe('staff');
    staff = await adminHeaders(app, { email: 'staff@example.com', password: 'staff-password-1' });
  });

  it('opens exactly the order desk to order staff', () => {
    const forStaff = guardedRoutes()
      .filter((route) => route.staff)
      .map((route) => `${route.method} ${route.url}`);
    expect(forStaff.sort()).toEqual([...STAFF_API_ROUTES].sort());
  });

  it('refuses order staff every owner’s route with 403 before reading the request, and lets them through the rest', async () => {
    // Signing out would end the session the rest of the walk uses (auth.test.ts covers it).
    const routes = guardedRoutes().filter((route) => !route.url.startsWith('/api/user/logout'));
    expect(routes.filter((route) => !route.staff).length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: fillParams(route.url),
        headers: staff,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const label = `${route.method} ${route.url}`;
      const withoutGrant = GRANTED_STAFF_ROUTES[label];
      if (withoutGrant) {
        expect(response.statusCode, label).toBe(403);
        expect(json(response).message, label).toBe(withoutGrant);
      } else if (route.staff) expect(response.statusCode, label).not.toBe(403);
      else {
        expect(response.statusCode, label).toBe(403);
        expect(json(response)).toEqual({ success: false, message: 'এই কাজটি শুধু দোকানের মালিক করতে পারেন' });
      }
    }
  });

  it('lets the owner through every guarded route', async () => {
    for (const route of guardedRoutes().filter((r) => r.method === 'GET')) {
      const response = await app.inject({
        method: 'GET',
        url: fillParams(route.url),
        headers: { authorization: `bearer ${validToken}` },
      });
      expect(response.statusCode, route.url).not.toBe(403);
    }
  });
});

describe('every non-public route refuses', () => {
  const attempts: Array<[string, () => Promise<Record<string, string>>]> = [
    ['no token', async () => ({})],
    ['an empty bearer', async () => ({ authorization: 'bearer ' })],
    [
      'another scheme',
      async () => ({ authorization: `Basic ${Buffer.from('owner@example.com:x').toString('base64')}` }),
    ],
    ['garbage', async () => ({ authorization: 'bearer not.a.jwt' })],
    [
      'a tampered token',
      async () => ({
        authorization: `bearer ${tamperedToken(validToken, { sub: 'someone-else-000000000' })}`,
      }),
    ],
    [
      'a token with a forged expiry',
      async () => ({ authorization: `bearer ${tamperedToken(validToken, { exp: 4102444800 })}` }),
    ],
    [
      'an expired token',
      async () => ({ authorization: `bearer ${await expiredToken(app, administratorId)}` }),
    ],
    [
      'a token without exp',
      async () => ({ authorization: `bearer ${await tokenWithoutExpiry(app, administratorId)}` }),
    ],
    [
      'an unsigned alg:none token',
      async () => ({ authorization: `bearer ${unsignedToken(administratorId)}` }),
    ],
  ];

  it.each(attempts)('%s', async (_label, headersFor) => {
    const headers = await headersFor();
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: fillParams(route.url),
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(json(response)).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('while the valid token passes the guard', async () => {
    for (const route of guardedRoutes().filter((r) => r.method === 'GET')) {
      const response = await app.inject({
        method: 'GET',
        url: fillParams(route.url),
        headers: { authorization: `bearer ${validToken}` },
      });
      expect(response.statusCode, route.url).not.toBe(401);
    }
  });
});

describe('bearerToken', () => {
  it('reads the scheme in any case', () => {
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('BEARER abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
