import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the two-instance test, on its own (it starts PostgreSQL, Redis, an S3
// server, two built servers and nginx); `.ci/run` runs it after `npm test`.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
