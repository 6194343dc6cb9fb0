import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Photo, UploadResult } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/lib/production-server.mjs';
import { restoreCommand } from '../../src/cli/restore-command.js';
import {
  buildServer,
  signInOverHttp,
  spawnServer,
  uploadOverHttp,
  waitFor,
  whenReady,
  type ChildServer,
} from '../faults/support/child-server.js';
import { noisyJpeg } from '../gallery/support/images.js';
import { fakeClientBuild, tempDir } from '../support/test-app.js';
import { ON_SQLITE } from '../support/engines.js';
import { cliEnv, collectOutput } from './support.js';

const client = tempDir('backup-client');
const clientDir = fakeClientBuild(client.dir);
const scratch = tempDir('backup-during-uploads');
const running: ChildServer[] = [];
/** Distinct photos heavy enough that the burst of uploads lasts well beyond the backup's start. */
let images: Buffer[];
const PER_ACCOUNT = 5;

beforeAll(async () => {
  await buildServer();
  images = await Promise.all(Array.from({ length: PER_ACCOUNT * 3 }, () => noisyJpeg(1000, 750)));
}, 300_000);
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  client.remove();
  scratch.remove();
});

async function start(dataDir: string): Promise<ChildServer> {
  // SQLite's online backup is what is tested; the photos are in the run's storage (folder or bucket).
  const server = await spawnServer(dataDir, clientDir, ON_SQLITE);
  running.push(server);
  await whenReady(server);
  return server;
}

async function bytesOf(url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('npm run backup while uploads go on, then npm run restore into a new folder', () => {
  it('finds, on a server started on the restored data, every photo answered 201 before the backup began', async () => {
    const original = path.join(scratch.dir, 'data');
    const first = await start(original);
    const tokens = await Promise.all([1, 2, 3].map((n) => signInOverHttp(first.url, `sauvegarde${n}@exemple.fr`)));

    // A continuous burst: three accounts, each uploading its photos one after the other.
    const confirmed: Photo[] = [];
    const statuses: number[] = [];
    let finishedUploads = 0;
    const burst = tokens.map(async (token, account) => {
      for (let i = 0; i < PER_ACCOUNT; i += 1) {
        const res = await uploadOverHttp(first.url, token, [images[account * PER_ACCOUNT + i] ?? Buffer.alloc(0)]);
        statuses.push(res.status);
        if (res.status === 201) confirmed.push(...((await res.json()) as UploadResult).published);
        finishedUploads += 1;
      }
    });
    await waitFor('a few uploads to be confirmed', () => confirmed.length >= 4);
    // Recorded strictly before the backup starts.
    const beforeBackup = [...confirmed];
    const uploadsLeftAtBackup = images.length - finishedUploads;

    const target = path.join(scratch.dir, 'sauvegarde');
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'server/dist/cli/backup.js'), target],
      { cwd: repoRoot, env: { ...process.env, ...(await cliEnv(original)), ...ON_SQLITE } },
    );
    expect(stderr).toBe('');
    expect(stdout).toMatch(new RegExp(`^Sauvegarde terminée dans ${target} : 3 comptes, \\d+ photos?`));
    await Promise.all(burst);
    // The backup did run during the burst, and the burst went through without an error.
    expect(uploadsLeftAtBackup).toBeGreaterThan(0);
    expect(statuses).toEqual(images.map(() => 201));

    const restored = path.join(scratch.dir, 'restauree');
    const output = collectOutput();
    await restoreCommand([target], output, { ...(await cliEnv(restored)), ...ON_SQLITE });
    expect(output.lines[0]).toMatch(
      /^Restauration terminée dans .* : \d+ photos?, 0 diapositive \(PDF\), 0 image du contenu \(sauvegarde du /,
    );

    const second = await start(restored);
    const listed = (await (await fetch(`${second.url}/api/photos`)).json()) as Photo[];
    const byId = new Map(listed.map((photo): [number, Photo] => [photo.id, photo]));
    expect(beforeBackup.length).toBeGreaterThanOrEqual(4);
    for (const photo of beforeBackup) {
      const copy = byId.get(photo.id);
      expect(copy, `photo ${photo.id}`).toBeDefined();
      expect(copy?.filename).toBe(photo.filename);
      expect(copy?.thumbnail).toBe(photo.thumbnail);
      for (const file of [`/uploads/photos/${photo.filename}`, `/uploads/photos/thumbs/${photo.thumbnail}`]) {
        const [was, is] = await Promise.all([bytesOf(`${first.url}${file}`), bytesOf(`${second.url}${file}`)]);
        expect(was.status).toBe(200);
        expect(is.status, file).toBe(200);
        expect(is.bytes.equals(was.bytes), file).toBe(true);
      }
    }
    // Nothing invented: every restored photo is one the first server has, with both its files.
    const originals = new Set(
      ((await (await fetch(`${first.url}/api/photos`)).json()) as Photo[]).map((p) => p.filename),
    );
    for (const photo of listed) {
      expect(originals.has(photo.filename)).toBe(true);
      for (const file of [`/uploads/photos/${photo.filename}`, `/uploads/photos/thumbs/${photo.thumbnail}`]) {
        expect((await bytesOf(`${second.url}${file}`)).status, file).toBe(200);
      }
    }
    // The sessions came along with the signing key.
    const account = await fetch(`${second.url}/api/account`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    expect(account.status).toBe(200);

    for (const server of [first, second]) {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 120_000);

  it('the built commands print their French refusals alone and exit with their code', async () => {
    const run = (script: string, args: string[], env: Record<string, string>) =>
      promisify(execFile)(process.execPath, [path.join(repoRoot, 'server/dist/cli', script), ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...ON_SQLITE, ...env },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const empty = path.join(scratch.dir, 'vide');
    fs.mkdirSync(empty);
    const usage = await run('organiser.js', [], { DATA_DIR: empty });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Usage : npm run organiser -- add EMAIL/);
    const noSite = await run('backup.js', [path.join(scratch.dir, 'rien')], { DATA_DIR: empty });
    expect(noSite.code).toBe(1);
    expect(noSite.stderr).toBe(`Aucune base de données du site dans DATA_DIR (« ${empty} ») : rien à sauvegarder.\n`);
    const notBackup = await run('restore.js', [empty], { DATA_DIR: path.join(scratch.dir, 'neuf') });
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toBe(
      `« ${empty} » n’est pas une sauvegarde complète (backup.json ou la base de données manque).\n`,
    );
    for (const { stderr } of [usage, noSite, notBackup]) expect(stderr).not.toMatch(/^\s+at /m);
  }, 30_000);
});
