import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { uploadsOf, type ContentUpload } from '../domain/content/content-uploads.js';
import type { SQLite } from '../plugins/database/sqlite-binding.js';
import type { PhotoFileKind, PhotoFiles } from '../domain/photos/photo-files.js';
import type { layout } from './backup-files.js';
import { CliError } from './cli-support.js';

// The slides PDFs (decision 084) and content images (decision 088) in a backup (decision 016).

type Db = InstanceType<typeof SQLite>;

/** A content file's place in a backup, relative to its root: how the manifest names it. */
const uploadPath = (upload: ContentUpload): string => `${upload.kind}/${upload.name}`;

/**
 * Every file that any published version or the draft names, once each: an organiser may restore
 * an older version (decision 016). A database from before migration 014 has no content tables.
 */
function contentUploadRows(db: Db): ContentUpload[] {
  const tables = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const found = new Map<string, ContentUpload>();
  for (const table of ['content_versions', 'content_draft'].filter((name) => tables.has(name))) {
    for (const row of db.prepare(`SELECT content FROM ${table}`).all() as { content: string }[]) {
      let content: unknown;
      try {
        content = JSON.parse(row.content);
      } catch {
        continue;
      }
      for (const upload of uploadsOf(content)) found.set(uploadPath(upload), upload);
    }
  }
  return [...found.values()];
}

export interface ContentCopy {
  slides: number;
  images: number;
  /** The files named but not found in the storage, as `slides/{name}` or `content/{name}`. */
  missing: string[];
}

/** Copies every slides PDF and content image the copied database names into the backup's folders. */
export async function copyContentUploads(
  copy: Db,
  files: PhotoFiles,
  folders: ReturnType<typeof layout>,
): Promise<ContentCopy> {
  const result: ContentCopy = { slides: 0, images: 0, missing: [] };
  for (const upload of contentUploadRows(copy)) {
    const opened = await files.open(upload.kind, upload.name);
    if (opened === undefined) {
      result.missing.push(uploadPath(upload));
      continue;
    }
    await pipeline(opened.stream, fs.createWriteStream(path.join(folders[upload.kind], upload.name)));
    if (upload.kind === 'slides') result.slides += 1;
    else result.images += 1;
  }
  return result;
}

/**
 * Checks that the restored storage holds every file the restored content names, but those the
 * site had already lost when the backup was made (`missingOnSite`); returns how many it holds.
 */
export function checkContentUploads(
  db: Db,
  stored: Record<PhotoFileKind, Set<string>>,
  missingOnSite: Set<string>,
): { slides: number; images: number } {
  const uploads = contentUploadRows(db).filter((upload) => !missingOnSite.has(uploadPath(upload)));
  const lost = uploads.filter((upload) => !stored[upload.kind].has(upload.name)).map(uploadPath);
  if (lost.length > 0) {
    throw new CliError(
      `La sauvegarde est incomplète : ${lost.length} fichier(s) du contenu (diapositives ou images) manquant(s) : ` +
        `${lost.join(', ')}. Restaurez une autre sauvegarde, ou remettez ces fichiers dans le dossier de celle-ci.`,
    );
  }
  const slides = uploads.filter((upload) => upload.kind === 'slides').length;
  return { slides, images: uploads.length - slides };
}
