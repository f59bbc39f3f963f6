import { describe, expect, it } from 'vitest';
import {
  courierMessageText,
  courierStatusText,
  PARCEL_PROGRESS_NAMES,
  UNKNOWN_COURIER_WORD,
} from './courier-status.js';
import { COURIERS } from './parcel-rules.js';

// Every courier word the order screens show has a Bengali text; a word no list knows gets a
// generic Bengali line (the raw word stays on the timeline for reference).
const bengaliOnly = (text: string) => /[\u0980-\u09FF]/.test(text) && !/[A-Za-z]/.test(text);

const STEADFAST_WORDS = [
  'delivered',
  'partial_delivered',
  'cancelled',
  'hold',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
  'pending',
  'in_review',
  'unknown',
];
const PATHAO_WORDS = [
  'order.created',
  'order.updated',
  'order.pickup-requested',
  'order.assigned-for-pickup',
  'order.picked',
  'order.pickup-failed',
  'order.pickup-cancelled',
  'order.at-the-sorting-hub',
  'order.in-transit',
  'order.received-at-last-mile-hub',
  'order.assigned-for-delivery',
  'order.delivered',
  'order.partial-delivery',
  'order.returned',
  'order.delivery-failed',
  'order.on-hold',
  'order.paid-return',
  'Partial_Delivery',
];

describe('courier words in Bengali', () => {
  it('says every word of Steadfast and Pathao in Bengali', () => {
    for (const word of STEADFAST_WORDS)
      expect(bengaliOnly(courierStatusText('steadfast', word)), word).toBe(true);
    for (const word of PATHAO_WORDS) expect(bengaliOnly(courierStatusText('pathao', word)), word).toBe(true);
    expect(courierStatusText('steadfast', 'delivered')).toBe(PARCEL_PROGRESS_NAMES.delivered);
    expect(courierStatusText('pathao', 'order.in-transit')).toBe('পথে আছে');
    expect(courierStatusText('pathao', 'Partial_Delivery')).toBe(PARCEL_PROGRESS_NAMES.partly_delivered);
  });

  it('gives a word no list knows a generic Bengali line, whatever the courier', () => {
    for (const courier of COURIERS) {
      expect(courierStatusText(courier, 'teleported_by_drone')).toBe(UNKNOWN_COURIER_WORD);
      expect(bengaliOnly(courierStatusText(courier, ''))).toBe(true);
    }
  });

  it('says a courier’s English message in Bengali, keeps the shop’s own Bengali, and drops repeats', () => {
    expect(
      courierMessageText('steadfast', 'Consignment status has been updated as delivered — ডেলিভারি হয়েছে'),
    ).toBe('পার্সেলের অবস্থা বদলেছে: ডেলিভারি হয়েছে — ডেলিভারি হয়েছে');
    expect(courierMessageText('pathao', 'order.delivery-failed: Customer not reachable')).toBe(
      'কুরিয়ার একটি বার্তা পাঠিয়েছে (মূল লেখা নিচে)',
    );
    expect(courierMessageText('pathao', 'ফোন ধরেননি')).toBe('ফোন ধরেননি');
    for (const message of ['Hello', 'Consignment status has been updated as weird_state', 'x — y'])
      expect(bengaliOnly(courierMessageText('steadfast', message)), message).toBe(true);
  });
});
