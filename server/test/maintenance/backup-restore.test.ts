import fs from 'node:fs';
import path from 'node:path';
import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand } from '../../src/cli/backup-command.js';
import { CliError } from '../../src/cli/cli-support.js';
import { restoreCommand } from '../../src/cli/restore-command.js';
import { DATABASE_FILE } from '../../src/plugins/database/open-database.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, publish } from '../moderation/support.js';
import { ON_SQLITE } from '../support/engines.js';
import { readStored, storedPathsOf } from '../support/stored-files.js';
import { filesUnder } from '../support/files.js';
import { startTestApp, tempDir, type TestApp } from '../support/test-app.js';
import { cliEnv, collectOutput, failureOf } from './support.js';

let t: TestApp;
let alice: Member;
let photos: Photo[];
const scratch = tempDir('backups');
beforeAll(async () => {
  // SQLite's online backup is what these commands use (with PostgreSQL they refuse: see below).
  t = await startTestApp(ON_SQLITE);
  alice = await newMember(t.app, 'Alice Martin');
  photos = await publish(t.app, alice.token, 3);
});
afterAll(async () => {
  await t.close();
  scratch.remove();
});

let folders = 0;
/** A path under the scratch folder that does not exist yet. */
const freshPath = (name: string) => path.join(scratch.dir, `${name}-${(folders += 1)}`);

/** A command's settings: the running site's, or a new DATA_DIR's (its own bucket with STORAGE=s3), on SQLite. */
const siteEnv = async (dataDir?: string) => ({ ...(await cliEnv(dataDir ?? t)), ...ON_SQLITE });
const backup = async (target: string, dataDir?: string) =>
  backupCommand([target], collectOutput(), await siteEnv(dataDir));
const restore = async (source: string, dataDir: string) =>
  restoreCommand([source], collectOutput(), await siteEnv(dataDir));

async function expectCliError(run: Promise<unknown>, exitCode: number, message: string | RegExp): Promise<void> {
  const error = await failureOf(run);
  expect(error).toBeInstanceOf(CliError);
  expect(error).toMatchObject({ exitCode });
  if (typeof message === 'string') expect((error as CliError).message).toBe(message);
  else expect((error as CliError).message).toMatch(message);
}

describe('npm run backup and npm run restore (in process, the server running)', () => {
  it('backs up into a new private folder and restores into an empty DATA_DIR that a server can start on', async () => {
    const target = freshPath('sauvegarde');
    const output = collectOutput();
    await backupCommand([target], output, await siteEnv());
    expect(output.lines).toEqual([
      `Sauvegarde terminée dans ${target} : 1 compte, 3 photos, 0 diapositive (PDF), 0 image du contenu.`,
    ]);
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);
    expect(JSON.parse(fs.readFileSync(path.join(target, 'backup.json'), 'utf8'))).toMatchObject({
      format: 1,
      users: 1,
      photos: 3,
      deletedDuringBackup: 0,
    });
    // Every file of each photo: the JPEG, its lightbox copy, both thumbnails (WebP and AVIF).
    const expectedFiles = photos.flatMap((photo) => storedPathsOf(photo).map((name) => path.join('photos', name)));
    expect(expectedFiles).toHaveLength(photos.length * 4);
    expect(filesUnder(target).filter((file) => file.startsWith('photos'))).toEqual(expectedFiles.sort());
    // No WAL beside the copy: it is one plain file.
    expect(filesUnder(target).filter((file) => file.startsWith(DATABASE_FILE))).toEqual([DATABASE_FILE]);

    const restored = freshPath('restaure');
    const restoreOutput = collectOutput();
    await restoreCommand([target], restoreOutput, await siteEnv(restored));
    expect(restoreOutput.lines[0]).toMatch(
      new RegExp(
        `^Restauration terminée dans ${restored} : 3 photos, 0 diapositive \\(PDF\\), 0 image du contenu \\(sauvegarde du \\d{4}-\\d{2}-\\d{2}T`,
      ),
    );

    const second = await startTestApp({ DATA_DIR: restored, ...ON_SQLITE });
    try {
      const listed = (await second.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>();
      expect(listed.map((photo) => [photo.id, photo.filename, photo.username])).toEqual(
        photos.map((photo) => [photo.id, photo.filename, 'Alice Martin']),
      );
      for (const photo of photos) {
        const res = await second.app.inject({ method: 'GET', url: `/uploads/photos/${photo.filename}` });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals((await readStored(t.app, 'full', photo.filename)) ?? Buffer.alloc(0))).toBe(true);
        const avif = await second.app.inject({ method: 'GET', url: `/uploads/photos/thumbs/${photo.thumbnailAvif}` });
        expect(avif.headers['content-type']).toBe('image/avif');
        expect(
          avif.rawPayload.equals((await readStored(t.app, 'thumb', `${photo.thumbnailAvif}`)) ?? Buffer.alloc(0)),
        ).toBe(true);
      }
      // The signing key came along: Alice's session goes on.
      const account = await second.app.inject({ method: 'GET', url: '/api/account', headers: bearer(alice.token) });
      expect(account.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('leaves out of the backup a photo whose files went after the database was copied', async () => {
    // What a deletion between the database snapshot and the copy of the files leaves.
    const [gone] = await publish(t.app, alice.token);
    if (!gone) throw new Error('no photo published');
    await t.app.photos.files.remove('full', gone.filename);
    const target = freshPath('sans-la-photo');
    const output = collectOutput();
    await backupCommand([target], output, await siteEnv());
    expect(output.lines[0]).toBe(
      `Sauvegarde terminée dans ${target} : 1 compte, 3 photos (1 supprimée(s) pendant la sauvegarde, laissée(s) de côté), 0 diapositive (PDF), 0 image du contenu.`,
    );
    const restored = freshPath('restaure');
    await restore(target, restored);
    const second = await startTestApp({ DATA_DIR: restored, ...ON_SQLITE });
    try {
      const listed = (await second.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>();
      expect(listed.map((photo) => photo.id)).toEqual(photos.map((photo) => photo.id));
    } finally {
      await second.close();
      await t.app.photos.store.remove(gone.id);
    }
  });
});

describe('what backup and restore refuse, in French', () => {
  it('backup refuses a target folder that is not empty, and writes nothing into it', async () => {
    const target = freshPath('occupe');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'notes.txt'), 'à garder');
    await expectCliError(
      backup(target),
      1,
      `Le dossier « ${target} » n’est pas vide : choisissez un dossier neuf pour chaque sauvegarde.`,
    );
    expect(filesUnder(target)).toEqual(['notes.txt']);
  });

  it('backup refuses a DATA_DIR without the site’s database', async () => {
    const empty = tempDir('no-site');
    try {
      await expectCliError(
        backup(freshPath('rien'), empty.dir),
        1,
        `Aucune base de données du site dans DATA_DIR (« ${empty.dir} ») : rien à sauvegarder.`,
      );
    } finally {
      empty.remove();
    }
  });

  it('restore refuses a folder that is not a whole backup (no backup.json)', async () => {
    const target = freshPath('incomplete');
    await backup(target);
    fs.rmSync(path.join(target, 'backup.json'));
    const dataDir = freshPath('vide');
    await expectCliError(
      restore(target, dataDir),
      1,
      `« ${target} » n’est pas une sauvegarde complète (backup.json ou la base de données manque).`,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('restore never writes over data: a DATA_DIR that is not empty is refused and left as it was', async () => {
    const target = freshPath('bonne');
    await backup(target);
    const before = filesUnder(t.dataDir);
    await expectCliError(
      restore(target, t.dataDir),
      1,
      /^DATA_DIR \(« .* »\) n’est pas vide : une restauration ne remplace jamais des données\./,
    );
    expect(filesUnder(t.dataDir)).toEqual(before);
    // The running server did not notice.
    expect((await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>()).toHaveLength(3);
  });

  it('restore refuses a backup whose photo files are missing, and leaves DATA_DIR empty', async () => {
    const target = freshPath('abimee');
    await backup(target);
    const [first] = photos;
    if (!first) throw new Error('no photo');
    fs.rmSync(path.join(target, 'photos', first.filename));
    const dataDir = freshPath('vide');
    await expectCliError(restore(target, dataDir), 1, 'La sauvegarde est incomplète : 1 photo(s) sans leur fichier.');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses both with DATABASE_URL, pointing to PostgreSQL’s own tools', async () => {
    const onPostgres = {
      ...(await cliEnv(t)),
      DATABASE_URL: 'postgres://congres@127.0.0.1:5432/congres',
      JWT_SECRET: 'a'.repeat(32),
    };
    await expectCliError(backupCommand([freshPath('pg')], collectOutput(), onPostgres), 2, /pg_dump/);
    await expectCliError(restoreCommand([freshPath('pg')], collectOutput(), onPostgres), 2, /pg_restore/);
  });

  it.each([
    [
      'backup without a folder',
      async () => backupCommand([], collectOutput(), await siteEnv()),
      /^Usage : npm run backup -- DOSSIER/,
    ],
    [
      'backup with two folders',
      async () => backupCommand(['a', 'b'], collectOutput(), await siteEnv()),
      /^Usage : npm run backup/,
    ],
    [
      'restore without a folder',
      async () => restoreCommand([], collectOutput(), await siteEnv()),
      /^Usage : npm run restore -- DOSSIER/,
    ],
  ])('%s: the usage, exit code 2', async (_what, run, usage) => {
    await expectCliError(run(), 2, usage);
  });
});
