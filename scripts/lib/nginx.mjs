// The one way the tests and the bench start nginx: Debian's, in the foreground, from a folder
// of its own (configuration, pid, logs and temporary files there, not in root's
// /var/lib/nginx), stopped as every other child of the tools (child-process.mjs).
/** @import { ChildProcess } from 'node:child_process' */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnStoppable, waitUntil, answers } from './child-process.mjs';
import { ensureNginx } from './debian-packages.mjs';

/**
 * The top of such an nginx.conf: process, pid, error log, events.
 * @param {string} dir
 * @param {{ workerConnections?: number }} [options]
 */
function ownNginxProcess(dir, { workerConnections = 1024 } = {}) {
  // Root (in CI) must say so: nginx would otherwise switch its workers to `nobody`.
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }`;
}

/**
 * nginx's temporary folders, in that folder (for the inside of the `http` block).
 * @param {string} dir
 */
function ownNginxTempPaths(dir) {
  return `client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}

/**
 * @typedef {object} RunningNginx
 * @property {string} dir Its folder (removed by `stop`).
 * @property {ChildProcess} child The master process (its worker is its child).
 * @property {() => string} errors What nginx said on stderr and in its error log so far.
 * @property {() => Promise<void>} stop Stops nginx and removes its folder.
 */

/**
 * Starts nginx with `http(dir)` inside its `http` block (after the MIME types and the
 * temporary folders) and resolves once `probe` answers below 500. The configuration is
 * checked first, so that a mistake in it fails with nginx's own words.
 * @param {{ http: (dir: string) => string, probe: string, workerConnections?: number }} options
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx({ http, probe, workerConnections }) {
  const binary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${ownNginxProcess(dir, { workerConnections })}
http {
  include /etc/nginx/mime.types;
  ${ownNginxTempPaths(dir)}
${http(dir)}
}
`,
  );
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  const errorLog = () =>
    fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
  try {
    execFileSync(binary, ['-t', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { child, stop } = spawnStoppable(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const running = {
    dir,
    child,
    errors: () => `${stderr}${errorLog()}`,
    stop: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntil('nginx', answers(probe), { child, detail: running.errors });
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}
