import fs from 'node:fs';
import path from 'node:path';
import { SQLite } from '../plugins/database/sqlite-binding.js';
import { JWT_SECRET_FILE } from '../plugins/auth/signing-key.js';
import { DATABASE_FILE } from '../plugins/database/open-database.js';
import { createPhotoFiles } from '../domain/photos/create-photo-files.js';
import type { PhotoFileKind, PhotoFiles } from '../domain/photos/photo-files.js';
import { filesOf } from '../domain/photos/photo-store.js';
import { checkContentUploads } from './backup-content.js';
import { createPrivateFolder, isEmptyOrMissing, layout, photoFileRows, type BackupManifest } from './backup-files.js';
import { CliError, cliConfig, countOf, refuseWithPostgres, type CliOutput } from './cli-support.js';

const USAGE = 'Usage : npm run restore -- DOSSIER   (le dossier d’une sauvegarde faite par npm run backup)';

/**
 * `npm run restore -- DIR`: puts a backup back into an empty DATA_DIR and an empty photo
 * storage (never over a live site's data), then checks it: the database's integrity, every
 * file of every photo it lists, and every slides PDF and content image that any version or the
 * draft names. A restore that fails the check leaves both empty again.
 */
export async function restoreCommand(args: string[], output: CliOutput, env: NodeJS.ProcessEnv = process.env) {
  const [source, ...rest] = args;
  if (source === undefined || rest.length > 0) throw new CliError(USAGE, 2);
  const config = cliConfig(env);
  refuseWithPostgres(config, 'restore');
  const dir = path.resolve(source);
  const from = layout(dir);
  if (!fs.existsSync(from.manifest) || !fs.existsSync(path.join(dir, DATABASE_FILE))) {
    throw new CliError(`« ${dir} » n’est pas une sauvegarde complète (backup.json ou la base de données manque).`);
  }
  const manifest = JSON.parse(fs.readFileSync(from.manifest, 'utf8')) as BackupManifest;
  if (!isEmptyOrMissing(config.dataDir)) {
    throw new CliError(
      `DATA_DIR (« ${config.dataDir} ») n’est pas vide : une restauration ne remplace jamais des données. ` +
        'Arrêtez le site, donnez un DATA_DIR vide (ou videz celui-ci après l’avoir mis de côté), puis relancez.',
    );
  }

  createPrivateFolder(config.dataDir);
  const files = await createPhotoFiles(config);
  const stored: { kind: PhotoFileKind; name: string }[] = [];
  try {
    await files.prepare();
    if ((await files.list('full')).length > 0) {
      throw new CliError(
        'Le stockage des photos (S3_BUCKET) contient déjà des photos : une restauration ne remplace jamais des données. ' +
          'Donnez un bucket vide, puis relancez.',
      );
    }
    for (const [kind, folder] of [
      ['full', from.photos],
      ['thumb', from.thumbs],
      ['slides', from.slides],
      ['content', from.content],
    ] as const) {
      // A backup made before the slides and the content images has no folder for them.
      if (!fs.existsSync(folder)) continue;
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        await files.put(kind, entry.name, fs.readFileSync(path.join(folder, entry.name)));
        stored.push({ kind, name: entry.name });
      }
    }
    fs.copyFileSync(path.join(dir, DATABASE_FILE), path.join(config.dataDir, DATABASE_FILE));
    const secret = path.join(dir, JWT_SECRET_FILE);
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(config.dataDir, JWT_SECRET_FILE));
      fs.chmodSync(path.join(config.dataDir, JWT_SECRET_FILE), 0o600);
    }
    const restored = await checkRestored(config.dataDir, files, new Set(manifest.missingOnSite ?? []));
    output.out(
      `Restauration terminée dans ${config.dataDir} : ${countOf(restored.photos, 'photo')}, ` +
        `${countOf(restored.slides, 'diapositive')} (PDF), ${countOf(restored.images, 'image')} du contenu ` +
        `(sauvegarde du ${manifest.createdAt}). Démarrez le site avec ce DATA_DIR.`,
    );
  } catch (error) {
    await Promise.allSettled(stored.map(({ kind, name }) => files.remove(kind, name)));
    for (const entry of fs.readdirSync(config.dataDir)) {
      fs.rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
    }
    if (error instanceof CliError) throw error;
    throw new CliError(`La restauration a échoué et DATA_DIR a été laissé vide : ${(error as Error).message}`);
  } finally {
    files.close();
  }
}

/**
 * The restored database is sound, each photo it lists has all its files, and each file its content
 * names is stored (but those the site had already lost when the backup was made); returns the counts.
 */
async function checkRestored(
  dataDir: string,
  files: PhotoFiles,
  missingOnSite: Set<string>,
): Promise<{ photos: number; slides: number; images: number }> {
  const db = new SQLite(path.join(dataDir, DATABASE_FILE), { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new CliError(`La base de données de la sauvegarde est endommagée (${String(integrity)}).`);
    const photos = photoFileRows(db);
    const names = async (kind: PhotoFileKind) => new Set((await files.list(kind)).map((file) => file.name));
    const stored: Record<PhotoFileKind, Set<string>> = {
      full: await names('full'),
      thumb: await names('thumb'),
      slides: await names('slides'),
      content: await names('content'),
    };
    const missing = photos.filter((photo) => filesOf(photo).some((file) => !stored[file.kind].has(file.name)));
    if (missing.length > 0) {
      throw new CliError(`La sauvegarde est incomplète : ${missing.length} photo(s) sans leur fichier.`);
    }
    return { photos: photos.length, ...checkContentUploads(db, stored, missingOnSite) };
  } finally {
    db.close();
  }
}
