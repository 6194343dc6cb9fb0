import { contractsSourceAliases } from '../contracts/source-aliases.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: contractsSourceAliases,
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // With engines (scripts/with-engines.mjs), each file drops the databases it made.
    setupFiles: ['test/support/engines-setup.ts'],
    testTimeout: 20_000,
    // One module graph per worker, not per file (decision 075): each file builds its own app on
    // its own data folder, so nothing is shared but the imports, which were a third of the run.
    // Checked with the files in shuffled orders (`--sequence.shuffle.files`).
    isolate: false,
  },
});
