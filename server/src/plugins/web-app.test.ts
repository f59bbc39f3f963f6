import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { QUANTITY_FIELD_PREFIX, quantityKey } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addShopDays, shopDate } from '../lib/shop-time.js';
import { placeOrder } from '../test/orders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The real build (`npm run build`: web/dist and web/dist-ssr): the page is rendered by the very
 * server-rendering module the shop runs, so these tests see the markup a visitor gets.
 */
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(webDist, file), 'utf8');
for (const file of ['index.html', 'admin.html', '../dist-ssr/entry-server.js']) {
  if (!fs.existsSync(path.join(webDist, file)))
    throw new Error(`web/dist/${file} is missing: run \`npm run build\` first`);
}
/** The storefront's entry as the build wrote it into index.html (decision 014). */
const ENTRY = /<script type="module">([\s\S]*?)<\/script>/.exec(read('index.html'))?.[1] ?? '';
const ADMIN_ENTRY = /src="(\/assets\/admin-[\w-]+\.js)"/.exec(read('admin.html'))?.[1] ?? '';
const SHOP_FONT = fs.readdirSync(path.join(webDist, 'assets')).find((file) => file.endsWith('.woff2')) ?? '';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

let app: TestApp;
beforeAll(async () => {
  expect(ENTRY.length).toBeGreaterThan(0);
  expect(ADMIN_ENTRY).not.toBe('');
  app = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await app.cleanup();
});

/** The rendered storefront inside `#root`: what the server drew, not the head around it. */
const rendered = (html: string) => html.slice(html.indexOf('<div id="root"'));

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET / is rendered on the server', () => {
  it('carries the products, the company name and the SEO head in the raw HTML', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const [product] = await app.services.catalog.listProducts();
    const seo = await app.services.seo.get();
    expect(html).toContain('<html lang="bn">');
    expect(rendered(html)).toContain(escapeHtml(product?.title ?? '—'));
    expect(html).toContain(`<title>${seo?.basic.title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    for (const name of ['keywords', 'author', 'designer', 'subject', 'copyright']) {
      expect(html).toContain(`<meta name="${name}"`);
    }
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/">');
    expect(html).toMatch(
      /<link rel="icon" type="image\/png" sizes="32x32" href="\/api\/favicon\/[\w-]+-32\.png">/,
    );
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/api\/favicon\/[\w-]+-180\.png">/);
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/api\/banner\/[\w-]+\.webp"[^>]*fetchpriority="high">/,
    );
    expect(html).toMatch(/<div id="root" data-state="\/page-files\/[\w-]+\.json" data-font="Hind Siliguri">/);
  });

  it("carries each product's offers, one per size with its price and availability (decision 064)", async () => {
    const html = (await get('/')).body;
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    if (!block) throw new Error('no JSON-LD on the page');
    const graph = JSON.parse(block)['@graph'] as Array<{
      name: string;
      offers: Array<Record<string, unknown>>;
    }>;
    const sized = (await app.services.catalog.listProducts()).find((product) => product.sizes.length > 1);
    if (!sized) throw new Error('the demo shop has no product in several sizes');
    expect(graph.find((item) => item.name === sized.title)?.offers).toEqual(
      sized.sizes.map((size) =>
        expect.objectContaining({
          name: size.name,
          price: size.discountPrice > 0 ? size.discountPrice : size.price,
          priceCurrency: 'BDT',
          availability: `https://schema.org/${size.stock === 0 ? 'OutOfStock' : 'InStock'}`,
        }),
      ),
    );
  });

  it('answers 304 to a browser that has the page, and brotli to one that accepts it', async () => {
    const first = await get('/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);
    const compressed = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('is rendered again after a content change, and only then', async () => {
    const before = await get('/');
    expect((await get('/')).headers.etag).toBe(before.headers.etag);
    const [product] = await app.services.catalog.listProducts();
    await app.db
      .updateTable('products')
      .set({ title: 'নতুন মৌসুমের আম' })
      .where('id', '=', product?._id as string)
      .execute();
    // Until a write tells the renderer, the cached page is served as it was.
    expect((await get('/')).body).not.toContain('নতুন মৌসুমের আম');
    app.services.changes.notify('product');
    const after = await get('/');
    expect(rendered(after.body)).toContain('নতুন মৌসুমের আম');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('is rendered again on a new shop day: a product opens on its harvest date with nothing edited', async () => {
    const product = (await app.services.catalog.listProducts()).find((each) => each.sizes.length === 1);
    if (!product) throw new Error('the seeded shop has no product of one size');
    const today = shopDate(new Date());
    const tomorrow = addShopDays(today, 1);
    const box = `name="${QUANTITY_FIELD_PREFIX}${quantityKey(product._id)}"`;
    try {
      await app.db
        .updateTable('products')
        .set({ sale_from: tomorrow, announce: 1 })
        .where('id', '=', product._id)
        .execute();
      app.services.changes.notify('product');
      // Coming tomorrow: no box for it in the order box's form today.
      expect(rendered((await get('/')).body)).not.toContain(box);
      // Tomorrow in Dhaka (a little after its midnight), with no write in between.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${tomorrow}T00:05:00+06:00`));
      expect(rendered((await get('/')).body)).toContain(box);
    } finally {
      vi.useRealTimers();
      await app.db
        .updateTable('products')
        .set({ sale_from: null, announce: 0 })
        .where('id', '=', product._id)
        .execute();
      app.services.changes.notify('product');
    }
  });

  it('escapes what the owner typed in the head, and keeps it as it is in the page data', async () => {
    const attack = '</title><script>alert("x")</script><meta name="x" content="$&">';
    await app.db
      .updateTable('seo_settings')
      .set({ title: attack, google_site_verification: '"><script>alert(1)</script>' })
      .execute();
    const [product] = await app.services.catalog.listProducts();
    await app.db
      .updateTable('products')
      .set({ title: '</script><script>alert(2)</script>' })
      .where('id', '=', product?._id as string)
      .execute();
    app.services.changes.notify('seo');
    const html = (await get('/')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('content=&quot;$&amp;&quot;');
    const state = await get(/data-state="([^"]+)"/.exec(html)?.[1] ?? '');
    expect(state.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.stringify(state.json())).toContain('</script><script>alert(2)</script>');
  });
});

describe('the files made with `/` (decision 014)', () => {
  const fileOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';

  it("the page's data is a file of its own, cached for a year, and a render's file outlives the next render", async () => {
    const html = (await get('/')).body;
    const address = fileOf(html, /data-state="(\/page-files\/[\w-]+\.json)"/);
    const state = await get(address, { 'accept-encoding': 'br' });
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(state.headers['content-encoding']).toBe('br');
    const products = await app.services.catalog.listProducts();
    const data = brotliDecompressSync(state.rawPayload).toString();
    for (const product of products) expect(data).toContain(JSON.stringify(product.title));
    // Not inside the page any more.
    expect(html).not.toContain('<script id="__haat_state"');

    await app.db
      .updateTable('products')
      .set({ title: 'আমসত্ত্ব' })
      .where('id', '=', products[0]?._id as string)
      .execute();
    app.services.changes.notify('product');
    const next = fileOf((await get('/')).body, /data-state="(\/page-files\/[\w-]+\.json)"/);
    expect(next).not.toBe(address);
    expect((await get(next)).statusCode).toBe(200);
    // A visitor whose page came just before the change still gets its data.
    expect((await get(address)).statusCode).toBe(200);
    const unknown = await get('/page-files/AAAAAAAAAAAAAAAAAAAAAA.json');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
  });

  it('the first paint has a face cut to the Bengali the page shows, preloaded after the hero image', async () => {
    const [product] = await app.services.catalog.listProducts();
    await app.db
      .updateTable('products')
      .set({ title: 'ক্ষীরের সন্দেশ' })
      .where('id', '=', product?._id as string)
      .execute();
    app.services.changes.notify('product');
    const html = (await get('/')).body;
    const address = fileOf(
      html,
      /<style>@font-face\{font-family:"Hind Siliguri";font-display:block;src:url\(([^)]+)\)/,
    );
    expect(address).toMatch(/^\/page-files\/[\w-]+\.woff2$/);
    const hero = html.indexOf('<link rel="preload" as="image"');
    const preload = html.indexOf(
      `<link rel="preload" as="font" type="font/woff2" href="${address}" crossorigin>`,
    );
    expect(hero).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(hero);
    // Only the characters the page has: ক্ষ (U+0995, U+09CD, U+09B7) yes, ঋ (U+098B) no.
    const covered = new Set(
      fileOf(html, /unicode-range:([^;}]+)/)
        .split(',')
        .flatMap((range) => {
          const [first = 0, last = first] = range
            .replace('U+', '')
            .split('-')
            .map((hex) => Number.parseInt(hex, 16));
          return Array.from({ length: last - first + 1 }, (_, index) => first + index);
        }),
    );
    for (const codePoint of [0x0995, 0x09cd, 0x09b7]) expect(covered.has(codePoint)).toBe(true);
    expect(covered.has(0x098b)).toBe(false);

    const font = await get(address);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.rawPayload.length).toBeLessThan(
      fs.statSync(path.join(webDist, 'assets', SHOP_FONT)).size / 4,
    );
  });
});

describe('the other pages and files', () => {
  it('page routes get the shell with the head; unknown pages the shell with 404', async () => {
    for (const url of [
      '/order/success/AAAAAAAAAAAAAAAAAAAAAA',
      '/admin',
      '/admin/login',
      '/admin/order/all-orders',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>');
    }
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves hashed assets for a year and never the raw template', async () => {
    const asset = await get(ADMIN_ENTRY);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const raw = await get('/index.html');
    expect(raw.body).not.toContain('<!--app-head-->');
  });

  it('an unknown API path is still JSON', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('two entries: the storefront and the back office (decision 008)', () => {
  it('/ carries its stylesheet inline; the storefront shell keeps the link', async () => {
    const home = (await get('/')).body;
    // The landing page's own stylesheet (Tailwind's layers), a few kilobytes of it.
    expect(home).toMatch(/<style>@layer [\s\S]{1000,}?<\/style>/);
    expect(home).not.toMatch(/<link rel="stylesheet"[^>]*href="\/assets\//);
    const shell = (await get('/order/success/AAAAAAAAAAAAAAAAAAAAAA')).body;
    expect(shell).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    expect(shell).toContain(`<script type="module">${ENTRY}</script>`);
  });

  it('/ carries the landing stylesheet cut to the rules its own markup uses (decision 070)', async () => {
    const home = (await get('/')).body;
    const file = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)">/.exec(read('index.html'))?.[1];
    const full = read(file ?? '');
    const inline = /<style>(@layer [\s\S]*?)<\/style>/.exec(home)?.[1] ?? '';
    expect(inline.length).toBeGreaterThan(1000);
    expect(inline.length).toBeLessThan(full.length);
    // Plain one-class rules of the file, split by whether the page's markup names their class.
    const classesOnPage = new Set(
      [...rendered(home).matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
    );
    const rules = [...full.matchAll(/(?<=[{}])\.([a-z][\w-]*)\{[^{}]*\}/g)].map((match) => ({
      rule: match[0],
      className: match[1] ?? '',
    }));
    const used = rules.filter((rule) => classesOnPage.has(rule.className));
    const unused = rules.filter((rule) => !classesOnPage.has(rule.className));
    expect(used.length).toBeGreaterThan(20);
    expect(unused.length).toBeGreaterThan(5);
    for (const { rule } of used) expect(inline).toContain(rule);
    for (const { rule } of unused) expect(inline).not.toContain(rule);
  });

  it("the storefront's pages allow their inline entry by its hash and nothing else inline; the back office's none", async () => {
    const hash = `'sha256-${createHash('sha256').update(ENTRY).digest('base64')}'`;
    const scriptSources = (policy: unknown) =>
      String(policy)
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src '));
    for (const url of ['/', '/order/success/AAAAAAAAAAAAAAAAAAAAAA', '/no-such-page']) {
      expect(scriptSources((await get(url)).headers['content-security-policy']), url).toBe(
        `script-src 'self' ${hash} https://www.googletagmanager.com`,
      );
    }
    for (const url of ['/admin', '/api/product/all']) {
      expect(scriptSources((await get(url)).headers['content-security-policy']), url).toBe(
        "script-src 'self' https://www.googletagmanager.com",
      );
    }
  });

  it('/admin pages get the back office shell with the same head; its raw template is not served', async () => {
    for (const url of ['/admin', '/admin/dashboard', '/admin/login?next=%2Fadmin']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`src="${ADMIN_ENTRY}"`);
      expect(page.body).not.toContain(ENTRY);
      expect(page.body).toContain('<title>');
    }
    expect((await get('/admin.html')).body).not.toContain('<!--app-head-->');
  });
});

describe('the built files', () => {
  it('carry only the headers that govern a file (its type is not guessed, other sites cannot load it)', async () => {
    const script = await get(ADMIN_ENTRY, { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page's policy and framing rules are the page's: its answer has them, the script's has not.
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect((await get('/admin/orders')).headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe("the orders screen's first picture (decision 041)", () => {
  const shellOf = (html: string) => {
    const start = html.indexOf('<div id="admin-shell" inert aria-hidden="true">');
    expect(start, 'the page has no shell').toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('<div id="root"></div>'));
  };

  it("draws the screen in its loading state, inert, with the stylesheet inline and no one's orders", async () => {
    const [product] = await app.services.catalog.listProducts();
    if (!product) throw new Error('the demo shop has no product');
    await placeOrder(app, [{ product }], { name: 'শেল-পরীক্ষার ক্রেতা' });
    const page = await get('/admin/orders?limit=50');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const shell = shellOf(page.body);
    // The frame and the page's heading, tabs, search and spinner, as the app draws them.
    expect(shell).toContain('<h1');
    expect(shell).toContain('data-status-tab="all"');
    expect(shell).toContain('data-status-tab="returned"');
    expect(shell).toContain('<input');
    expect(shell).toContain('id="admin-main"');
    // Nothing that needs a session: no order, no menu, no account.
    expect(shell).not.toContain('শেল-পরীক্ষার ক্রেতা');
    expect(shell).not.toContain('data-order-id');
    expect(shell).not.toContain('data-testid="admin-name"');
    expect(shell).not.toContain('<nav aria-label="অ্যাডমিন মেনু"');
    // Drawn without a stylesheet to fetch: the admin stylesheet is inline.
    expect(page.body).toMatch(/<style>[\s\S]{10000,}?<\/style>/);
    expect(page.body).not.toMatch(/<link rel="stylesheet"[^>]*href="\/assets\//);
  });

  it('asks for the app only after the first frame, by an inline loader the policy allows by its hash', async () => {
    const page = await get('/admin/orders');
    // No script or module link the parser would fetch beside the page…
    expect(page.body).not.toContain(`src="${ADMIN_ENTRY}"`);
    expect(page.body).not.toContain('rel="modulepreload"');
    // …but one inline module that adds them after the first frame.
    const loaders = [...page.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
      ([, code]) => code ?? '',
    );
    expect(loaders).toHaveLength(1);
    const loader = loaders[0] ?? '';
    expect(loader).toContain(JSON.stringify({ src: ADMIN_ENTRY }));
    expect(loader).toContain('first-contentful-paint');
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(String(page.headers['content-security-policy'])).toContain(`script-src 'self' ${hash} `);
    // Every chunk admin.html names is still named, now by the loader.
    for (const [, chunk] of read('admin.html').matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)) {
      expect(loader).toContain(JSON.stringify({ href: chunk }));
    }
  });

  it("shows the address's filters, and what was typed in the search as text", async () => {
    const pending = shellOf((await get('/admin/orders?status=pending')).body);
    expect(pending).toMatch(/<a aria-current="page" data-status-tab="pending"/);
    const typed = '"><script>alert(1)</script>';
    const searched = shellOf((await get(`/admin/orders?search=${encodeURIComponent(typed)}`)).body);
    expect(searched).not.toContain('<script>alert(1)');
    // The search field holds it as its value, its quote and angle brackets escaped (React's escaping).
    expect(searched).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('is the same page for addresses that spell the same filters differently (it is kept once, by their one spelling)', async () => {
    const canonical = await get('/admin/orders?status=pending&limit=50');
    const respelled = await get('/admin/orders?limit=50&utm_source=fb&status=pending&page=1');
    expect(respelled.statusCode).toBe(200);
    expect(respelled.body).toBe(canonical.body);
    expect(shellOf(respelled.body)).toMatch(/<a aria-current="page" data-status-tab="pending"/);
  });

  it('is not sent for the other admin pages', async () => {
    for (const url of ['/admin/dashboard', '/admin/order/all-orders', '/admin/orders/new']) {
      const page = (await get(url)).body;
      expect(page, url).not.toContain('id="admin-shell"');
      expect(page, url).toContain(`src="${ADMIN_ENTRY}"`);
    }
  });
});
