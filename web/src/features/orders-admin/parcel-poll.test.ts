import type { Order } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { PARCEL_BOOKING_POLL_MS, parcelPollInterval } from './parcel-poll';

const now = Date.parse('2025-06-01T10:00:00.000Z');
const withParcel = (
  state: 'booking' | 'booked' | 'failed' | null,
  requestedAt = '2025-06-01T09:59:50.000Z',
) =>
  ({
    _id: `order-${state}`,
    parcel:
      state === null
        ? null
        : {
            courier: 'steadfast',
            state,
            consignmentId: '',
            trackingCode: '',
            fee: null,
            courierStatus: '',
            error: '',
            requestedAt,
            bookedAt: null,
          },
  }) as Order;

describe('parcelPollInterval', () => {
  it('asks nothing extra when no parcel waits for its courier', () => {
    expect(parcelPollInterval([], now)).toBe(false);
    expect(parcelPollInterval([withParcel(null), withParcel('booked'), withParcel('failed')], now)).toBe(
      false,
    );
  });

  it('asks often while a parcel was sent a moment ago', () => {
    expect(parcelPollInterval([withParcel('booked'), withParcel('booking')], now)).toBe(
      PARCEL_BOOKING_POLL_MS,
    );
  });

  it('asks less once the courier has kept it waiting a minute', () => {
    const slow = parcelPollInterval([withParcel('booking', '2025-06-01T09:58:00.000Z')], now);
    expect(slow).toBeGreaterThan(PARCEL_BOOKING_POLL_MS);
  });
});
