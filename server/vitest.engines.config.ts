import { defineConfig } from 'vitest/config';
import server from './vitest.config.ts';
import { ENGINE_FREE, ON_ENGINES } from './test/engine-tests.ts';

// `npm run test:engines`: the server tests that touch an engine (test/engine-tests.ts says which
// and why), run again on the engines scripts/with-engines.mjs started (decision 075).
const include = Object.keys(ON_ENGINES).map((entry) => (entry.endsWith('/') ? `${entry}**/*.test.ts` : entry));
// Said before the run, which then lists every file it ran.
process.stdout.write(
  `[engines] the server tests that touch an engine, again on the engines: ${include.join(' ')}\n` +
    `[engines] engine-free, run once by npm test: ${Object.keys(ENGINE_FREE).join(' ')}\n`,
);

export default defineConfig({
  ...server,
  root: import.meta.dirname,
  // Two cores: two workers, as the root configuration says for `vitest run`.
  test: { ...server.test, name: 'server-engines', include, maxWorkers: 2 },
});
