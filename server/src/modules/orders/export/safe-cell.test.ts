import { describe, expect, it } from 'vitest';
import { phoneCell, safeCell } from './export.service.js';

// The export's guard against spreadsheet formulas in any locale (decisions 026, 054).

describe('a CSV cell', () => {
  it('keeps text and numbers as they are when nothing in them could start a formula', () => {
    for (const plain of ['রহিমা আক্তার', 'বাড়ি ১২, রোড ৫, ধানমন্ডি', 'চাল × 2; ডাল × 1', '01711000000', 'a-b', 'x@y'])
      expect(safeCell(plain)).toBe(plain);
    expect(safeCell(-40)).toBe(-40);
  });

  it('is kept as text when it starts a formula, after any space or invisible prefix, in any width', () => {
    for (const formula of [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '  =1',
      '\u00A0=1',
      '\u200B=1',
      '\u200C+1',
      '\u200D-1',
      '\uFEFF@x',
      '\u2060=1',
      '\u200B \uFEFF=1',
      '＝HYPERLINK("x")',
      '＋1',
      '－1',
      '＠x',
    ])
      expect(safeCell(formula), JSON.stringify(formula)).toBe(`'${formula}`);
  });

  it('is kept as text when a piece after a separator inside it would start a formula', () => {
    for (const formula of ['রহিম;=HYPERLINK("x")', 'রহিম,+1', 'a; \u200B＝1', 'a,b;@c'])
      expect(safeCell(formula), JSON.stringify(formula)).toBe(`'${formula}`);
  });
});

describe('a phone cell', () => {
  it('starts digits with a tab so Excel keeps the leading 0, and guards anything else as any cell', () => {
    expect(phoneCell('01711000000')).toBe('\t01711000000');
    expect(phoneCell('=1+1')).toBe(`'=1+1`);
    expect(phoneCell('+8801711000000')).toBe(`'+8801711000000`);
  });
});
