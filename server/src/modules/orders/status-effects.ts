import type { OrderStatus } from '@haat/contract';
import type { Db } from '../../db/repository.js';

/** An order that has just moved to a status (or was placed in it). */
export interface StatusMove {
  orderId: string;
  to: OrderStatus;
}

/**
 * What else an order's status move causes (the customer's SMS, decision 037), written on `db`, the
 * move's own transaction: it commits with the move or not at all. Every writer of a status (the
 * placement, a move, many moves, a booking, a courier's update) calls it with what it moved.
 */
export type StatusMoveEffects = (db: Db, moves: readonly StatusMove[], now: string) => Promise<void>;

export const noStatusEffects: StatusMoveEffects = async () => {};
