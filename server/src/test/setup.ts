import { afterEach } from 'vitest';
import { beginTestFile, takeUnexpectedLoggedErrors } from './logged-errors.js';

// Runs before each test file (setup files do, even when files share their modules).
beginTestFile();

// Every server test fails if a test app logged an error the test did not announce with
// `allowLoggedErrors` (test/logged-errors.ts).
afterEach(() => {
  const unexpected = takeUnexpectedLoggedErrors();
  if (unexpected.length > 0) {
    throw new Error(
      `the app logged ${unexpected.length} unexpected error(s):\n${unexpected.map((e) => e.line).join('\n')}`,
    );
  }
});
