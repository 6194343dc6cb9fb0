import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Written by the client build (client/build/placeholder-report.ts), beside Vite's manifest. */
const REPORT_FILE = path.join('.vite', 'placeholders.json');

/**
 * Logs, once at start, how many content values of the build are still marked PLACEHOLDER
 * (`npm run content:todo` lists them): a warning when the site is served on an https address
 * (a real deployment, where invented facts must not go online), a plain line otherwise (a
 * local start, a test server). Nothing when the build has no report (an older build).
 */
export function logPlaceholders(log: FastifyBaseLogger, clientDir: string, publicUrl: string): void {
  let count: unknown;
  try {
    count = (JSON.parse(fs.readFileSync(path.join(clientDir, REPORT_FILE), 'utf8')) as { count?: unknown }).count;
  } catch {
    return;
  }
  if (typeof count !== 'number') return;
  if (count === 0) {
    log.info({ placeholders: 0 }, 'no content value is marked PLACEHOLDER');
    return;
  }
  const deployed = publicUrl.startsWith('https:');
  log[deployed ? 'warn' : 'info'](
    { placeholders: count },
    `${count} content values are still marked PLACEHOLDER: npm run content:todo lists them`,
  );
}
