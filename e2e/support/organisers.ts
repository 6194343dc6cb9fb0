import { execFile } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/production-server.mjs';

const run = promisify(execFile);

/**
 * Grants the organiser role as the README says, with the built command on the running
 * server's data (`npm run organiser -- add EMAIL` runs the same file after a build).
 */
export async function grantOrganiser(dataDir: string, email: string): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(repoRoot, 'server/dist/cli/organiser.js'), 'add', email], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}

/** The header's one link to the organisers' home (decision 109), shown to organisers only. */
export const organisationLink = (page: Page): Locator =>
  page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Organisation', exact: true });
