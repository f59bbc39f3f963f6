import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // Tests read the contract's and the demo's sources, so a change there needs no build before `vitest`.
    alias: {
      '@haat/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      '@haat/demo': fileURLToPath(new URL('../demo/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // The demo shop seeded once for the run, copied by each test app (test/seeded-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // API suites each open their own database (a file, or a PostgreSQL database), so two run side by
    // side (the root config's maxWorkers). Files share one module state per worker: no fresh import
    // of the app for every file, about 100 s of a run on two cores. The only state the suites keep at
    // module level, the logged-error collector, is per file (logged-errors.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
