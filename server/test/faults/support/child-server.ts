import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  repoRoot as root,
  spawnProductionServer,
  waitUntilHealthy,
  type ProductionServer,
} from '../../../../scripts/lib/production-server.mjs';

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

export type ChildServer = ProductionServer;

/** Polls `condition` every 20 ms until it holds; fails after `timeoutMs` with `what`. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Spawns the production server on a free loopback port, quiet; `whenReady` waits for it. */
export function spawnServer(
  dataDir: string,
  clientDir: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return spawnProductionServer({ dataDir, env: { CLIENT_DIR: clientDir, LOG_LEVEL: 'error', ...env }, quiet: true });
}

/** Waits until the server answers its health route (or fails if it exits first). */
export function whenReady(server: ChildServer): Promise<void> {
  return waitUntilHealthy(server, 30_000);
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
