import { type SmsCapKind, type SmsCaps, type SmsUsage, smsCapReasons } from '@haat/contract';
import { type Db, inTransaction } from '../../db/repository.js';
import { shopDate } from '../../lib/shop-time.js';

/**
 * The SMS spend ceiling (decision 056): every message the shop means to send first takes a place in
 * the day's ledger (`sms_sends`, migration 0019) under the owner's caps, or is refused with the cap
 * that stopped it. The ledger row is written whether or not it fits, so a stopped message is
 * recorded, never silently dropped.
 */

export type SmsKind = 'code' | 'order';

export interface SmsSpendRequest {
  /** The ledger's key: the outbox job's reference, so a retried send reserves nothing twice. */
  id: string;
  kind: SmsKind;
  orderId: string | null;
  phone: string;
  /**
   * The client address of the page order that causes the message, or null when no visitor caused it
   * (staff's moves, a courier's update): only a visitor's messages count per phone and per address.
   */
  clientAddress: string | null;
  visitorCaused: boolean;
  parts: number;
}

/** The message may go, or why not: the cap's sentence, as its order's timeline says it. */
export type SmsReservation = { ok: true } | { ok: false; reason: string };

/**
 * Takes the message's place under the caps, in a transaction of its own that holds the `sms`
 * counter's row: two senders (two instances) are counted one after the other. A message already
 * reserved (a retry) answers as it did the first time.
 */
export async function reserveSms(
  db: Db,
  caps: SmsCaps,
  request: SmsSpendRequest,
  now = new Date(),
): Promise<SmsReservation> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('counters')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', 'sms')
      .execute();
    const earlier = await trx
      .selectFrom('sms_sends')
      .select(['outcome', 'reason'])
      .where('id', '=', request.id)
      .executeTakeFirst();
    if (earlier)
      return earlier.outcome === 'capped' ? { ok: false, reason: earlier.reason ?? '' } : { ok: true };
    const day = shopDate(now);
    const sentToday = trx.selectFrom('sms_sends').where('day', '=', day).where('outcome', '=', 'sent');
    const count = async (query: typeof sentToday) =>
      Number(
        (await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count,
      );
    let cap: SmsCapKind | null = null;
    if (request.visitorCaused) {
      if (
        (await count(sentToday.where('phone', '=', request.phone).where('client_address', 'is not', null))) >=
        caps.perPhone
      )
        cap = 'perPhone';
      else if (
        request.clientAddress !== null &&
        (await count(sentToday.where('client_address', '=', request.clientAddress))) >= caps.perAddress
      )
        cap = 'perAddress';
    }
    if (cap === null && (await count(sentToday)) >= caps.perDay) cap = 'perDay';
    const reason = cap === null ? null : smsCapReasons[cap](caps[cap]);
    await trx
      .insertInto('sms_sends')
      .values({
        id: request.id,
        kind: request.kind,
        order_id: request.orderId,
        phone: request.phone,
        // Stored only for a visitor's message: the per-phone and per-address caps count those alone.
        client_address: request.visitorCaused ? (request.clientAddress ?? '') : null,
        day,
        at: now.toISOString(),
        parts: request.parts,
        outcome: cap === null ? 'sent' : 'capped',
        reason,
      })
      .execute();
    return reason === null ? { ok: true } : { ok: false, reason };
  });
}

/** The gateway refused a reserved message for good: its place is given back (it cost nothing). */
export async function releaseSms(db: Db, id: string, reason: string): Promise<void> {
  await db.updateTable('sms_sends').set({ outcome: 'failed', reason }).where('id', '=', id).execute();
}

/**
 * The client address a page order was placed from (its timeline's first entry), or null for an order
 * staff entered: their office is not a visitor.
 */
export async function pageOrderAddress(db: Db, orderId: string): Promise<string | null> {
  const row = await db
    .selectFrom('order_events')
    .select('data')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'created')
    .executeTakeFirst();
  if (!row) return null;
  const data = JSON.parse(row.data) as { address?: string; source?: string };
  return data.source === undefined ? (data.address ?? null) : null;
}

/** The shop day's SMS for the Connections page: counts, parts, and the latest messages a cap stopped. */
export async function smsUsage(db: Db, caps: SmsCaps, now = new Date()): Promise<SmsUsage> {
  const day = shopDate(now);
  const totals = await db
    .selectFrom('sms_sends')
    .select([
      'outcome',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('parts').as('parts'),
    ])
    .where('day', '=', day)
    .groupBy('outcome')
    .execute();
  const of = (outcome: string) => totals.find((row) => row.outcome === outcome);
  const stopped = await db
    .selectFrom('sms_sends')
    .leftJoin('orders', 'orders.id', 'sms_sends.order_id')
    .select([
      'sms_sends.at',
      'sms_sends.kind',
      'sms_sends.order_id',
      'sms_sends.reason',
      'orders.invoice_number',
    ])
    .where('sms_sends.day', '=', day)
    .where('sms_sends.outcome', '=', 'capped')
    .orderBy('sms_sends.at', 'desc')
    .limit(20)
    .execute();
  return {
    day,
    sent: Number(of('sent')?.count ?? 0),
    parts: Number(of('sent')?.parts ?? 0),
    capped: Number(of('capped')?.count ?? 0),
    caps,
    stopped: stopped.map((row) => ({
      at: row.at,
      kind: row.kind,
      orderId: row.order_id,
      invoiceNumber: row.invoice_number === null ? null : Number(row.invoice_number),
      reason: row.reason ?? '',
    })),
  };
}
