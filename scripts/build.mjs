// `npm run build`: the server (tsc -b server), then the client (client/build/build.mjs, which
// takes the arguments, e.g. `--logLevel warn`), then the stamp that says which sources this
// build is of (scripts/lib/build-stamp.mjs, decision 075). The sources are hashed before the
// build starts, so an edit made while it runs leaves the stamp behind: never taken as current.
// With `--unless-current` (the browser tests' `npm run test:e2e`), a build whose stamp matches the
// sources is kept as it is: CI builds once, beside the native modules' compilation, and npm test
// reuses that build (decision 075).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildState, dropStamp, sourceHash, writeStamp } from './lib/build-stamp.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** @param {string[]} args */
function node(args) {
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const unlessCurrent = process.argv.includes('--unless-current');
const clientArgs = process.argv.slice(2).filter((arg) => arg !== '--unless-current');

if (unlessCurrent) {
  const { current, builtAt } = buildState();
  if (current) {
    console.log(`The production build of ${builtAt} is of these sources: kept as it is.`);
    process.exit(0);
  }
}
const hash = sourceHash();
dropStamp();
node([path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b', 'server']);
node([path.join(repoRoot, 'client/build/build.mjs'), ...clientArgs]);
writeStamp(hash);
