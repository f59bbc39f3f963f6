import { test as base, expect } from '@playwright/test';
import { BASE_URL_ENV } from './constants.js';

interface Fixtures {
  /** Console errors a test expects, e.g. a 404 it provokes on purpose; set with `test.use()`. */
  allowedConsoleErrors: RegExp[];
  /** Every unexpected `console.error` and uncaught exception of the test's pages so far. */
  browserErrors: string[];
}

/**
 * The project's `test`: every page a test opens is watched, and the test fails afterwards if any of
 * them printed a `console.error` or threw, because those are bugs a visitor never reports.
 */
export const test = base.extend<Fixtures>({
  baseURL: async ({ baseURL }, use) => {
    const url = baseURL ?? process.env[BASE_URL_ENV];
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: run the tests through e2e/playwright.config.ts.`);
    await use(url);
  },
  allowedConsoleErrors: [[], { option: true }],
  browserErrors: async ({ context, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      const { url, lineNumber } = message.location();
      errors.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      errors.push(`uncaught: ${error.stack ?? error.message}`);
    });
    await use(errors);
    expect(errors, 'the browser reported errors').toEqual([]);
  },
  // Depending on browserErrors makes the watch apply to every test that uses a page.
  page: async ({ page, browserErrors: _ }, use) => {
    await use(page);
  },
});

export { expect };
