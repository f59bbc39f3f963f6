import { envelope, type Product, UserSchema } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminHeaders } from '../../test/auth-helpers.js';
import { placeOrder } from '../../test/orders.js';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../../test/test-app.js';

// Decision 028: owners do everything; order staff work the order desk and
// nothing else. The route table test (plugins/auth-guard.test.ts) proves each role's set of routes.
let app: TestApp;
let owner: { authorization: string };
let accounts = 0;

beforeAll(async () => {
  app = await createTestApp({ ORDER_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  owner = await adminHeaders(app);
});
afterAll(() => app.cleanup());

async function addAdministrator(role?: 'admin' | 'staff') {
  const email = `person${++accounts}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/add',
    headers: owner,
    payload: { name: `কর্মী ${accounts}`, email, password: 'a-good-password', ...(role ? { role } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const user = envelope(UserSchema).parse(json(response)).data;
  return { user, headers: await adminHeaders(app, { email, password: 'a-good-password' }) };
}

const setRole = (id: string, role: unknown, headers = owner) =>
  app.inject({ method: 'PATCH', url: `/api/user/update/${id}`, headers, payload: { role } });

describe('administrators’ roles', () => {
  it('the first administrator is an owner, and a new one is an owner unless made order staff', async () => {
    const me = json(await app.inject({ method: 'GET', url: '/api/user/logged-user', headers: owner })).data;
    expect(me).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
    expect((await addAdministrator()).user.role).toBe('admin');
    expect((await addAdministrator('staff')).user.role).toBe('staff');
    const listed = envelope(z.array(UserSchema)).parse(
      json(await app.inject({ method: 'GET', url: '/api/user/all', headers: owner })),
    ).data;
    expect(new Set(listed.map((user) => user.role))).toEqual(new Set(['admin', 'staff']));
  });

  it('order staff work the whole order desk: list, enter, edit, note, status', async () => {
    const { headers: staff } = await addAdministrator('staff');
    const [product] = json(await app.inject({ method: 'GET', url: '/api/product/all' })).data as Product[];
    const order = await placeOrder(app, [{ product: product as Product }]);
    const list = await app.inject({
      method: 'GET',
      url: `/api/order/all-orders?search=${order.phone}`,
      headers: staff,
    });
    expect(json(list).data).toHaveLength(1);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/order/edit/${order._id}`,
      headers: staff,
      payload: {
        name: order.name,
        phone: order.phone,
        city: 'যশোর',
        address: order.address,
        shipping: order.shipping,
        products: [{ product: product?._id, quantity: 2 }],
        version: order.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const note = await app.inject({
      method: 'POST',
      url: `/api/order/add-note/${order._id}`,
      headers: staff,
      payload: { text: 'বিকেলে ডেলিভারি চান' },
    });
    expect(note.statusCode).toBe(201);
    const status = await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${order._id}`,
      headers: staff,
      payload: { status: 'confirmed' },
    });
    expect(status.statusCode).toBe(200);
    // Deleting an order is the owner's: staff confirm, hold or cancel instead.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/order/delete/${order._id}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(403);
  });

  it('order staff export the orders only when an owner granted it, and cannot grant it themselves', async () => {
    const { user, headers: staff } = await addAdministrator('staff');
    expect(user.canExport).toBe(false);
    const exportAs = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/order/export', headers });
    const refused = await exportAs(staff);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('অর্ডার ডাউনলোডের অনুমতি মালিক দেননি');
    expect((await exportAs(owner)).statusCode).toBe(200);
    const grant = (canExport: unknown, headers = owner) =>
      app.inject({ method: 'PATCH', url: `/api/user/update/${user._id}`, headers, payload: { canExport } });
    expect((await grant(true, staff)).statusCode).toBe(403);
    expect((await grant('yes')).statusCode).toBe(400);
    const granted = await grant(true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(json(granted).data.canExport).toBe(true);
    // Read with the session on every request: the grant works at once, and so does taking it back.
    expect((await exportAs(staff)).statusCode).toBe(200);
    expect((await grant(false)).statusCode).toBe(200);
    expect((await exportAs(staff)).statusCode).toBe(403);
  });

  it('order staff cannot touch content, administrators or settings, not even their own role', async () => {
    const { user, headers: staff } = await addAdministrator('staff');
    expect((await setRole(user._id, 'admin', staff)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/all', headers: staff })).statusCode).toBe(403);
    const settings = await app.inject({
      method: 'POST',
      url: '/api/settings/add',
      headers: staff,
      payload: {},
    });
    expect(settings.statusCode).toBe(403);
    const me = json(await app.inject({ method: 'GET', url: '/api/user/logged-user', headers: owner })).data;
    expect(me.role).toBe('admin');
  });

  it('a role changed by an owner takes effect on the next request', async () => {
    const { user, headers } = await addAdministrator();
    expect((await app.inject({ method: 'GET', url: '/api/user/all', headers })).statusCode).toBe(200);
    const demoted = await setRole(user._id, 'staff');
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(json(demoted).data.role).toBe('staff');
    expect((await app.inject({ method: 'GET', url: '/api/user/all', headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/order/all-orders', headers })).statusCode).toBe(200);
    expect((await setRole(user._id, 'admin')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/all', headers })).statusCode).toBe(200);
  });

  it('never leaves the shop without an owner: the last one cannot become order staff', async () => {
    const solo = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const soloOwner = await adminHeaders(solo);
      const soloId = json(
        await solo.inject({ method: 'GET', url: '/api/user/logged-user', headers: soloOwner }),
      ).data._id;
      const added = await solo.inject({
        method: 'POST',
        url: '/api/user/add',
        headers: soloOwner,
        payload: { name: 'স্টাফ', email: 'staff@example.com', password: 'a-good-password', role: 'staff' },
      });
      const staffId = json(added).data._id;
      const demote = await solo.inject({
        method: 'PATCH',
        url: `/api/user/update/${soloId}`,
        headers: soloOwner,
        payload: { role: 'staff', name: 'নতুন নাম' },
      });
      expect(demote.statusCode).toBe(409);
      expect(json(demote).errors).toEqual([{ path: 'role', message: json(demote).message }]);
      const me = json(
        await solo.inject({ method: 'GET', url: '/api/user/logged-user', headers: soloOwner }),
      ).data;
      expect(me).toMatchObject({ role: 'admin', name: expect.not.stringMatching('নতুন নাম') });
      // With a second owner, the first may step down.
      expect(
        (
          await solo.inject({
            method: 'PATCH',
            url: `/api/user/update/${staffId}`,
            headers: soloOwner,
            payload: { role: 'admin' },
          })
        ).statusCode,
      ).toBe(200);
      const stepDown = await solo.inject({
        method: 'PATCH',
        url: `/api/user/update/${soloId}`,
        headers: soloOwner,
        payload: { role: 'staff' },
      });
      expect(stepDown.statusCode, stepDown.body).toBe(200);
    } finally {
      await solo.cleanup();
    }
  });

  it('refuses a role that does not exist with 400, changing nothing', async () => {
    const { user } = await addAdministrator('staff');
    for (const role of ['owner', 'superuser', 1, null]) {
      const response = await setRole(user._id, role);
      expect(response.statusCode, String(role)).toBe(400);
      expect(json(response).errors).toEqual([{ path: 'role', message: expect.any(String) }]);
    }
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: owner,
      payload: { name: 'কেউ', email: 'nobody@example.com', password: 'a-good-password', role: 'root' },
    });
    expect(added.statusCode).toBe(400);
    const list = json(await app.inject({ method: 'GET', url: '/api/user/all', headers: owner })).data;
    expect(list.find((u: { _id: string }) => u._id === user._id).role).toBe('staff');
    expect(list.some((u: { email: string }) => u.email === 'nobody@example.com')).toBe(false);
  });
});
