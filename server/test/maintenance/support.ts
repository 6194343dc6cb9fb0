import type { CliOutput } from '../../src/cli/cli-support.js';
import { engineEnv } from '../support/engines.js';
import type { TestApp } from '../support/test-app.js';

/** A command's output, kept line by line (what `npm run …` would print on stdout and stderr). */
export function collectOutput(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => void lines.push(line), err: (line) => void errors.push(line) };
}

/**
 * The environment a command runs with, nothing from this process: a running test app's own
 * settings (the same site), or those of a DATA_DIR (with its database and bucket in a run with
 * engines), and quiet logs.
 */
export async function cliEnv(site: TestApp | string): Promise<NodeJS.ProcessEnv> {
  if (typeof site !== 'string') return { ...site.env, LOG_LEVEL: 'silent' };
  return { ...(await engineEnv(site)), DATA_DIR: site, LOG_LEVEL: 'silent' };
}

/** The error a command threw (a CliError for anything the organiser can fix), or undefined. */
export async function failureOf(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}
