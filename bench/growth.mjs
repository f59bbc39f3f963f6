// How the back office's order queries grow with the table: synthetic orders bulk-inserted straight into
// a temporary SQLite database with the real schema (the server's migrations, whose triggers also keep
// the search index of migration 0003 during the load), then the orders service itself (list, search,
// dashboard) timed at each size. Figures are milliseconds per call, p50 and p95; each size also
// reports the load's cost per order in microseconds.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase } from '../server/dist/db/database.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import { createCustomersRepository } from '../server/dist/modules/customers/customers.repository.js';
import { createCustomersService } from '../server/dist/modules/customers/customers.service.js';
import { createDashboardRepository } from '../server/dist/modules/dashboard/dashboard.repository.js';
import { createDashboardService } from '../server/dist/modules/dashboard/dashboard.service.js';
import { createOrderBulkService } from '../server/dist/modules/orders/bulk/bulk.service.js';
import { createOrderExportService } from '../server/dist/modules/orders/export/export.service.js';
import { createOrderManagementService } from '../server/dist/modules/orders/management/management.service.js';
import { createOrdersRepository } from '../server/dist/modules/orders/orders.repository.js';

const DAY = 86_400_000;
const STATUSES = ['pending', 'shipped', 'delivered', 'delivered', 'delivered', 'cancelled'];
const NAMES = ['রহিম উদ্দিন', 'করিম মিয়া', 'সুমাইয়া আক্তার', 'রহিমা খাতুন', 'Karim Mia', 'নাসির হোসেন', 'ফাতেমা বেগম'];
const CITIES = ['ঢাকা', 'চট্টগ্রাম', 'সিলেট', 'রাজশাহী', 'খুলনা'];
const id = () => randomBytes(16).toString('base64url').slice(0, 22);

/** Orders `from`..`to`-1 (invoice 1001 + index), spread evenly over the last two years, oldest first. */
function insertOrders(file, from, to, total) {
  const sqlite = new SqliteDatabase(file);
  // A throw-away database: no fsync per batch while loading.
  sqlite.pragma('synchronous = OFF');
  const order = sqlite.prepare(
    `insert into orders (id, invoice_number, status, name, phone, city, address, shipping, subtotal, total, note, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, 80, ?, ?, '', ?, ?)`,
  );
  const line = sqlite.prepare(
    `insert into order_lines (id, order_id, position, product_id, title, img, price, discount_price, quantity)
     values (?, ?, 0, 'product-1', 'ফজলি আম (৫ কেজি)', 'p.webp', 750, 650, ?)`,
  );
  const now = Date.now();
  const span = 730 * DAY;
  const batch = sqlite.transaction((start, end) => {
    for (let index = start; index < end; index++) {
      const orderId = id();
      const createdAt = new Date(now - span + Math.floor((span * (index + 1)) / total)).toISOString();
      const quantity = (index % 3) + 1;
      order.run(
        orderId,
        1001 + index,
        STATUSES[index % STATUSES.length],
        `${NAMES[index % NAMES.length]} ${index}`,
        `01${3 + (index % 7)}${String((index * 7919) % 100_000_000).padStart(8, '0')}`,
        CITIES[index % CITIES.length],
        'বাড়ি ১, রোড ২',
        650 * quantity,
        650 * quantity + 80,
        createdAt,
        createdAt,
      );
      line.run(id(), orderId, quantity);
    }
  });
  for (let start = from; start < to; start += 50_000) batch(start, Math.min(to, start + 50_000));
  sqlite.prepare(`update counters set value = ? where name = 'invoice'`).run(1000 + to);
  // Counts the repository keeps per status (migration 0002), when the schema has them.
  const hasCounts = sqlite
    .prepare(`select 1 from sqlite_master where type = 'table' and name = 'order_status_counts'`)
    .get();
  if (hasCounts) {
    sqlite.exec(
      `update order_status_counts set count = (select count(*) from orders where orders.status = order_status_counts.status)`,
    );
  }
  sqlite.close();
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Reads a CSV export to its end; answers its rows (the header left out). */
async function drain(body) {
  let lines = 0;
  for await (const chunk of body) for (const byte of Buffer.from(chunk)) if (byte === 10) lines++;
  return lines - 1;
}

/** The first day of the newest 100 thousand orders (every order when there are fewer). */
function exportFrom(file) {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  const row = sqlite
    .prepare('select created_at from orders order by created_at desc limit 1 offset 99999')
    .get();
  sqlite.close();
  return row ? row.created_at.slice(0, 10) : undefined;
}

/**
 * 500 orders the bulk change can move back and forth (confirmed ⇄ on hold): the newest 500 are made
 * confirmed first, their counts kept right, as a morning's queue would be.
 */
function prepareBulk(file) {
  const sqlite = new SqliteDatabase(file);
  const ids = sqlite
    .prepare('select id from orders order by created_at desc, id desc limit 500')
    .all()
    .map((row) => row.id);
  sqlite
    .prepare(`update orders set status = 'confirmed' where id in (${ids.map(() => '?').join(',')})`)
    .run(...ids);
  sqlite.exec(
    `update order_status_counts set count = (select count(*) from orders where orders.status = order_status_counts.status)`,
  );
  sqlite.close();
  return ids;
}

async function time(call, repeat) {
  for (let warm = 0; warm < 3; warm++) await call();
  const took = [];
  for (let run = 0; run < repeat; run++) {
    const start = performance.now();
    await call();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return { p50Ms: Number(quantile(took, 0.5).toFixed(2)), p95Ms: Number(quantile(took, 0.95).toFixed(2)) };
}

export async function runGrowth({ sizes, repeat, log = () => {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-growth-'));
  const handle = openDatabase({ dataDir });
  const results = [];
  try {
    await migrateToLatest(handle.db);
    const orders = createOrdersRepository(handle.db);
    const service = createOrderManagementService({ repository: orders });
    const dashboard = createDashboardService({ repository: createDashboardRepository(handle.db) });
    const bulk = createOrderBulkService({ repository: orders });
    const exporter = createOrderExportService({ repository: orders });
    const customers = createCustomersService({ repository: createCustomersRepository(handle.db) });
    const actor = { id: 'bench-admin', name: 'bench' };
    let inserted = 0;
    const finalSize = sizes[sizes.length - 1];
    for (const size of sizes) {
      const started = performance.now();
      insertOrders(handle.location, inserted, size, finalSize);
      const insertMs = performance.now() - started;
      const insertUsPerOrder = Number(((insertMs * 1000) / (size - inserted)).toFixed(1));
      inserted = size;
      const megabytes = (statSync(handle.location).size + statSync(`${handle.location}-wal`).size) / 1e6;
      log(
        `  ${size.toLocaleString('en')} orders inserted in ${(insertMs / 1000).toFixed(1)} s (${insertUsPerOrder} µs an order), database ${megabytes.toFixed(0)} MB`,
      );
      // A phone and an invoice from the middle of the table; a name fragment that one order in seven
      // shares (a common name: every match is counted per status), and one customer's whole name.
      const middle = Math.floor(size / 2);
      const phone = `01${3 + (middle % 7)}${String((middle * 7919) % 100_000_000).padStart(8, '0')}`;
      const page = { page: 1, limit: 20 };
      const today = new Date().toISOString().slice(0, 10);
      const monthAgo = new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10);
      const calls = {
        'list, page 1': () => service.listOrders(page),
        'list, status=pending': () => service.listOrders({ ...page, status: 'pending' }),
        'search, full phone': () => service.listOrders({ ...page, search: phone }),
        'search, first 6 digits of a phone': () => service.listOrders({ ...page, search: phone.slice(0, 6) }),
        'search, last 6 digits of a phone': () => service.listOrders({ ...page, search: phone.slice(-6) }),
        'search, invoice INV-n': () => service.listOrders({ ...page, search: `INV-${1001 + middle}` }),
        'search, name': () => service.listOrders({ ...page, search: 'সুমাইয়া' }),
        'search, name, status=pending': () =>
          service.listOrders({ ...page, search: 'সুমাইয়া', status: 'pending' }),
        'search, name, last 30 days': () =>
          service.listOrders({ ...page, search: 'সুমাইয়া', from: monthAgo, to: today }),
        "search, one customer's name": () =>
          service.listOrders({ ...page, search: `${NAMES[middle % NAMES.length]} ${middle}` }),
        'search, 2 characters of a name': () => service.listOrders({ ...page, search: 'মি' }),
        'dashboard stats': () => dashboard.stats(),
        'list, oldest first': () => service.listOrders({ ...page, sort: 'oldest' }),
        "customer page (one phone's orders)": () => customers.getCustomer(phone),
      };
      const row = { orders: size, insertUsPerOrder, queries: {} };
      for (const [name, call] of Object.entries(calls)) row.queries[name] = await time(call, repeat);

      // Bulk: 500 orders to on hold and back, each call a real move of all 500 with their events.
      const bulkIds = prepareBulk(handle.location);
      let next = 'on_hold';
      row.queries['bulk status, 500 orders'] = await time(
        async () => {
          const result = await bulk.changeStatus({ ids: bulkIds }, next, actor);
          if (result.moved !== 500) throw new Error(`bulk moved ${result.moved} of 500`);
          next = next === 'on_hold' ? 'confirmed' : 'on_hold';
        },
        Math.min(repeat, 10),
      );

      // Export: about the newest 100 thousand orders (every order when there are fewer), streamed to
      // the end as the download would be.
      const from = exportFrom(handle.location);
      let exportedRows = 0;
      row.queries['CSV export, about 100 thousand orders'] = await time(async () => {
        const { body } = exporter.exportCsv({ lines: false, ...(from ? { from } : {}) });
        exportedRows = await drain(body);
      }, 3);
      row.exportedRows = exportedRows;
      results.push(row);
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
