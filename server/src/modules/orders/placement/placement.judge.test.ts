import { DEFAULT_RISK_SETTINGS, type RiskSettings } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import { newOrderRecord } from '../../../test/orders.js';
import { blocklistMatcher } from '../../risk/blocklist-match.js';
import { orderMessages } from '../order-messages.js';
import type { NewOrder } from '../order-records.js';
import {
  type Judgement,
  judge,
  judgeBatch,
  type OrderRequest,
  type PlacementFacts,
  type RiskFacts,
} from './placement.judge.js';

// The placement's decision without a database (decision 048): each request of a batch is a replay,
// a refusal or an order to write, judged on the facts its transaction read and on the batch's
// earlier orders.

const NOW = Date.parse('2026-11-28T10:00:00.000Z');
const MINUTE = 60_000;

/** A request for `phone` and a basket; priced as an order of 100 taka placed now. */
function request(phone: string, options: Partial<OrderRequest> & { basket?: string } = {}): OrderRequest {
  const products = [{ product: options.basket ?? 'rice', quantity: 1 }];
  return {
    input: { phone, products },
    price: (): NewOrder => newOrderRecord({ phone, createdAt: new Date(NOW).toISOString() }),
    origin: { address: '203.0.113.7', userAgent: 'test' },
    enteredBy: null,
    ...options,
  };
}

const staff = { id: 'staff-1', name: 'করিম' };

const facts = (changes: Partial<PlacementFacts> = {}): PlacementFacts => ({
  products: new Map(),
  fees: { insideDhaka: 80, outsideDhaka: 150 },
  storedKeys: new Map(),
  batchKeys: new Map(),
  baskets: null,
  risk: null,
  phoneHourlyLimit: Number.POSITIVE_INFINITY,
  codeMode: 'off',
  codesAsked: new Map(),
  stock: new Map(),
  ...changes,
});

const risk = (changes: Partial<RiskFacts> = {}, settings: Partial<RiskSettings> = {}): RiskFacts => ({
  screen: {
    settings: { ...DEFAULT_RISK_SETTINGS, ...settings },
    blockedKinds: blocklistMatcher([{ kind: 'phone', value: '01700000009' }]),
    courierHistory: () => null,
  },
  endings: new Map(),
  placedAt: new Map(),
  phonesOfDevice: new Map(),
  now: NOW,
  ...changes,
});

const outcomes = (judgements: Judgement[]) =>
  judgements.map((judgement) =>
    judgement.outcome === 'refused' ? `refused ${judgement.error.statusCode}` : judgement.outcome,
  );

const written = (judgement: Judgement | undefined): NewOrder => {
  if (judgement?.outcome !== 'write')
    throw new Error(`expected an order to write, got ${judgement?.outcome}`);
  return judgement.order;
};

describe('judging an order request', () => {
  it('writes a plain order as priced, pending and unassessed without a fake-order check', () => {
    const order = written(judge(request('01700000001'), facts()));
    expect(order).toMatchObject({ phone: '01700000001', status: 'pending', risk: null, phoneCheck: null });
  });

  it('a refusal of the pricing is that request’s alone; any other error is a fault', () => {
    const stale = request('01700000001', {
      price: () => {
        throw AppError.conflict('stale');
      },
    });
    expect(judge(stale, facts())).toEqual({ outcome: 'refused', error: AppError.conflict('stale') });
    const broken = request('01700000001', {
      price: () => {
        throw new Error('disk on fire');
      },
    });
    expect(() => judge(broken, facts())).toThrow('disk on fire');
  });

  it('replays a stored Idempotency-Key as the order it created, and refuses the key with another request', () => {
    const storedKeys = new Map([['key-1', { orderId: 'earlier', requestHash: 'hash-a' }]]);
    const same = request('01700000001', { idempotency: { key: 'key-1', requestHash: 'hash-a' } });
    expect(judge(same, facts({ storedKeys }))).toEqual({ outcome: 'replay', of: { orderId: 'earlier' } });
    const other = judge(
      request('01700000001', { idempotency: { key: 'key-1', requestHash: 'hash-b' } }),
      facts({ storedKeys }),
    );
    expect(other).toMatchObject({ outcome: 'refused', error: { statusCode: 409 } });
    expect(other.outcome === 'refused' && other.error.message).toBe(orderMessages.idempotencyMismatch);
  });

  it('in a batch, a repeated key answers the first order; a repeated basket is refused unless staff entered it', () => {
    const keyed = { idempotency: { key: 'key-2', requestHash: 'hash-a' } };
    const judgements = judgeBatch(
      [
        request('01700000001', keyed),
        request('01700000001', keyed),
        request('01700000002'),
        request('01700000002'),
        request('01700000003', { enteredBy: staff }),
        request('01700000003', { enteredBy: staff }),
      ],
      facts({ baskets: new Set() }),
    );
    expect(outcomes(judgements)).toEqual(['write', 'replay', 'write', 'refused 409', 'write', 'write']);
    expect(judgements[1]).toEqual({ outcome: 'replay', of: { batchIndex: 0 } });
  });

  it('refuses a basket the phone ordered recently, only while the guard is on', () => {
    const recent = new Set(['01700000001 rice/×1']);
    expect(outcomes([judge(request('01700000001'), facts({ baskets: recent }))])).toEqual(['refused 409']);
    expect(outcomes([judge(request('01700000001', { basket: 'dal' }), facts({ baskets: recent }))])).toEqual([
      'write',
    ]);
    expect(outcomes([judge(request('01700000001'), facts())])).toEqual(['write']);
  });

  it('holds a page order past its phone’s hourly limit for a call, never refuses it', () => {
    const placedAt = new Map([['01700000001', [NOW - 90 * MINUTE, NOW - 30 * MINUTE]]]);
    // Weights of 0: only the limit can hold.
    const quiet = risk({ placedAt }, { weights: { ...DEFAULT_RISK_SETTINGS.weights, phoneRepeat: 0 } });
    const judgements = judgeBatch(
      [
        request('01700000001', { basket: 'a' }),
        request('01700000001', { basket: 'b' }),
        request('01700000001', { basket: 'c', enteredBy: staff }),
      ],
      facts({ risk: quiet, phoneHourlyLimit: 2 }),
    );
    // One order in the last hour: the first is the second, the next is past the limit; staff's is not limited.
    expect(judgements.map((judgement) => written(judgement))).toMatchObject([
      { status: 'pending', risk: { held: false } },
      {
        status: 'on_hold',
        risk: { held: true, reasons: [{ signal: 'phoneRepeat', points: 0, count: 2 }] },
      },
      { status: 'pending', risk: null },
    ]);
  });

  it('assesses a page order and holds a risky one; staff-entered orders are not assessed', () => {
    const blocked = written(judge(request('01700000009'), facts({ risk: risk() })));
    expect(blocked).toMatchObject({ status: 'on_hold', risk: { held: true } });
    const plain = written(
      judge(
        request('01700000001', { origin: { address: 'x', userAgent: 'y', deviceId: 'd1' } }),
        facts({ risk: risk() }),
      ),
    );
    expect(plain).toMatchObject({ status: 'pending', risk: { held: false }, deviceId: 'd1' });
    const entered = written(judge(request('01700000009', { enteredBy: staff }), facts({ risk: risk() })));
    expect(entered).toMatchObject({ status: 'pending', risk: null });
  });

  it('asks for a phone code while the phone has codes left this hour, else holds it for a call', () => {
    const judgements = judgeBatch(
      [request('01700000001', { basket: 'a' }), request('01700000001', { basket: 'b' })],
      facts({ risk: risk(), codeMode: 'all', codesAsked: new Map([['01700000001', 4]]) }),
    );
    expect(judgements.map((judgement) => written(judgement))).toMatchObject([
      { status: 'on_hold', phoneCheck: 'waiting' },
      { status: 'on_hold', phoneCheck: null },
    ]);
  });
});

describe('stock (decision 064)', () => {
  /** A request for `quantity` units of the size `box`, priced as such a line. */
  const boxes = (phone: string, quantity: number): OrderRequest =>
    request(phone, {
      input: { phone, products: [{ product: 'langra', size: 'box', quantity }] },
      price: () =>
        newOrderRecord({
          phone,
          lines: [
            {
              id: `line-${phone}`,
              productId: 'langra',
              title: 'ল্যাংড়া',
              img: '',
              price: 1500,
              discountPrice: 0,
              quantity,
              sizeId: 'box',
              sizeName: '১০ কেজি',
              weightGrams: 10_000,
            },
          ],
        }),
    });

  it('gives the last box to the first order of a batch and names what is left to the next', () => {
    const judgements = judgeBatch(
      [boxes('01700000001', 1), boxes('01700000002', 1), boxes('01700000003', 1)],
      facts({ stock: new Map([['box', 2]]) }),
    );
    expect(judgements.map((judgement) => judgement.outcome)).toEqual(['write', 'write', 'refused']);
    const refusal = judgements[2];
    expect(refusal?.outcome === 'refused' && refusal.error.statusCode).toBe(409);
    expect(refusal?.outcome === 'refused' && refusal.error.message).toBe('«ল্যাংড়া — ১০ কেজি» স্টক শেষ');
  });

  it('names how many are left when fewer than asked, and takes nothing from an unlimited size', () => {
    const short = judge(boxes('01700000001', 3), facts({ stock: new Map([['box', 2]]) }));
    expect(short.outcome === 'refused' && short.error.message).toBe('«ল্যাংড়া — ১০ কেজি» আর মাত্র ২টি আছে');
    const unlimited = judgeBatch(
      [boxes('01700000001', 50), boxes('01700000002', 50)],
      facts({ stock: new Map([['box', null]]) }),
    );
    expect(unlimited.map((judgement) => judgement.outcome)).toEqual(['write', 'write']);
  });
});
