import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Photo } from '@congres/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import type { RenderedPhoto } from './render-photo.js';

/** Where the photo files live: full size in `dir`, thumbnails in `dir/thumbs`. */
export function photoFolders(dataDir: string): { dir: string; thumbsDir: string; incomingDir: string } {
  const dir = path.join(dataDir, 'photos');
  // Uploads in transit wait outside the served folder.
  return { dir, thumbsDir: path.join(dir, 'thumbs'), incomingDir: path.join(dataDir, 'incoming') };
}

export interface PhotoStore {
  /** Writes both files, then records the photo; on any failure nothing of it remains. */
  save(photo: RenderedPhoto, userId: number): Promise<Photo>;
  /** Every photo, oldest first. */
  list(): Promise<Photo[]>;
  /** Changes whenever a photo is added (photos are never edited): the list's ETag. */
  version(): Promise<string>;
}

/** The file writer the store uses; tests pass one that fails like a full disk. */
export type WriteFile = (file: string, data: Buffer, options: { flag: string }) => Promise<void>;

export function createPhotoStore(
  db: Kysely<Database>,
  dataDir: string,
  writeFile: WriteFile = (file, data, options) => fs.writeFile(file, data, options),
): PhotoStore {
  const { dir, thumbsDir } = photoFolders(dataDir);
  let known: { mark: string; version: string } | undefined;

  // Takes the executor: inside a transaction, SQLite's single connection must be reused.
  const selectPhotos = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('photos')
      .innerJoin('users', 'users.id', 'photos.user_id')
      .select([
        'photos.id as id',
        'photos.filename as filename',
        'users.username as username',
        'photos.thumbnail as thumbnail',
        'photos.width as width',
        'photos.height as height',
        'photos.thumb_width as thumbWidth',
        'photos.thumb_height as thumbHeight',
        'photos.created_at as createdAt',
      ]);

  return {
    async save(photo, userId) {
      // New random names: nothing of the uploader's file name reaches the disk or the URL.
      const id = randomUUID();
      const filename = `${id}.jpg`;
      const thumbnail = `${id}.webp`;
      const written: string[] = [];
      try {
        written.push(await writeAtomically(writeFile, dir, filename, photo.full));
        written.push(await writeAtomically(writeFile, thumbsDir, thumbnail, photo.thumb));
        const row = await db.transaction().execute(async (trx) => {
          const { id: photoId } = await trx
            .insertInto('photos')
            .values({
              user_id: userId,
              filename,
              thumbnail,
              width: photo.width,
              height: photo.height,
              thumb_width: photo.thumbWidth,
              thumb_height: photo.thumbHeight,
              bytes: photo.full.length,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return selectPhotos(trx).where('photos.id', '=', photoId).executeTakeFirstOrThrow();
        });
        return row;
      } catch (error) {
        await Promise.all(written.map((file) => fs.rm(file, { force: true })));
        throw error;
      }
    },
    list: () => selectPhotos().orderBy('photos.id', 'asc').execute(),
    async version() {
      // Counting the photos scans the table (a third of the CPU of GET /api/photos with 2,000
      // photos). SQLite says far more cheaply whether anything at all was written since the
      // last count: total_changes() moves with this connection's writes, data_version with
      // another's (a second process, the sqlite3 shell). The mark is read before counting, so
      // a write in between only causes one more count.
      const { rows } = await sql<{ mark: string }>`
        SELECT total_changes() || '-' || data_version AS mark FROM pragma_data_version`.execute(db);
      const mark = rows[0]?.mark;
      if (mark !== undefined && known?.mark === mark) return known.version;
      const { count, maxId } = await db
        .selectFrom('photos')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('maxId')])
        .executeTakeFirstOrThrow();
      const version = `${count}-${maxId ?? 0}`;
      if (mark !== undefined) known = { mark, version };
      return version;
    },
  };
}

/**
 * Writes to a hidden temporary name in the same folder, then renames: a reader (or a crash)
 * never sees half a file under the final name. Returns the final path.
 */
async function writeAtomically(writeFile: WriteFile, folder: string, name: string, data: Buffer): Promise<string> {
  const finalPath = path.join(folder, name);
  const tempPath = path.join(folder, `.${name}.tmp`);
  try {
    await writeFile(tempPath, data, { flag: 'wx' });
    await fs.rename(tempPath, finalPath);
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  return finalPath;
}
