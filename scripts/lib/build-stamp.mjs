// Whether the production build in server/dist and client/dist was made from the sources as
// they are now (decision 075): `npm run build` (scripts/build.mjs) writes a stamp holding a
// hash of everything the build reads, taken before it starts; the soak and the bench reuse a
// build whose stamp matches the sources and build again otherwise, and the browser tests refuse
// a build of other sources. A hash, not file times: a checkout, a `git stash` or a copy keeps
// or changes times at will, and a build of an edit since undone is still the right one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Not production-server.mjs's: that module checks the build with this one.
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where the stamp lives: beside the built server, never among the files the site serves. */
export const stampFile = path.join(repoRoot, 'server/dist/build-stamp.json');

/**
 * What the build reads: these folders and files, but not what the build or the tools write
 * into them (.gitignore), nor the tests (`test` folders, `*.test.*` files), which no build
 * imports: editing a test leaves the build current.
 */
const INPUTS = ['client', 'server', 'contracts', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const NOT_INPUTS = new Set(['node_modules', 'dist', 'dist-ssr', 'data', 'coverage', 'test-results', 'test']);
/** @param {string} name */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);
/** The settings the client's build reads (client/vite.config.ts). */
const BUILD_SETTINGS = ['API_BASE_URL'];

/** @param {string} entry @param {string[]} files */
function collect(entry, files) {
  const stat = fs.statSync(path.join(repoRoot, entry), { throwIfNoEntry: false });
  if (stat === undefined) return;
  if (stat.isFile()) {
    if (!entry.endsWith('.tsbuildinfo')) files.push(entry);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(path.join(repoRoot, entry))) {
    if (!NOT_INPUTS.has(name) && !isTest(name)) collect(path.join(entry, name), files);
  }
}

/**
 * The hash of every input of the build (its path and bytes) and of the settings it reads.
 * @returns {string}
 */
export function sourceHash() {
  /** @type {string[]} */
  const files = [];
  for (const entry of INPUTS) collect(entry, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/**
 * The stamp of the last build, if there is one and both halves of the build are there.
 * @returns {{ hash: string, builtAt: string } | undefined}
 */
function readStamp() {
  if (
    !fs.existsSync(path.join(repoRoot, 'server/dist/server.js')) ||
    !fs.existsSync(path.join(repoRoot, 'client/dist/index.html'))
  ) {
    return undefined;
  }
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether server/dist and client/dist were built from the sources as they are now.
 * @returns {{ current: boolean, builtAt?: string }}
 */
export function buildState() {
  const stamp = readStamp();
  if (stamp === undefined) return { current: false };
  return { current: stamp.hash === sourceHash(), builtAt: stamp.builtAt };
}

/** Forgets the last build's stamp: called before a build starts, so a failed one is never taken as current. */
export function dropStamp() {
  fs.rmSync(stampFile, { force: true });
}

/**
 * Marks the build as made from the sources whose hash `hash` was taken before it started.
 * @param {string} hash
 */
export function writeStamp(hash) {
  fs.writeFileSync(stampFile, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

/**
 * `npm run build` unless the build is already that of these sources (the soak and the bench
 * after `npm test`, in CI). `args` go to the client's build (`--logLevel warn`).
 * @param {string[]} [args]
 * @param {(message: string) => void} [log]
 */
export function buildUnlessCurrent(args = [], log = (message) => process.stdout.write(`${message}\n`)) {
  const { current, builtAt } = buildState();
  if (current) {
    log(`reusing the production build of ${builtAt}: the sources have not changed since`);
    return;
  }
  const result = spawnSync('npm', ['run', 'build', '--silent', '--', ...args], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status}).`);
}
