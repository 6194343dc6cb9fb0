// Starting the production build (`server/dist/server.js`, as `npm start` runs it) on a free
// loopback port: one piece for the browser tests, the fault tests, the soak and the bench.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port the system says is free right now (loopback only). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns the built server on `port` (else a free one) with the given DATA_DIR; does not wait
 * for it. Its stderr is always kept (for error messages); `quiet` hides its output from ours;
 * `keepStdout` keeps its log (stdout) for `stdout()` instead of showing it.
 */
export async function spawnProductionServer({ dataDir, env = {}, quiet = false, keepStdout = false, port: wanted }) {
  const port = wanted ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/server.js')], {
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
    output += chunk.toString();
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk.toString();
    if (!quiet) process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, port, child, exited, stderr: () => errors, stdout: () => output };
}

/** Polls /api/health until it answers ok; fails if the server exits first or is too slow. */
export async function waitUntilHealthy(server, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited at start: ${server.stderr()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Spawns the built server and waits until it answers. */
export async function startProductionServer(options) {
  const server = await spawnProductionServer(options);
  await waitUntilHealthy(server);
  return server;
}
