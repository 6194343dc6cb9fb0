import { test as base, expect, type Page } from '@playwright/test';
import { axeOn } from './support/axe';
import { slowedBrowser } from './support/cpu-slowdown';
import { startServer, type RunningServer } from './support/server';

interface WorkerFixtures {
  server: RunningServer;
}

interface TestFixtures {
  /** Runs axe on the page as it is now and fails on any violation. */
  expectNoAxeViolations: (page: Page) => Promise<void>;
}

/** Each worker gets its own production server and data folder; tests use `baseURL`. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // E2E_CPU_SLOWDOWN=N: every page of every context slowed N times (decision 113).
  browser: [async ({ browser }, use) => use(slowedBrowser(browser)), { scope: 'worker' }],
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // eslint-disable-next-line no-empty-pattern
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await axeOn(page).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
    });
  },
});

export { axeOn, expect };
