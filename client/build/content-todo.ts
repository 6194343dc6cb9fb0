// `npm run content:todo`: the content values still marked PLACEHOLDER, one line each, read from
// the sources (no build needed). With `--check` (the deployment guide's step), it fails when any
// remain, so that a site is not put online with invented facts unless the organiser says so.
import path from 'node:path';
import { findPlaceholders, placeholderLines, placeholderSummary } from './placeholder-report.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const values = findPlaceholders(path.join(repoRoot, 'client', 'src', 'content'), repoRoot);
const check = process.argv.includes('--check');

if (values.length === 0) {
  process.stdout.write(`${placeholderSummary(0)}\n`);
} else if (check) {
  process.stderr.write(
    [
      `!! ${values.length} content values are still marked PLACEHOLDER: invented facts would go online.`,
      ...placeholderLines(values).map((line) => `  ${line}`),
      '!! Replace them in client/src/content, or deploy anyway with ALLOW_PLACEHOLDERS=true.',
      '',
    ].join('\n'),
  );
  process.exitCode = process.env.ALLOW_PLACEHOLDERS === 'true' ? 0 : 1;
} else {
  process.stdout.write(
    `${[`${values.length} content values are still marked PLACEHOLDER (replace them before going live):`, ...placeholderLines(values).map((line) => `  ${line}`)].join('\n')}\n`,
  );
}
