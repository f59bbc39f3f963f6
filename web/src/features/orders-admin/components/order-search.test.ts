import { describe, expect, it } from 'vitest';
import { searchesWhileTyping } from './order-search';

describe('searchesWhileTyping', () => {
  it('waits for the third letter of a name, Bengali or Latin', () => {
    expect(searchesWhileTyping('র')).toBe(false);
    expect(searchesWhileTyping('রহ')).toBe(false);
    expect(searchesWhileTyping('Md')).toBe(false);
    expect(searchesWhileTyping('রহি')).toBe(true);
    expect(searchesWhileTyping('Kar')).toBe(true);
  });

  it('always searches digits (an invoice number) and an emptied box', () => {
    expect(searchesWhileTyping('7')).toBe(true);
    expect(searchesWhileTyping('৪২')).toBe(true);
    expect(searchesWhileTyping('')).toBe(true);
  });
});
