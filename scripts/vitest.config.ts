import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling (the lint rules that keep the layout), run by `vitest run`.
export default defineConfig({
  test: { name: 'tooling', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
