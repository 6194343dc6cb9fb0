// One way for the tools to start, wait for and stop a process of their own (the built server,
// nginx, the engines): spawned with a promise of its exit, waited for until it answers, and
// stopped with SIGTERM, then SIGKILL if it is still there after 5 s, done once it has exited.
/** @import { ChildProcess, SpawnOptions } from 'node:child_process' */
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * Stops `child` (whose exit `exited` resolves on): SIGTERM, SIGKILL after 5 s; nothing if already gone.
 * @param {ChildProcess} child
 * @param {Promise<unknown>} exited
 * @returns {Promise<void>}
 */
export async function stopGracefully(child, exited) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * @typedef {object} StoppableChild
 * @property {ChildProcess} child
 * @property {Promise<number | null>} exited Resolves with the exit code (null when killed by a signal).
 * @property {() => Promise<void>} stop See stopGracefully.
 */

/**
 * Spawns a child with a promise of its exit and a `stop` (see stopGracefully).
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnOptions} options
 * @returns {StoppableChild}
 */
export function spawnStoppable(command, args, options) {
  const child = spawn(command, args, options);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stop: () => stopGracefully(child, exited) };
}

/**
 * Polls `probe` every 50 ms until it holds. Fails as soon as `child` has exited (with
 * `detail()`, what it said) or after `timeoutMs`; `what` names the process in the errors.
 * @param {string} what
 * @param {() => Promise<boolean>} probe
 * @param {{ child?: ChildProcess, timeoutMs?: number, detail?: () => string }} [options]
 * @returns {Promise<void>}
 */
export async function waitUntil(what, probe, { child, timeoutMs = 20_000, detail = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Ended by itself (a code) or by a signal (killed from outside: no code then).
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      const end = child.exitCode !== null ? `with code ${child.exitCode}` : `on ${child.signalCode}`;
      throw new Error(`${what} exited ${end} at start. ${detail()}`.trim());
    }
    if (await probe()) return;
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer within ${timeoutMs / 1000} s. ${detail()}`.trim());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How long one probe waits for its answer. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * A probe for waitUntil: `url` answers with a status `ok` accepts (by default any below 500,
 * redirects not followed), within `timeoutMs`.
 * @param {string} url
 * @param {(status: number) => boolean} [ok]
 * @param {number} [timeoutMs]
 * @returns {() => Promise<boolean>}
 */
export const answers =
  (url, ok = (status) => status < 500, timeoutMs = PROBE_TIMEOUT_MS) =>
  async () => {
    try {
      // Bounded: a connection that hangs (a socket kept from a process gone from that port, a
      // listener that never answers) is dropped and the next probe opens another, rather than
      // holding the wait past its end.
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      return ok(res.status);
    } catch {
      return false; // Not listening yet.
    }
  };

/**
 * A probe for waitUntil: something accepts TCP connections on the loopback port.
 * @param {number} port
 * @returns {() => Promise<boolean>}
 */
export const listens = (port) => () =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
