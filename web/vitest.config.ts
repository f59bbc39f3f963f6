import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // Tests read the contract's sources, like the Vite build does.
    alias: {
      '@haat/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Node by default. A component test (`*.dom.test.tsx`) names jsdom on its first line,
    // `// @vitest-environment jsdom`, and renders with React in that page (decision 050).
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
  },
});
