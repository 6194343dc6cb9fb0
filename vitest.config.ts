import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project has its own environment.
export default defineConfig({
  test: {
    // Two cores: two workers (argon2 and sharp are CPU-bound).
    maxWorkers: 2,
    projects: [
      'client/vite.config.ts',
      'server/vitest.config.ts',
      'contracts/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
