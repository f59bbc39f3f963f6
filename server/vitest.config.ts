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
    // API suites each open their own database file; several at once keep the run short on two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
