import { describe, expect, it } from 'vitest';
import { flakyTests } from './flaky-tests.mjs';

const spec = (title, line, status) => ({ title, file: 'cart.spec.ts', line, tests: [{ status }] });

describe('the flaky tests of a Playwright JSON report', () => {
  it('names each test that passed only on its retry, with its file, line and describe titles', () => {
    const report = {
      suites: [
        {
          title: 'cart.spec.ts',
          specs: [spec('adds a product', 5, 'expected'), spec('removes a product', 12, 'flaky')],
          suites: [{ title: 'the order form', specs: [spec('asks for a phone', 30, 'flaky')] }],
        },
        { title: 'admin.spec.ts', specs: [{ ...spec('signs in', 3, 'unexpected'), file: 'admin.spec.ts' }] },
      ],
    };
    expect(flakyTests(report)).toEqual([
      'cart.spec.ts:12 › removes a product',
      'cart.spec.ts:30 › the order form › asks for a phone',
    ]);
  });

  it('names none in a report without flaky tests', () => {
    expect(flakyTests({ suites: [{ title: 'a.spec.ts', specs: [spec('x', 1, 'expected')] }] })).toEqual([]);
  });
});
