import fs from 'node:fs';
import path from 'node:path';
import { SQLite } from '../plugins/app/database/sqlite-binding.js';
import { JWT_SECRET_FILE } from '../plugins/app/auth/signing-key.js';
import { DATABASE_FILE } from '../plugins/app/database/open-database.js';
import { createPrivateFolder, isEmptyOrMissing, layout, type BackupManifest } from './backup-files.js';
import { CliError, cliConfig, countOf, type CliOutput } from './cli-support.js';

const USAGE = 'Usage : npm run restore -- DOSSIER   (le dossier d’une sauvegarde faite par npm run backup)';

/**
 * `npm run restore -- DIR`: puts a backup back into an empty DATA_DIR (never over a live site's
 * data), then checks it: the database's integrity, and both files of every photo it lists.
 * A restore that fails the check leaves DATA_DIR empty again.
 */
export async function restoreCommand(args: string[], output: CliOutput, env: NodeJS.ProcessEnv = process.env) {
  const [source, ...rest] = args;
  if (source === undefined || rest.length > 0) throw new CliError(USAGE, 2);
  const dir = path.resolve(source);
  const from = layout(dir);
  if (!fs.existsSync(from.manifest) || !fs.existsSync(path.join(dir, DATABASE_FILE))) {
    throw new CliError(`« ${dir} » n’est pas une sauvegarde complète (backup.json ou la base de données manque).`);
  }
  const manifest = JSON.parse(fs.readFileSync(from.manifest, 'utf8')) as BackupManifest;
  const config = cliConfig(env);
  if (!isEmptyOrMissing(config.dataDir)) {
    throw new CliError(
      `DATA_DIR (« ${config.dataDir} ») n’est pas vide : une restauration ne remplace jamais des données. ` +
        'Arrêtez le site, donnez un DATA_DIR vide (ou videz celui-ci après l’avoir mis de côté), puis relancez.',
    );
  }

  createPrivateFolder(config.dataDir);
  const to = layout(config.dataDir);
  try {
    fs.cpSync(from.photos, to.photos, { recursive: true });
    fs.copyFileSync(path.join(dir, DATABASE_FILE), path.join(config.dataDir, DATABASE_FILE));
    const secret = path.join(dir, JWT_SECRET_FILE);
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(config.dataDir, JWT_SECRET_FILE));
      fs.chmodSync(path.join(config.dataDir, JWT_SECRET_FILE), 0o600);
    }
    const photos = checkRestored(config.dataDir);
    output.out(
      `Restauration terminée dans ${config.dataDir} : ${countOf(photos, 'photo')} (sauvegarde du ${manifest.createdAt}). ` +
        'Démarrez le site avec ce DATA_DIR.',
    );
  } catch (error) {
    for (const entry of fs.readdirSync(config.dataDir)) {
      fs.rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
    }
    if (error instanceof CliError) throw error;
    throw new CliError(`La restauration a échoué et DATA_DIR a été laissé vide : ${(error as Error).message}`);
  }
}

/** The restored database is sound and each photo it lists has both its files; returns their count. */
function checkRestored(dataDir: string): number {
  const db = new SQLite(path.join(dataDir, DATABASE_FILE), { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new CliError(`La base de données de la sauvegarde est endommagée (${String(integrity)}).`);
    const photos = db.prepare('SELECT filename, thumbnail FROM photos').all() as {
      filename: string;
      thumbnail: string;
    }[];
    const folders = layout(dataDir);
    const missing = photos.filter(
      (photo) =>
        !fs.existsSync(path.join(folders.photos, photo.filename)) ||
        !fs.existsSync(path.join(folders.thumbs, photo.thumbnail)),
    );
    if (missing.length > 0) {
      throw new CliError(`La sauvegarde est incomplète : ${missing.length} photo(s) sans leur fichier.`);
    }
    return photos.length;
  } finally {
    db.close();
  }
}
