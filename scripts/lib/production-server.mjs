// Starting the production build (`server/dist/server.js`, as `npm start` runs it) on a free
// loopback port: one piece for the browser tests, the fault tests, the soak, the screenshot
// and the bench.
/** @import { ChildProcess } from 'node:child_process' */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildState } from './build-stamp.mjs';
import { answers, spawnStoppable, waitUntil } from './child-process.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A port the system says is free right now (loopback only).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} ProductionServerOptions
 * @property {string} dataDir
 * @property {Record<string, string>} [env] Added to (and overriding) the defaults: HOST, PORT, DATA_DIR, PUBLIC_URL, LOG_LEVEL=warn.
 * @property {boolean} [quiet] Hide the server's output (its stderr is still kept for `stderr()`).
 * @property {boolean} [keepStdout] Keep the server's log (stdout) for `stdout()` rather than showing it.
 * @property {number} [port] The port to listen on (a restarted server keeps its origin); a free one when absent.
 * @property {number} [timeoutMs] How long startProductionServer waits for it to answer (60 s).
 */

/**
 * @typedef {object} ProductionServer
 * @property {string} url
 * @property {number} port
 * @property {ChildProcess} child
 * @property {Promise<number | null>} exited Resolves with the exit code (null when killed by a signal).
 * @property {() => Promise<void>} stop SIGTERM, SIGKILL after 5 s (child-process.mjs).
 * @property {() => string} stderr Everything the server wrote to stderr so far.
 * @property {() => string} stdout Everything the server wrote to stdout so far, when started with `keepStdout`.
 */

/**
 * Spawns the built server on `port` (else a free one) with the given DATA_DIR; does not wait
 * for it. Its stderr is always kept (for error messages); `quiet` hides its output from ours;
 * `keepStdout` keeps its log (stdout) for `stdout()` instead of showing it.
 * @param {ProductionServerOptions} options
 * @returns {Promise<ProductionServer>}
 */
export async function spawnProductionServer({ dataDir, env = {}, quiet = false, keepStdout = false, port: wanted }) {
  const port = wanted ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const { child, exited, stop } = spawnStoppable(process.execPath, [path.join(repoRoot, 'server/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', keepStdout ? 'pipe' : quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
    if (!quiet) process.stderr.write(chunk);
  });
  return { url, port, child, exited, stop, stderr: () => errors, stdout: () => output };
}

/**
 * Polls /api/health until it answers ok; fails if the server exits first or is too slow. A minute:
 * a loaded or slower host starts it later (decision 113), and one that exits is said at once.
 * @param {ProductionServer} server
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export function waitUntilHealthy(server, timeoutMs = 60_000) {
  return waitUntil(
    'The server',
    answers(`${server.url}/api/health`, (status) => status >= 200 && status < 300),
    {
      child: server.child,
      timeoutMs,
      detail: () => server.stderr(),
    },
  );
}

/**
 * Spawns the built server and waits until it answers.
 * @param {ProductionServerOptions} options
 * @returns {Promise<ProductionServer>}
 */
export async function startProductionServer(options) {
  const server = await spawnProductionServer(options);
  try {
    await waitUntilHealthy(server, options.timeoutMs);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * @typedef {object} RunningServer
 * @property {string} url
 * @property {string} dataDir
 * @property {() => Promise<void>} stop Stops the server and removes its DATA_DIR.
 */

/**
 * Starts the production build on a free port with a fresh DATA_DIR (removed by `stop`), and
 * waits until it answers its health route: the browser tests' server and the screenshot's.
 * @param {Record<string, string>} [env]
 * @param {number} [timeoutMs] How long it may take to answer (60 s; the browser tests give a slower host more).
 * @returns {Promise<RunningServer>}
 */
export async function startServer(env = {}, timeoutMs = 60_000) {
  // A build of other sources would test what no longer is (decision 075).
  if (!buildState().current) {
    throw new Error('No production build of these sources: run `npm run build` (npm run test:e2e does it).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-e2e-'));
  const server = await startProductionServer({ dataDir, env, timeoutMs });
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
