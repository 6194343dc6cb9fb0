import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  repoRoot as root,
  spawnProductionServer,
  waitUntilHealthy,
  type ProductionServer,
} from '../../../../scripts/lib/production-server.mjs';
import { engineEnv } from '../../support/engines.js';

/**
 * Brings server/dist up to date (`tsc -b` is incremental: a no-op when nothing changed).
 * `npm test` runs the unit tests before the build of the browser tests, so these tests
 * cannot count on a build being there. Test files run in parallel and several build: one
 * build at a time, so that none starts a server from a file another build is rewriting.
 */
export async function buildServer(): Promise<void> {
  const release = await buildLock();
  try {
    await promisify(execFile)(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'server'], {
      cwd: root,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`tsc -b server failed:\n${stdout}${stderr}`, { cause: error });
  } finally {
    release();
  }
}

/** A lock file naming its holder's pid (one per checkout), taken over when that process is gone. */
async function buildLock(): Promise<() => void> {
  const file = path.join(
    os.tmpdir(),
    `congres-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`,
  );
  const holderGone = () => {
    let pid: number;
    try {
      pid = Number(fs.readFileSync(file, 'utf8'));
    } catch {
      return false;
    }
    // Empty: its holder is writing its pid right now.
    if (!Number.isInteger(pid) || pid <= 0) return false;
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  };
  await waitFor(
    'the other build of the server',
    () => {
      try {
        fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (holderGone()) fs.rmSync(file, { force: true });
        return false;
      }
    },
    300_000,
  );
  return () => fs.rmSync(file, { force: true });
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

/**
 * Spawns the production server on a free loopback port, quiet, with DATA_DIR's database and
 * bucket in a run with engines (support/engines.ts); `whenReady` waits for it.
 */
export async function spawnServer(
  dataDir: string,
  clientDir: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return spawnProductionServer({
    dataDir,
    env: { ...(await engineEnv(dataDir)), CLIENT_DIR: clientDir, LOG_LEVEL: 'error', ...env },
    quiet: true,
  });
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
