import { describe, expect, it } from 'vitest';
import { isHalfVisible } from './use-checkout-event';

const entry = (ratio: number, visibleHeight: number, viewport: number | null, isIntersecting = true) => ({
  isIntersecting,
  intersectionRatio: ratio,
  intersectionRect: { height: visibleHeight },
  rootBounds: viewport === null ? null : { height: viewport },
});

describe('isHalfVisible', () => {
  it('is true once half of the section is visible', () => {
    expect(isHalfVisible(entry(0.5, 400, 844))).toBe(true);
    expect(isHalfVisible(entry(0.49, 300, 844))).toBe(false);
  });

  it('is true when a section too tall to be half visible fills half the screen', () => {
    expect(isHalfVisible(entry(0.3, 600, 844))).toBe(true);
    expect(isHalfVisible(entry(0.2, 400, 844))).toBe(false);
  });

  it('is false when the section is out of view', () => {
    expect(isHalfVisible(entry(0, 0, 844, false))).toBe(false);
    expect(isHalfVisible(entry(0.1, 100, null))).toBe(false);
  });
});
