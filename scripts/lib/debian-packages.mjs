// Debian programs the tests and the bench run as their own servers (nginx, wrk, PostgreSQL,
// Redis): installed with apt-get when missing, never configured system-wide.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * A program from Debian's packages, installed when missing (as root: nothing here ever asks
 * for a password). Returns its path. `afterInstall` runs once, after a fresh install.
 * @param {string} pkg
 * @param {string[]} binaries
 * @param {() => void} [afterInstall]
 * @returns {string}
 */
export function ensureDebianPackage(pkg, binaries, afterInstall = () => {}) {
  const found = binaries.find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error(`${pkg} is missing: run \`apt-get install -y ${pkg}\` as root.`);
  process.stdout.write(`Installing Debian ${pkg}...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  }
  const installed = binaries.find((file) => fs.existsSync(file));
  if (result.status !== 0 || !installed) throw new Error(`apt-get install ${pkg} failed.`);
  afterInstall();
  return installed;
}

/** Debian's nginx; the package starts a system service, which is stopped (we run our own). */
export const ensureNginx = () =>
  ensureDebianPackage('nginx', ['/usr/sbin/nginx', '/usr/bin/nginx'], () => {
    spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
  });

/** The newest installed PostgreSQL's programs folder (Debian keeps initdb and pg_ctl off the PATH). */
function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(`${root}/${version}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? `${root}/${versions[0]}/bin` : undefined;
}

/**
 * Debian's PostgreSQL server programs. The package creates and may start a cluster of its own
 * (`main`); it is left alone: the tests start their own server in a temporary folder.
 */
export function ensurePostgres() {
  if (postgresBinDir() === undefined) ensureDebianPackage('postgresql', ['/usr/lib/postgresql']);
  const bin = postgresBinDir();
  if (bin === undefined) throw new Error('PostgreSQL installed, but no initdb under /usr/lib/postgresql/*/bin.');
  return { initdb: `${bin}/initdb`, pgCtl: `${bin}/pg_ctl` };
}

/** Debian's redis-server (the package does not start it here; a system one would be left alone). */
export const ensureRedis = () => ensureDebianPackage('redis-server', ['/usr/bin/redis-server']);
