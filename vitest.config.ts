import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace's unit and API tests; browser journeys live in e2e/.
export default defineConfig({
  test: {
    projects: ['contract', 'demo', 'server', 'web'],
  },
});
