import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace's unit and API tests; browser journeys live in e2e/.
export default defineConfig({
  test: {
    projects: [
      'contract',
      'demo',
      'server',
      'web',
      // The repository's own scripts (build and CI helpers).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
    // Two files at once, where vitest's default on a two-core machine is one: the API suites spend
    // much of their time waiting on their database and the servers they start (CI: the SQLite and
    // PostgreSQL runs took about 400 and 540 s one file at a time, about 170 and 300 s two at a time).
    maxWorkers: 2,
  },
});
