import {
  effectivePrice,
  envelope,
  type Order,
  type OrderEvent,
  OrderEventSchema,
  OrderSchema,
  type OrderStatus,
  type Product,
} from '@haat/contract';
import { expect } from 'vitest';
import { z } from 'zod';
import { newId } from '../lib/ids.js';
import type { NewOrder } from '../modules/orders/order-records.js';
import { customerView } from '../modules/orders/placement/placement.service.js';
import { movesTo } from './order-moves.js';
import { json, type TestApp } from './test-app.js';

let phones = 0;

/** An order as the placement writes it: priced, pending, placed now, no lines unless given. */
export const newOrderRecord = (changes: Partial<NewOrder> = {}): NewOrder => ({
  id: newId(),
  status: 'pending',
  name: 'রহিম উদ্দিন',
  phone: uniquePhone(),
  city: 'ঢাকা',
  address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
  shipping: 80,
  subtotal: 100,
  discount: 0,
  discountReason: '',
  total: 180,
  note: '',
  source: 'web',
  createdAt: new Date().toISOString(),
  risk: null,
  deviceId: null,
  phoneCheck: null,
  lines: [],
  ...changes,
});

/** A phone no other order of this test process has: the duplicate guard never mistakes one for a repeat. */
export const uniquePhone = () =>
  `0171${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

/**
 * Places an order on the storefront's endpoint, priced from the given products (one of each unless
 * quantities say otherwise), inside Dhaka's fee (201 expected), and answers it as staff read it: the
 * customer's answer is checked to be that order without its assessment (decision 038).
 */
export async function placeOrder(
  app: TestApp,
  lines: ReadonlyArray<{ product: Product; quantity?: number }>,
  details: Partial<{ name: string; phone: string; city: string; address: string; shipping: number }> = {},
  headers: Record<string, string> = {},
): Promise<Order> {
  const shipping = details.shipping ?? 80;
  const products = lines.map(({ product, quantity = 1 }) => ({ product: product._id, quantity }));
  const total =
    lines.reduce((sum, { product, quantity = 1 }) => sum + effectivePrice(product) * quantity, 0) + shipping;
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/create-order',
    headers,
    payload: {
      name: 'নাজমা বেগম',
      phone: uniquePhone(),
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
      ...details,
      products,
      shipping,
      total,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const answered = envelope(OrderSchema.strict()).parse(json(response)).data;
  const stored = await app.services.orderPlacement.getOrder(answered._id);
  expect(answered).toEqual(customerView(stored));
  return stored;
}

/**
 * Enters an order as staff do from a phone call (decision 027), one of each product unless quantities
 * say otherwise, inside Dhaka's fee (201 expected), as new unless `status` asks it confirmed (decision
 * 063). Answers the order as entered.
 */
export async function enterOrder(
  app: TestApp,
  admin: Record<string, string>,
  lines: ReadonlyArray<{ product: Product; quantity?: number }>,
  details: Partial<{ phone: string; status: 'pending' | 'confirmed' }> = {},
): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order/staff-create',
    headers: admin,
    payload: {
      name: 'রহিম উদ্দিন',
      phone: uniquePhone(),
      city: 'ঢাকা',
      address: 'বাড়ি ১২, রোড ৫, মিরপুর ১০',
      ...details,
      products: lines.map(({ product, quantity = 1 }) => ({ product: product._id, quantity })),
      shipping: 80,
      source: 'phone',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return envelope(OrderSchema.strict()).parse(json(response)).data;
}

/** The order as an administrator reads it now. */
export async function readOrder(app: TestApp, id: string, admin: { authorization: string }): Promise<Order> {
  const response = await app.inject({ method: 'GET', url: `/api/order/single/${id}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(OrderSchema.strict()).parse(json(response)).data;
}

/** The order's timeline as an administrator reads it now, newest first. */
export async function readTimeline(
  app: TestApp,
  id: string,
  admin: { authorization: string },
): Promise<OrderEvent[]> {
  const response = await app.inject({ method: 'GET', url: `/api/order/timeline/${id}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(z.array(OrderEventSchema)).parse(json(response)).data;
}

/** The order once its parcel's booking has settled (booked or failed), read as an administrator. */
export async function parcelSettled(
  app: TestApp,
  id: string,
  admin: { authorization: string },
): Promise<Order> {
  await expect
    .poll(async () => (await readOrder(app, id, admin)).parcel?.state, { timeout: 5_000 })
    .not.toBe('booking');
  return readOrder(app, id, admin);
}

/** Brings an order to `status` by the moves the rules allow (decision 024), each answered 200. */
export async function moveOrder(
  app: TestApp,
  admin: { authorization: string },
  id: string,
  status: OrderStatus,
): Promise<void> {
  for (const step of movesTo(status)) {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/order/update/status/${id}`,
      headers: admin,
      payload: { status: step },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}
