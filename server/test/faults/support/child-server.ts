import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const entry = path.join(root, 'server/dist/server.js');

/**
 * Brings server/dist up to date (`tsc -b` is incremental: a no-op when nothing changed).
 * `npm test` runs the unit tests before the build of the browser tests, so these tests
 * cannot count on a build being there.
 */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stderr: () => string;
}

/** Polls `condition` every 20 ms until it holds; fails after `timeoutMs` with `what`. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Spawns the production server on a free loopback port; `ready` waits for /api/health. */
export async function spawnServer(
  dataDir: string,
  clientDir: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, child, exited, stderr: () => errors };
}

/** Waits until the server answers its health route (or fails if it exits first). */
export async function whenReady(server: ChildServer): Promise<void> {
  await waitFor('the server to answer /api/health', async () => {
    if (server.child.exitCode !== null) throw new Error(`server exited at start: ${server.stderr()}`);
    try {
      return (await fetch(`${server.url}/api/health`)).ok;
    } catch {
      return false;
    }
  });
}

/** Registers and logs in a fresh account over HTTP; returns its bearer token. */
export async function signInOverHttp(url: string, email: string): Promise<string> {
  const account = { email, username: `Photographe ${email.split('@')[0] ?? ''}`, password: 'correct horse battery' };
  const post = (route: string, body: unknown) =>
    fetch(`${url}/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('register', account);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = await post('login_check', { email, password: account.password });
  return ((await login.json()) as { token: string }).token;
}

/** POST /api/upload-photo with the given images in images[]. */
export function uploadOverHttp(url: string, token: string, images: Buffer[]): Promise<Response> {
  const form = new FormData();
  images.forEach((image, i) => form.append('images[]', new Blob([image], { type: 'image/jpeg' }), `p${i}.jpg`));
  return fetch(`${url}/api/upload-photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Every file under a folder, relative to it. */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
