import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SQLite } from '../plugins/database/sqlite-binding.js';
import { JWT_SECRET_FILE } from '../plugins/auth/signing-key.js';
import { DATABASE_FILE } from '../plugins/database/open-database.js';
import { createPhotoFiles } from '../domain/photos/create-photo-files.js';
import type { StoredFile } from '../domain/photos/photo-files.js';
import { filesOf } from '../domain/photos/photo-store.js';
import { copyContentUploads, type ContentCopy } from './backup-content.js';
import { createPrivateFolder, isEmptyOrMissing, layout, photoFileRows, type BackupManifest } from './backup-files.js';
import { CliError, cliConfig, countOf, refuseWithPostgres, type CliOutput } from './cli-support.js';

const USAGE = 'Usage : npm run backup -- DOSSIER   (un dossier vide ou qui n’existe pas encore)';
/** Pages copied per step of SQLite's backup: all of them, so the copy is one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;

/**
 * `npm run backup -- DIR`: a consistent copy of the site while it runs and uploads go on. The
 * database first, with SQLite's online backup (one read transaction: a snapshot); then the files
 * of every photo that snapshot lists, from the photo storage (the folder or the bucket). Files are written before their row is committed, so every
 * listed photo has its files, unless it was deleted after the snapshot: then its row is dropped
 * from the copy too. Photos published after the snapshot are in the next backup. Then the slides
 * PDFs and content images that any version or the draft of that snapshot names (never deleted
 * by the site, so all there unless lost from the storage: then listed, and the backup says so).
 */
export async function backupCommand(args: string[], output: CliOutput, env: NodeJS.ProcessEnv = process.env) {
  const [target, ...rest] = args;
  if (target === undefined || rest.length > 0) throw new CliError(USAGE, 2);
  const dir = path.resolve(target);
  const config = cliConfig(env);
  refuseWithPostgres(config, 'backup');
  const sourceFile = path.join(config.dataDir, DATABASE_FILE);
  if (!fs.existsSync(sourceFile)) {
    throw new CliError(`Aucune base de données du site dans DATA_DIR (« ${config.dataDir} ») : rien à sauvegarder.`);
  }
  if (!isEmptyOrMissing(dir)) {
    throw new CliError(`Le dossier « ${dir} » n’est pas vide : choisissez un dossier neuf pour chaque sauvegarde.`);
  }
  createPrivateFolder(dir);
  const folders = layout(dir);
  for (const folder of [folders.thumbs, folders.slides, folders.content]) fs.mkdirSync(folder, { recursive: true });

  const copyFile = path.join(dir, DATABASE_FILE);
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copyFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }

  const copy = new SQLite(copyFile);
  let deleted = 0;
  let content: ContentCopy;
  try {
    const photos = photoFileRows(copy);
    const files = await createPhotoFiles(config);
    const drop = copy.prepare('DELETE FROM photos WHERE id = ?');
    try {
      await files.prepare();
      for (const photo of photos) {
        const wanted = filesOf(photo);
        const opened: (StoredFile | undefined)[] = [];
        for (const file of wanted) opened.push(await files.open(file.kind, file.name));
        if (opened.includes(undefined)) {
          // Deleted since the snapshot: the backup forgets it as the site did.
          for (const file of opened) file?.stream.destroy();
          drop.run(photo.id);
          deleted += 1;
          continue;
        }
        for (const [i, file] of wanted.entries()) {
          const folder = file.kind === 'full' ? folders.photos : folders.thumbs;
          await pipeline((opened[i] as StoredFile).stream, fs.createWriteStream(path.join(folder, file.name)));
        }
      }
      content = await copyContentUploads(copy, files, folders);
    } finally {
      files.close();
    }
    // The copy is a plain file on its own: no WAL beside it.
    copy.pragma('journal_mode = DELETE');
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      users: (copy.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n,
      photos: photos.length - deleted,
      deletedDuringBackup: deleted,
      slides: content.slides,
      contentImages: content.images,
      missingOnSite: content.missing,
    };
    // Logins survive a restore only with the key that signed them.
    const secret = path.join(config.dataDir, JWT_SECRET_FILE);
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(dir, JWT_SECRET_FILE));
    fs.writeFileSync(folders.manifest, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    output.out(
      `Sauvegarde terminée dans ${dir} : ${countOf(manifest.users, 'compte')}, ${countOf(manifest.photos, 'photo')}` +
        (deleted > 0 ? ` (${deleted} supprimée(s) pendant la sauvegarde, laissée(s) de côté)` : '') +
        `, ${countOf(content.slides, 'diapositive')} (PDF), ${countOf(content.images, 'image')} du contenu.`,
    );
    if (content.missing.length > 0) {
      output.err(
        `Attention : le stockage du site n’a plus ${content.missing.length} fichier(s) que nomme le contenu ` +
          `(${content.missing.join(', ')}) : la sauvegarde est faite sans eux. Si une sauvegarde plus ancienne ` +
          'les contient, remettez-les dans le stockage du site (DATA_DIR ou le bucket) avant la prochaine.',
      );
    }
  } finally {
    copy.close();
  }
}
