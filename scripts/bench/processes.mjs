// What the bench and the soak start and measure: everything they start is undone at the end
// (cleanupAll), the built server and nginx come from scripts/lib, the figures from /proc.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildUnlessCurrent } from '../lib/build-stamp.mjs';
import { ensureDebianPackage } from '../lib/debian-packages.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { freePort, repoRoot as root, startProductionServer } from '../lib/production-server.mjs';

export { ensureDebianPackage, root };

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

/**
 * The production server (`server/dist/server.js`) on a free loopback port with its own DATA_DIR,
 * stopped at the end; `timeoutMs` bounds its start: a minute, since CI's quick bench runs at a
 * lower priority beside the tests (decision 098), where a start may wait for a free core.
 */
export async function startServer(dataDir, env = {}, timeoutMs = 60_000) {
  const server = await startProductionServer({ dataDir, env, timeoutMs });
  onCleanup(server.stop);
  return { ...server, pid: server.child.pid, dataDir };
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
export async function startStaticNginx({ staticDir, photosDir, siteDir }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const http = `
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  open_file_cache max=1000 inactive=60s;
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
`;
  const nginx = await startNginx({ http: () => http, probe: `${url}/static/` });
  onCleanup(nginx.stop);
  return { url, pid: nginx.child.pid };
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

/** Resident memory of a process now (VmRSS) and its peak so far (VmHWM), in bytes (null: unknown). */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key) => {
    const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : null;
  };
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

/** Peak resident memory of a process so far (VmHWM), in bytes. */
export const peakMemory = (pid) => memoryOf(pid).peak;

/** Resets VmHWM (Linux `clear_refs` 5), so each step reports its own peak; false when refused. */
export function resetPeakMemory(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The production build as deployed (`npm run build`: server, client, prerender, service worker,
 * compressed copies), made unless the one there is already of these sources (decision 075).
 */
export const buildForProduction = () => buildUnlessCurrent(['--logLevel', 'warn']);
