import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { slowedBrowser } from './support/cpu-slowdown';
import { startServer, type RunningServer } from './support/server';

/**
 * axe on `page`, as every browser test runs it: in the page itself ("legacy mode"), not through
 * the blank page @axe-core/playwright otherwise opens for each check to gather the frames'
 * results, and keeping only the violations. The same rules on the same DOM and its same-origin
 * frames, for about a third of the cost (the browser tests' largest single cost after page
 * loads, decision 075); frames of other origins (the map's third party) are not ours to fix.
 * e2e/axe-check.spec.ts shows it still fails on a violation.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

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

export { expect };
