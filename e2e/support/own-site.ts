import type { APIRequestContext } from '@playwright/test';
import { test } from '../fixtures';
import { startServer, type RunningServer } from './server';

export interface OwnSite {
  /** The spec file's own server (its own data folder), started before its first test. */
  server: RunningServer;
  /** Requests to that server (baseURL set). */
  request: APIRequestContext;
}

/**
 * A site of the spec file's own, for tests that see the whole site (the wall goes round every
 * photo, the figures count every screen): on the worker's shared server, other tests' photos
 * and screens would come in between. Call at the top level of the file; read the fields inside
 * tests. `env` adds settings (e.g. WALL_APPROVAL).
 */
export function useOwnSite(env: Record<string, string> = {}): OwnSite {
  const site = {} as OwnSite;
  test.beforeAll(async ({ playwright }) => {
    site.server = await startServer(env);
    site.request = await playwright.request.newContext({ baseURL: site.server.url });
  });
  test.afterAll(async () => {
    await site.request?.dispose();
    await site.server?.stop();
  });
  return site;
}

/**
 * The test runner with a `site` of each test's own (started before it, stopped after): for tests
 * whose publication changes every page of the server it is made on (decisions 082, 087).
 */
export const testOnOwnSite = test.extend<{ site: OwnSite }>({
  site: async ({ playwright }, use) => {
    const server = await startServer();
    const request = await playwright.request.newContext({ baseURL: server.url });
    await use({ server, request });
    await request.dispose();
    await server.stop();
  },
});
