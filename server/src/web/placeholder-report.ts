import fs from 'node:fs';
import path from 'node:path';
import { placeholderFields, type PlaceholderMark } from '@congres/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { storedPublication } from '../domain/content/content-versions.js';
import type { Database } from '../plugins/database/schema.js';

/** Written by the client build (client/build/placeholder-report.ts), beside Vite's manifest. */
const REPORT_FILE = path.join('.vite', 'placeholders.json');

/** The build's report: how many values of the sources are marked, and the marks themselves. */
function readReport(clientDir: string): { count: number; marks: PlaceholderMark[] } | undefined {
  try {
    const report = JSON.parse(fs.readFileSync(path.join(clientDir, REPORT_FILE), 'utf8')) as {
      count?: unknown;
      values?: unknown;
    };
    if (typeof report.count !== 'number') return undefined;
    // An older build's marks carry no literals: they find nothing in a stored content.
    const marks = Array.isArray(report.values)
      ? (report.values as PlaceholderMark[]).filter((mark) => Array.isArray(mark.literals))
      : [];
    return { count: report.count, marks };
  } catch {
    return undefined;
  }
}

/**
 * Logs, once at start, how many content values are still marked PLACEHOLDER (`npm run
 * content:todo` lists them): a warning when the site is served on an https address (a real
 * deployment, where invented facts must not go online), a plain line otherwise. Once the
 * database holds the content, its published version is what counts: a value filled in on
 * /contenu is no longer one (decision 086). Before, the build's count of the sources. Nothing
 * when the build has no report (an older build).
 */
export async function logPlaceholders(
  log: FastifyBaseLogger,
  clientDir: string,
  publicUrl: string,
  db: Kysely<Database>,
): Promise<void> {
  const report = readReport(clientDir);
  if (report === undefined) return;
  const stored = await storedPublication(db);
  const count =
    stored === undefined ? report.count : placeholderFields(stored.content, stored.seed, report.marks).length;
  const where = stored === undefined ? 'content values' : `fields of the published content (version ${stored.version})`;
  if (count === 0) {
    log.info(
      { placeholders: 0 },
      stored === undefined
        ? 'no content value is marked PLACEHOLDER'
        : `no field of the published content (version ${stored.version}) is marked PLACEHOLDER`,
    );
    return;
  }
  const deployed = publicUrl.startsWith('https:');
  log[deployed ? 'warn' : 'info'](
    { placeholders: count },
    `${count} ${where} are still marked PLACEHOLDER: npm run content:todo lists them`,
  );
}
