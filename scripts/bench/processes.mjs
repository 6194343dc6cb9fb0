import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackage, ensureNginx } from '../lib/debian-packages.mjs';
import { freePort, repoRoot as root, spawnProductionServer, waitUntilHealthy } from '../lib/production-server.mjs';
import { ownNginxProcess, ownNginxTempPaths } from '../lib/nginx-own.mjs';
import { spawnStoppable, stopGracefully } from '../lib/stoppable-child.mjs';

export { ensureDebianPackage, ensureNginx, root };

/** Everything the bench started, undone in reverse order at the end, on error and on Ctrl-C. */
const cleanups = [];

export function onCleanup(task) {
  cleanups.push(task);
}

export async function cleanupAll() {
  while (cleanups.length > 0) {
    const task = cleanups.pop();
    try {
      await task();
    } catch (error) {
      process.stderr.write(`cleanup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

/** A temporary folder removed at the end. */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Spawns a child that is stopped (SIGTERM, then SIGKILL after 5 s) at the end. */
function spawnTracked(command, args, options) {
  const { child, exited, stop } = spawnStoppable(command, args, options);
  onCleanup(stop);
  return { child, exited };
}

async function waitFor(url, child, what) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} at start.`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 20 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The production server (`server/dist/server.js`) on a free loopback port with its own DATA_DIR. */
export async function startServer(dataDir, env = {}) {
  const server = await spawnProductionServer({ dataDir, env });
  onCleanup(() => stopGracefully(server.child, server.exited));
  await waitUntilHealthy(server);
  return { url: server.url, port: server.port, pid: server.child.pid, dataDir };
}

/**
 * nginx in the foreground (`daemon off`) with a config of its own in a temp folder: one
 * worker (the Node server is one process too), files under /static from `staticDir` and the
 * photos under the same /uploads/photos/ URLs as ours. Precompressed `.gz` files are used
 * for clients that accept gzip (gzip_static): nginx's best case. Every other path is the
 * client's build (`siteDir`) as plain static files, the prerendered pages under their clean
 * URLs (`/programme` is programme.html), text sent as the build's .gz copies or gzipped on
 * the fly: what the pages weigh and how soon they paint when any static server sends the very
 * same files.
 */
export async function startNginx({ staticDir, photosDir, siteDir }) {
  const binary = ensureNginx();
  const dir = tempDir('congres-nginx-');
  const port = await freePort();
  const conf = `
${ownNginxProcess(dir)}
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  open_file_cache max=1000 inactive=60s;
  ${ownNginxTempPaths(dir)}
  server {
    listen 127.0.0.1:${port};
    location /static/ { alias ${staticDir}/; gzip_static on; }
    location /uploads/photos/ { alias ${photosDir}/; expires max; }
    location / {
      root ${siteDir};
      index index.html;
      try_files $uri $uri/ $uri.html /shell.html;
      gzip_static on;
      gzip on;
      gzip_types text/css application/javascript image/svg+xml text/calendar;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const { child } = spawnTracked(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/static/`, child, 'nginx');
  return { url, pid: child.pid };
}

/** CPU time (user + system, in seconds) used so far by a process and its children's threads. */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process and its direct children (nginx's master and its worker). */
export function processTree(pid) {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children === '' ? [] : children.split(/\s+/).map(Number))];
}

/** Peak resident memory of a process so far (VmHWM), in bytes. */
export function peakMemory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

/** Resets VmHWM (Linux `clear_refs` 5), so each step reports its own peak; false when refused. */
export function resetPeakMemory(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Runs a command in the repository, failing loudly. */
export function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}).`);
}
