import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@congres/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // With engines (scripts/with-engines.mjs), each file drops the databases it made.
    setupFiles: ['test/support/engines-setup.ts'],
    testTimeout: 20_000,
  },
});
