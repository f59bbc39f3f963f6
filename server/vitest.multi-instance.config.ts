import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The multi-instance suite (server/multi-instance): built servers, PostgreSQL and nginx, started by
// the suite itself. Not part of `npm test`; CI runs it after the API suite on PostgreSQL.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: { '@haat/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'multi-instance',
    include: ['multi-instance/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
