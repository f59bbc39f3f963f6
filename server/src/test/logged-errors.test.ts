import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowLoggedErrors,
  beginTestFile,
  errorCollector,
  takeUnexpectedLoggedErrors,
} from './logged-errors.js';
import { createTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => app.cleanup());

describe('errors a test app logs', () => {
  it('are caught for the check after each test (which would fail this one if not taken here)', () => {
    app.log.error(new Error('a write failed in the background'), 'background write failed');
    app.log.warn('only a warning');
    const caught = takeUnexpectedLoggedErrors();
    expect(caught.map((error) => error.message)).toEqual([
      'background write failed a write failed in the background',
    ]);
  });

  it('pass when the test announced them', () => {
    allowLoggedErrors(/provoked on purpose/);
    app.log.error('provoked on purpose');
    expect(takeUnexpectedLoggedErrors()).toEqual([]);
  });
});

// Last in this file: it starts a new "file", after which this file's app no longer reports.
describe('errors an app of a finished test file logs', () => {
  it('are left out: the suites share modules across files, and a late line is not the next test’s', () => {
    const errorLine = `${JSON.stringify({ level: 50, msg: 'late retry failed' })}\n`;
    const finishedFiles = errorCollector();
    beginTestFile();
    finishedFiles.write(errorLine);
    expect(takeUnexpectedLoggedErrors()).toEqual([]);
    errorCollector().write(errorLine);
    expect(takeUnexpectedLoggedErrors().map((error) => error.message)).toEqual(['late retry failed']);
  });
});
