import fs from 'node:fs';
import path from 'node:path';
import { effectivePrice, formatTaka, type Product } from '@haat/contract';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSteadfast } from '../src/test/fake-steadfast.js';
import { ADMIN, type Cluster, request, startCluster } from './cluster.js';

// Decisions 020 to 023: two instances on one PostgreSQL behind nginx behave as one shop. Each check
// says what a shop owner or a customer would otherwise meet on a busy evening.

let cluster: Cluster;
let owner: Record<string, string>;
const STEADFAST_KEYS = { apiKey: 'sf-cluster-api-key-9Ol8', secretKey: 'sf-cluster-secret-7Ik6' };
let steadfast: Awaited<ReturnType<typeof startFakeSteadfast>>;
beforeAll(async () => {
  steadfast = await startFakeSteadfast(STEADFAST_KEYS);
  // The per-address ceiling at 10 (its default is 100, decision 038): counting one client over both
  // instances is shown with eleven orders rather than a hundred and one.
  cluster = await startCluster({ ORDER_RATE_LIMIT: '10', STEADFAST_API_URL: steadfast.url });
  const signedIn = await request(`${cluster.url}/api/user/login`, { method: 'POST', body: ADMIN });
  expect(signedIn.status, signedIn.body).toBe(200);
  owner = { authorization: `bearer ${signedIn.json().data.token}` };
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  await steadfast?.close();
});

const [a, b] = [0, 1].map((index) => () => {
  const instance = cluster.instances[index];
  if (!instance) throw new Error('two instances were started');
  return instance.url;
}) as [() => string, () => string];

const IMAGE_URL =
  /\/api\/(?:logo|banner|feature|product|favicon)\/[A-Za-z0-9_-]+(?:-w\d+|-\d+)?\.(?:webp|png)/g;

const products = async (url: string): Promise<Product[]> =>
  (await request(`${url}/api/product/all`)).json().data;

let phones = 0;
const nextPhone = () => `0175${String(++phones).padStart(7, '0')}`;
const order = (product: Product, total = effectivePrice(product) + 80) => ({
  name: 'ক্রেতা',
  phone: nextPhone(),
  city: 'ঢাকা',
  address: 'ঠিকানা',
  products: [{ product: product._id, quantity: 1 }],
  shipping: 80,
  total,
});

describe('two instances behind nginx', () => {
  it("show a price changed through one on the other's product list and page, and price orders by it on both", async () => {
    const [product] = await products(b());
    if (!product) throw new Error('the demo shop has a product');
    await request(`${b()}/`); // the second instance renders and caches its page first
    const oldTotal = effectivePrice(product) + 80;
    const price = product.price + 123;

    const form = new FormData();
    form.set('title', product.title);
    form.set('price', String(price));
    form.set('discountPrice', '0');
    form.set('description', product.description);
    const saved = await fetch(`${a()}/api/product/update/${product._id}`, {
      method: 'PUT',
      body: form,
      headers: owner,
    });
    expect(saved.status).toBe(200);

    // Delivered by the change bus as the write commits; the poll only waits for it.
    await expect
      .poll(async () => (await products(b())).find((item) => item._id === product._id)?.price, {
        timeout: 3000,
      })
      .toBe(price);
    await expect
      .poll(async () => (await request(`${b()}/`)).body.includes(formatTaka(price)), { timeout: 3000 })
      .toBe(true);

    for (const url of [a(), b()]) {
      const stale = await request(`${url}/api/order/create-order`, {
        method: 'POST',
        body: order(product, oldTotal),
      });
      expect(stale.status, url).toBe(409);
      const placed = await request(`${url}/api/order/create-order`, {
        method: 'POST',
        body: order({ ...product, price, discountPrice: 0 }),
      });
      expect(placed.status, url).toBe(201);
    }
  });

  it("answer every image URL of either instance's page, from both, after a banner change through one", async () => {
    // No shared disk: each instance has its own folder, the images live in the bucket (decision 023).
    const banner = (await request(`${a()}/api/banner/all`)).json().data as {
      _id: string;
      title: string;
      galleries: Array<{ _id: string; url: string; title: string }>;
    } | null;
    if (!banner) throw new Error('the demo shop has a banner');
    await request(`${b()}/`); // the second instance renders and caches the page with the old slides
    const form = new FormData();
    form.set('title', banner.title);
    form.set(
      'galleries',
      JSON.stringify([
        { image: 0, title: 'নতুন স্লাইড' },
        ...banner.galleries.slice(1).map((g) => ({ _id: g._id, title: g.title })),
      ]),
    );
    const slide = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#dd6b20' } })
      .png()
      .toBuffer();
    form.append('images', new Blob([slide], { type: 'image/png' }), 'slide.png');
    const saved = await fetch(`${a()}/api/banner/update/${banner._id}`, {
      method: 'PATCH',
      body: form,
      headers: owner,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const answer = (await saved.json()) as { data: { galleries: Array<{ url: string }> } };
    // The page names the slide by its width copies (`<id>-w640.webp`): its id is what to look for.
    const newSlide = answer.data.galleries[0]?.url.replace('.webp', '') ?? 'missing';
    await expect
      .poll(async () => (await request(`${b()}/`)).body.includes(newSlide), { timeout: 3000 })
      .toBe(true);

    const imageUrls = new Set<string>();
    for (const url of [a(), b()])
      for (const found of (await request(`${url}/`)).body.match(IMAGE_URL) ?? []) imageUrls.add(found);
    // The replaced slide too: a page rendered before the change still names it, for a day.
    imageUrls.add(`/api/banner/${banner.galleries[0]?.url}`);
    expect(imageUrls.size).toBeGreaterThan(5);
    for (const imagePath of imageUrls)
      for (const url of [a(), b(), cluster.url])
        expect((await request(`${url}${imagePath}`)).status, `${url}${imagePath}`).toBe(200);
    for (const instance of cluster.instances)
      expect(fs.existsSync(path.join(instance.dataDir, 'uploads')), instance.name).toBe(false);
  });

  it("accept one instance's token on the other, and end it on both when its password changes", async () => {
    const email = 'staff@example.com';
    const added = await request(`${a()}/api/user/add`, {
      method: 'POST',
      headers: owner,
      body: { name: 'কর্মী', email, password: 'first-password' },
    });
    expect(added.status).toBe(201);
    const signedIn = await request(`${a()}/api/user/login`, {
      method: 'POST',
      body: { email, password: 'first-password' },
    });
    const staff = { authorization: `bearer ${signedIn.json().data.token}` };
    expect((await request(`${b()}/api/user/logged-user`, { headers: staff })).status).toBe(200);

    const changed = await request(`${a()}/api/user/update/${added.json().data._id}`, {
      method: 'PATCH',
      headers: owner,
      body: { password: 'second-password' },
    });
    expect(changed.status).toBe(200);
    for (const url of [a(), b()])
      expect((await request(`${url}/api/user/logged-user`, { headers: staff })).status, url).toBe(401);
  });

  it('count one client over both: the 11th order in ten minutes is refused, whatever X-Forwarded-For says', async () => {
    const [product] = await products(cluster.url);
    if (!product) throw new Error('the demo shop has a product');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await request(`${cluster.url}/api/order/create-order`, {
        method: 'POST',
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        body: order(product),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('refuse the eleventh bad sign-in from one client spread over both, and never let one in', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await request(`${cluster.url}/api/user/login`, {
        method: 'POST',
        from: '127.0.0.3',
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
        body: { email: `guess${attempt}@example.com`, password: 'wrong-password' },
      });
      statuses.push(answer.status);
    }
    expect(
      statuses.every((status) => status === 401 || status === 429),
      String(statuses),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('serve twenty customers behind the same balancer, each by their own address', async () => {
    const [product] = await products(cluster.url);
    if (!product) throw new Error('the demo shop has a product');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request(`${cluster.url}/api/order/create-order`, {
          method: 'POST',
          from: `127.0.1.${index + 1}`,
          body: order(product),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
  });

  it('give 1,000 orders at once over both instances unique, gap-free invoice numbers', async () => {
    const [product] = await products(cluster.url);
    if (!product) throw new Error('the demo shop has a product');
    const invoices: number[] = [];
    const statuses: number[] = [];
    const queue = Array.from({ length: 1000 }, (_, index) => index);
    // Fifty at a time, each customer from their own address (the rate limit counts per address).
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
          const from = `127.2.${Math.floor(index / 250)}.${(index % 250) + 1}`;
          const answer = await request(`${cluster.url}/api/order/create-order`, {
            method: 'POST',
            from,
            body: order(product),
          });
          statuses.push(answer.status);
          if (answer.status === 201) invoices.push(answer.json().data.invoiceNumber);
        }
      }),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const sorted = [...invoices].sort((x, y) => x - y);
    expect(new Set(sorted).size).toBe(1000);
    expect((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)).toBe(999);
  }, 120_000);

  it('take up the bookings of an instance frozen mid-call within seconds, and make each parcel once', async () => {
    // Decisions 058 and 059: instance a sends a bulk booking to a slow Steadfast that takes repeated
    // invoices, and freezes (SIGSTOP) while the courier is making the parcels. Its leases stop being
    // renewed; b takes the job once they run out, asks Steadfast first, and finds the parcels a made.
    const [product] = await products(cluster.url);
    if (!product) throw new Error('the demo shop has a product');
    const saved = await request(`${a()}/api/integrations/steadfast`, {
      method: 'PUT',
      headers: owner,
      body: STEADFAST_KEYS,
    });
    expect(saved.status, saved.body).toBe(200);
    steadfast.state.acceptRepeatedInvoices = true;
    steadfast.state.createDelayMs = 3_000;
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const placed = await request(`${cluster.url}/api/order/create-order`, {
        method: 'POST',
        from: `127.5.0.${index + 1}`,
        body: order(product),
      });
      expect(placed.status, placed.body).toBe(201);
      ids.push(placed.json().data._id);
    }
    const victim = cluster.instances[0];
    if (!victim) throw new Error('two instances were started');
    const booked = await request(`${a()}/api/order/bulk-courier-booking`, {
      method: 'POST',
      headers: owner,
      body: { courier: 'steadfast', weightKg: 1, ids },
    });
    expect(booked.status, booked.body).toBe(200);
    // The bulk call has reached Steadfast (from a, or from b if b's worker claimed it first).
    await expect
      .poll(() => steadfast.calls.some((call) => call.path === '/create_order/bulk-order'), {
        timeout: 10_000,
      })
      .toBe(true);
    victim.process.kill('SIGSTOP');
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      // Well before the 30 s lease of decision 033 would have run out.
      await expect
        .poll(
          async () =>
            (
              await client.query<{ state: string }>(
                'select parcel_state as state from orders where id = any($1)',
                [ids],
              )
            ).rows.filter((row) => row.state === 'booked').length,
          { timeout: 20_000, interval: 250 },
        )
        .toBe(ids.length);
    } finally {
      victim.process.kill('SIGCONT');
      await client.end();
    }
    // One consignment per order, though this Steadfast would have made a second for a repeated invoice.
    const invoices = steadfast.made.map((made) => made.invoice);
    expect(invoices).toHaveLength(ids.length);
    expect(new Set(invoices).size).toBe(ids.length);
    steadfast.state.createDelayMs = 0;
  }, 60_000);

  it('lose no acknowledged order when one instance is killed mid-stream while the other goes on', async () => {
    const [product] = await products(cluster.url);
    if (!product) throw new Error('the demo shop has a product');
    const victim = cluster.instances[0];
    if (!victim) throw new Error('two instances were started');
    const acknowledged: string[] = [];
    let sent = 0;
    const send = async (index: number) => {
      const answer = await request(`${cluster.url}/api/order/create-order`, {
        method: 'POST',
        from: `127.3.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        body: order(product),
      }).catch(() => null);
      if (answer?.status === 201) acknowledged.push(answer.json().data._id);
    };
    const stream = (async () => {
      for (let round = 0; round < 20; round++)
        await Promise.all(Array.from({ length: 10 }, () => send(sent++)));
    })();
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(30);
    victim.process.kill('SIGKILL');
    await stream;

    // The other instance still takes orders through the balancer.
    const after = await request(`${cluster.url}/api/order/create-order`, {
      method: 'POST',
      from: '127.4.0.1',
      body: order(product),
    });
    expect(after.status).toBe(201);

    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>('select id from orders where id = any($1)', [
        acknowledged,
      ]);
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
  }, 120_000);
});
