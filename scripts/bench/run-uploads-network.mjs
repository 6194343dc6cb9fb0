// `node scripts/bench/run-uploads-network.mjs [--quick] [--no-build]`: section 12 of the bench
// alone (uploads-network.mjs): builds, measures, and rewrites that section of
// docs/benchmarks.md in place (appended when absent), leaving every other section as it is.
// --quick checks that every figure was produced and writes its report to a temp file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildForProduction, cleanupAll, root, startServer, tempDir } from './processes.mjs';
import { addUploadsNetworkFigures, renderUploadsNetwork } from './uploads-network-report.mjs';

const quick = process.argv.includes('--quick');
const HEADING = '## 12. ';
const log = (message) => process.stdout.write(`[bench] ${message}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanupAll().finally(() => process.exit(130));
  });
}

/** `doc` with its section 12 replaced by `section` (up to the next `## ` heading), or appended. */
function withSection(doc, section) {
  const start = doc.indexOf(`\n${HEADING}`);
  if (start === -1) return `${doc.trimEnd()}\n\n${section}`;
  const next = doc.indexOf('\n## ', start + 1);
  return `${doc.slice(0, start + 1)}${section}${next === -1 ? '' : `\n${doc.slice(next + 1)}`}`;
}

try {
  if (!process.argv.includes('--no-build')) {
    log('building for production (npm run build)');
    buildForProduction();
  }
  const { measureUploadsNetwork } = await import('./uploads-network.mjs');
  const results = { uploadsNetwork: await measureUploadsNetwork({ startServer, tempDir, quick, log }) };
  fs.writeFileSync(path.join(os.tmpdir(), 'congres-bench-uploads-network.json'), JSON.stringify(results, null, 2));
  const missing = [];
  addUploadsNetworkFigures(results, (name, value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) missing.push(name);
  });
  if (missing.length > 0) throw new Error(`figures missing: ${missing.join(', ')}`);
  const section = renderUploadsNetwork(results).join('\n');
  const target = quick
    ? path.join(os.tmpdir(), `congres-benchmarks-network-quick-${process.pid}.md`)
    : path.join(root, 'docs/benchmarks.md');
  fs.writeFileSync(target, quick ? section : withSection(fs.readFileSync(target, 'utf8'), section));
  log(`section written to ${target}`);
  await cleanupAll();
} catch (error) {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  await cleanupAll();
  process.exit(1);
}
