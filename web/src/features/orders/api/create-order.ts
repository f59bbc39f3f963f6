import { type CreateOrder, type Order, routes } from '@haat/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { deviceId } from '../device-id';

export type CreateOrderInput = {
  body: CreateOrder;
  /** Same key, same order: a retry after a lost answer never places a second order (docs/api.md). */
  idempotencyKey: string;
};

/**
 * A stalled mobile connection must not leave the button on "Loading..." for ever: after this the
 * customer is told it failed, and the retry (same key) is safe whether or not the order got through.
 */
const ORDER_TIMEOUT_MS = 45_000;

/**
 * POST /order/create-order: places a cash-on-delivery order and answers it. The browser's device id
 * goes with it for the fake-order check (decision 038); the answer never says what the check decided.
 */
export const createOrder = ({ body, idempotencyKey }: CreateOrderInput): Promise<Order> =>
  call(routes.orders.create, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey, 'X-Device-Id': deviceId() },
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ORDER_TIMEOUT_MS) : undefined,
  });

export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
