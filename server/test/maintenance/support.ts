import type { CliOutput } from '../../src/cli/cli-support.js';

/** A command's output, kept line by line (what `npm run …` would print on stdout and stderr). */
export function collectOutput(): CliOutput & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => void lines.push(line), err: (line) => void errors.push(line) };
}

/** The environment a command runs with: DATA_DIR only (and quiet logs), nothing from this process. */
export function cliEnv(dataDir: string): NodeJS.ProcessEnv {
  return { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
}

/** The error a command threw (a CliError for anything the organiser can fix), or undefined. */
export async function failureOf(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}
