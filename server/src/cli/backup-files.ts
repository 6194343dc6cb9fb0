import fs from 'node:fs';
import path from 'node:path';
import type { SQLite } from '../plugins/database/sqlite-binding.js';
import { photoFolders } from '../domain/photos/photo-files.js';
import type { StoredFiles } from '../domain/photos/photo-store.js';
import { CliError } from './cli-support.js';

/** Written last into a backup folder: a folder without it is an unfinished backup. */
export const BACKUP_MANIFEST = 'backup.json';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  users: number;
  photos: number;
  /** Photos deleted while the backup was being made: left out of it. */
  deletedDuringBackup: number;
  /** The slides PDFs and content images the content names (absent from a backup made before them). */
  slides?: number;
  contentImages?: number;
  /**
   * Files the content names that the site's storage no longer had when the backup was made
   * (`slides/{name}` or `content/{name}`): the restore accepts their absence, and only theirs.
   */
  missingOnSite?: string[];
}

/** Whether a folder is missing or holds nothing at all (a restore, a backup, go only there). */
export function isEmptyOrMissing(folder: string): boolean {
  try {
    return fs.readdirSync(folder).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw new CliError(`Le dossier « ${folder} » ne peut pas être lu (${(error as NodeJS.ErrnoException).code}).`);
  }
}

/** Creates a folder only its owner can read: a backup holds every account and the signing key. */
export function createPrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
}

/** The folders of a backup or of a DATA_DIR, which share one layout (photo-files.ts). */
export function layout(root: string) {
  const folders = photoFolders(root);
  return {
    photos: folders.dir,
    thumbs: folders.thumbsDir,
    slides: folders.slidesDir,
    content: folders.contentDir,
    manifest: path.join(root, BACKUP_MANIFEST),
  };
}

/**
 * Every photo's id and file names, oldest first. `SELECT *`: a database from before migration 006
 * (a backup made by an earlier version) has no AVIF or display columns, and no such files.
 */
export function photoFileRows(db: InstanceType<typeof SQLite>): (StoredFiles & { id: number })[] {
  const rows = db.prepare('SELECT * FROM photos ORDER BY id').all() as {
    id: number;
    filename: string;
    thumbnail: string;
    thumbnail_avif?: string | null;
    display?: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    filename: row.filename,
    thumbnail: row.thumbnail,
    thumbnailAvif: row.thumbnail_avif ?? null,
    display: row.display ?? null,
  }));
}
