import { ORDER_STATUSES } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { effectRuleOf, effectsOf } from './status-effects.js';

// The table of what each status move causes (decision 047), read as the mover reads it.

describe('the effects of a status move', () => {
  it('a page order arriving on hold, for whatever check, is told nothing, and reported as a sale', () => {
    expect(effectsOf('page-order', 'new', 'on_hold')).toEqual(['purchase-event']);
    expect(effectsOf('page-order', 'new', 'pending')).toEqual(['sms', 'purchase-event']);
  });

  it('an order staff entered gets its SMS but no purchase event', () => {
    expect(effectsOf('staff-entry', 'new', 'pending')).toEqual(['sms']);
    // Entered as confirmed, it is told by the confirmation that follows alone (decision 063).
    expect(effectsOf('staff-entry-confirmed', 'new', 'pending')).toEqual([]);
  });

  it('the fake-order check putting an order on hold tells no one', () => {
    expect(effectsOf('risk-hold', 'pending', 'on_hold')).toEqual([]);
  });

  it('every move by staff or a courier sends the SMS of the status moved to', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        expect(effectsOf('staff', from, to)).toEqual(['sms']);
        expect(effectsOf('courier-sync', from, to)).toEqual(['sms']);
      }
    expect(effectsOf('courier-booking', 'confirmed', 'shipped')).toEqual(['sms']);
    expect(effectsOf('phone-check', 'on_hold', 'pending')).toEqual(['sms']);
  });

  it('holds a staff move’s SMS for its undo, and an undo withdraws it and tells no one (decision 060)', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        expect(effectRuleOf('staff', from, to).undoable).toBe(true);
        expect(effectRuleOf('courier-sync', from, to).undoable).toBeUndefined();
        expect(effectsOf('staff-undo', from, to)).toEqual(['withdraw-sms']);
      }
    expect(effectRuleOf('phone-check', 'on_hold', 'pending').undoable).toBeUndefined();
  });

  it('refuses a move its cause does not declare, rather than causing nothing', () => {
    expect(() => effectsOf('risk-hold', 'confirmed', 'on_hold')).toThrow('no status effects declared');
    expect(() => effectsOf('phone-check', 'on_hold', 'cancelled')).toThrow('no status effects declared');
    expect(() => effectsOf('staff-entry', 'pending', 'confirmed')).toThrow('no status effects declared');
  });
});
