// `npm run content:todo`: the content values still marked PLACEHOLDER, one line each. Once the
// site's database (DATA_DIR, or DATABASE_URL, read as the server reads them) holds the content,
// the fields of its published version that still hold a marked value: one filled in on /contenu
// is gone from the list (decision 086). Before that, the values of the sources (no build needed).
// With `--check` (the deployment guide's step), it fails when any remain, so that a site is not
// put online with invented facts unless the organiser says so.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { placeholderFields, type CongressContent } from '@congres/contracts';
import { findPlaceholders, placeholderLines } from './placeholder-report.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const marks = findPlaceholders(path.join(repoRoot, 'client', 'src', 'content'), repoRoot);
const check = process.argv.includes('--check');

interface Stored {
  version: number;
  content: CongressContent;
  seed?: CongressContent;
}

/** The stored content, through the server's own code (its settings, its database), or why there is none. */
function readStored(): Stored | { none: string } {
  // No DATABASE_URL and no SQLite file where the server would keep it (its default DATA_DIR is
  // ./data): nothing stored, and no need to start the server's code to learn it.
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if (!process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'congres.sqlite'))) {
    return { none: `no database in ${dataDir}` };
  }
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/published-content.ts')],
    {
      cwd: process.cwd(),
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) {
    process.stderr.write(child.stderr);
    process.exit(child.status ?? 1);
  }
  return JSON.parse(child.stdout) as Stored | { none: string };
}

const stored = readStored();
// The sources' lines (file:line and code) before the content is stored; the fields after.
const report =
  'none' in stored
    ? {
        lines: placeholderLines(marks),
        what: 'content values',
        none: 'No content value is still marked PLACEHOLDER.',
        todo: 'replace them before going live',
        fix: 'Replace them in client/src/content',
      }
    : {
        lines: placeholderFields(stored.content, stored.seed, marks).map(
          ({ path: pointer, value, mark }) =>
            `${pointer}  « ${value} »  (${mark.file}:${mark.line}${mark.note === '' ? '' : `, ${mark.note}`})`,
        ),
        what: `fields of the published content (version ${stored.version})`,
        none: `No field of the published content (version ${stored.version}) is still marked PLACEHOLDER.`,
        todo: 'fill them in on /contenu and publish before going live',
        fix: 'Fill them in on /contenu and publish',
      };
const { lines } = report;

if (lines.length === 0) {
  process.stdout.write(`${report.none}\n`);
} else if (check) {
  process.stderr.write(
    [
      `!! ${lines.length} ${report.what} are still marked PLACEHOLDER: invented facts would go online.`,
      ...lines.map((line) => `  ${line}`),
      `!! ${report.fix}, or deploy anyway with ALLOW_PLACEHOLDERS=true.`,
      '',
    ].join('\n'),
  );
  process.exitCode = process.env.ALLOW_PLACEHOLDERS === 'true' ? 0 : 1;
} else {
  process.stdout.write(
    `${[`${lines.length} ${report.what} are still marked PLACEHOLDER (${report.todo}):`, ...lines.map((line) => `  ${line}`)].join('\n')}\n`,
  );
}
