import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A port the system says is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production build (`server/dist/server.js`, as `npm start` runs it) on a free
 * port with a fresh DATA_DIR, and waits until it answers its health route.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(root, 'server/dist/server.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'client/dist/index.html'))) {
    throw new Error('No production build: run `npm run build` (npm run test:e2e does it).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} at start.`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The server did not answer within 20 s.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
