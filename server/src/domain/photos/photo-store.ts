import { createHash, randomUUID } from 'node:crypto';
import type { Photo } from '@congres/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import type { PhotoFileKind, PhotoFiles, PhotoOwnFileKind } from './photo-files.js';
import { PhotoRefusal, type RenderedPhoto } from './render-photo.js';

export const DUPLICATE_PHOTO = 'Vous avez déjà publié cette photo : elle est déjà dans la galerie.';

/** The same image published again by the same account; names the photo already there. */
export class DuplicatePhoto extends PhotoRefusal {
  constructor(readonly photoId: number) {
    super(DUPLICATE_PHOTO, 'duplicate');
  }
}

/** The names of a photo's files, as the catalogue records them (null: a file this photo has not). */
export interface StoredFiles {
  filename: string;
  thumbnail: string;
  thumbnailAvif: string | null;
  display: string | null;
}

/**
 * Every file of a photo with where it is stored: what is written, removed, backed up, restored
 * and swept together. The one list of a photo's files, so that none is forgotten by one of them.
 */
export function filesOf(photo: StoredFiles): { kind: PhotoOwnFileKind; name: string; field: keyof StoredFiles }[] {
  const all = [
    { kind: 'full', field: 'filename' },
    { kind: 'full', field: 'display' },
    { kind: 'thumb', field: 'thumbnail' },
    { kind: 'thumb', field: 'thumbnailAvif' },
  ] as const;
  return all.flatMap(({ kind, field }) => {
    const name = photo[field];
    return name === null ? [] : [{ kind, name, field }];
  });
}

/** The columns that name a photo's files, as StoredFiles. */
const FILE_COLUMNS = [
  'photos.filename as filename',
  'photos.thumbnail as thumbnail',
  'photos.thumbnail_avif as thumbnailAvif',
  'photos.display as display',
] as const;

/** A photo as its owner and moderators need it: who published it, and its files. */
export interface PhotoRecord extends StoredFiles {
  id: number;
  userId: number;
  username: string;
  createdAt: string;
}

/** What a list answer is keyed and counted by. */
export interface ListState {
  version: string;
  total: number;
}

/** A page of the list: the keyset is the id, which follows publication order. */
export interface PageRequest {
  limit: number;
  /** Keyset: the page below this id (the cursor). */
  beforeId?: number;
  /** By position: the page that starts after this many of the newest photos (never with beforeId). */
  offset?: number;
}

/** A deleted photo: its id (the live stream tells its viewers) and its files (removed once committed). */
export interface RemovedPhoto extends StoredFiles {
  id: number;
}

/** Which photos to delete: one, or every photo of an account. */
export type PhotoSelection = { id: number } | { userId: number };

export interface PhotoStore {
  /**
   * Writes the files, then records the photo; on any failure nothing of it remains. The same
   * image published again by the same account is a PhotoRefusal ('duplicate').
   */
  save(photo: RenderedPhoto, userId: number): Promise<Photo>;
  /** Every photo, oldest first (a batch in the order it was sent). */
  list(): Promise<Photo[]>;
  /** Moves whenever the list changes (a photo added or removed, a publisher renamed): its ETag. */
  version(): Promise<string>;
  /** The version and the number of listed photos, read together from one row (no counting). */
  listState(): Promise<ListState>;
  /** At most `limit` photos, newest first, published before photo `beforeId` (or any); whether more follow. */
  page(request: PageRequest): Promise<{ photos: Photo[]; more: boolean }>;
  /** The thumbnails (WebP and AVIF) of every listed photo (caches forget the others). */
  thumbnails(): Promise<string[]>;
  find(id: number): Promise<PhotoRecord | undefined>;
  /** Every photo of an account, oldest first. */
  listOf(userId: number): Promise<PhotoRecord[]>;
  /** Every photo with its publisher, oldest first (the organisers' archive). */
  listAll(): Promise<PhotoRecord[]>;
  /**
   * Deletes the rows of the selected photos with `executor` (a caller's transaction, so that an
   * account and its photos go together) and returns their files: remove them once committed.
   */
  deleteRows(executor: Kysely<Database>, selection: PhotoSelection): Promise<RemovedPhoto[]>;
  /** Removes the files of deleted rows; a failure leaves orphans that the next start sweeps. */
  removeFiles(files: RemovedPhoto[]): Promise<void>;
  /** Deletes one photo, row then files; false when there is no such photo. */
  remove(id: number): Promise<boolean>;
}

/**
 * The photos with their publisher's name, as GET /api/photos lists them (the `Photo` contract).
 * Takes the executor: inside a transaction, the transaction's own connection must be used.
 */
export function selectListedPhotos(executor: Kysely<Database>) {
  return executor
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .select([
      'photos.id as id',
      'users.username as username',
      'photos.user_id as userId',
      ...FILE_COLUMNS,
      'photos.width as width',
      'photos.height as height',
      'photos.thumb_width as thumbWidth',
      'photos.thumb_height as thumbHeight',
      'photos.created_at as createdAt',
    ]);
}

/**
 * One page, newest first, and one photo more to tell whether another page follows. By
 * `photos.id` alone, the primary key: both databases walk it backwards from `beforeId` and stop
 * after `limit + 1` rows, however many photos there are (never OFFSET, which reads all it skips).
 */
export function selectPhotoPage(executor: Kysely<Database>, { limit, beforeId, offset }: PageRequest) {
  const query = selectListedPhotos(executor)
    .orderBy('photos.id', 'desc')
    .limit(limit + 1);
  // A jump by position (a page link, the lightbox's wrap) walks the key past what it skips:
  // the one read that grows with the list, and only for pages far from the first.
  if (offset !== undefined) return query.offset(offset);
  return beforeId === undefined ? query : query.where('photos.id', '<', beforeId);
}

/** The photo catalogue in the database, with the files in `files`. */
export function createPhotoStore(
  db: Kysely<Database>,
  files: PhotoFiles,
  options: {
    /** Told of photos deleted by this process, once committed (the thumbnail cache, the live stream). */
    onRemoved?: (removed: RemovedPhoto[]) => void;
    /** Told of each photo published by this process, once committed (the live stream). */
    onPublished?: (photo: Photo) => void;
    log?: Pick<FastifyBaseLogger, 'warn'>;
  } = {},
): PhotoStore {
  const selectRecords = () =>
    db
      .selectFrom('photos')
      .innerJoin('users', 'users.id', 'photos.user_id')
      .select([
        'photos.id as id',
        'photos.user_id as userId',
        'users.username as username',
        ...FILE_COLUMNS,
        'photos.created_at as createdAt',
      ]);

  const known = (userId: number, contentHash: string) =>
    db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('content_hash', '=', contentHash)
      .executeTakeFirst();

  const store: PhotoStore = {
    async save(photo, userId) {
      const contentHash = createHash('sha256').update(photo.full).digest('hex');
      const earlier = await known(userId, contentHash);
      if (earlier !== undefined) throw new DuplicatePhoto(earlier.id);

      // New random names: nothing of the uploader's file name reaches the disk or the URL.
      const id = randomUUID();
      const names: StoredFiles = {
        filename: `${id}.jpg`,
        thumbnail: `${id}.webp`,
        thumbnailAvif: `${id}.avif`,
        display: photo.display === null ? null : `${id}.webp`,
      };
      const data = {
        filename: photo.full,
        display: photo.display,
        thumbnail: photo.thumb,
        thumbnailAvif: photo.thumbAvif,
      };
      const written: { kind: PhotoFileKind; name: string }[] = [];
      try {
        for (const file of filesOf(names)) {
          await files.put(file.kind, file.name, data[file.field] as Buffer);
          written.push(file);
        }
        const row = await db.transaction().execute(async (trx) => {
          // The unique index settles a race between two uploads of the same image.
          const inserted = await trx
            .insertInto('photos')
            .values({
              user_id: userId,
              filename: names.filename,
              thumbnail: names.thumbnail,
              thumbnail_avif: names.thumbnailAvif,
              display: names.display,
              width: photo.width,
              height: photo.height,
              thumb_width: photo.thumbWidth,
              thumb_height: photo.thumbHeight,
              bytes: photo.full.length,
              content_hash: contentHash,
            })
            .onConflict((conflict) => conflict.columns(['user_id', 'content_hash']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (inserted === undefined) return undefined;
          return selectListedPhotos(trx).where('photos.id', '=', inserted.id).executeTakeFirstOrThrow();
        });
        if (row === undefined) {
          // Lost the race: the other upload's row is committed by now.
          throw new DuplicatePhoto((await known(userId, contentHash))?.id ?? 0);
        }
        options.onPublished?.(row);
        return row;
      } catch (error) {
        await Promise.all(written.map((file) => files.remove(file.kind, file.name)));
        throw error;
      }
    },

    list: () => selectListedPhotos(db).orderBy('photos.id', 'asc').execute(),

    async version() {
      return (await store.listState()).version;
    },

    async listState() {
      // One row, moved by triggers in the database itself (migrations 004, 005): a change made
      // by another process or another connection moves it too.
      const row = await db
        .selectFrom('list_versions')
        .select(['version', 'total'])
        .where('name', '=', 'photos')
        .executeTakeFirstOrThrow();
      return { version: String(row.version), total: row.total };
    },

    async page(request) {
      const rows = await selectPhotoPage(db, request).execute();
      return { photos: rows.slice(0, request.limit), more: rows.length > request.limit };
    },

    async thumbnails() {
      const rows = await db.selectFrom('photos').select(['thumbnail', 'thumbnail_avif']).execute();
      return rows.flatMap((row) =>
        row.thumbnail_avif === null ? [row.thumbnail] : [row.thumbnail, row.thumbnail_avif],
      );
    },

    find: (id) => selectRecords().where('photos.id', '=', id).executeTakeFirst(),

    listOf: (userId) => selectRecords().where('photos.user_id', '=', userId).orderBy('photos.id', 'asc').execute(),

    listAll: () => selectRecords().orderBy('photos.id', 'asc').execute(),

    async deleteRows(executor, selection) {
      const query = executor
        .deleteFrom('photos')
        .returning(['id', 'filename', 'thumbnail', 'thumbnail_avif as thumbnailAvif', 'display']);
      return 'id' in selection
        ? query.where('id', '=', selection.id).execute()
        : query.where('user_id', '=', selection.userId).execute();
    },

    async removeFiles(removed) {
      // The catalogue no longer lists them: whoever still asks gets a 404 from now on.
      options.onRemoved?.(removed);
      const results = await Promise.allSettled(removed.map((photo) => removeWritten(files, photo)));
      const failed = results.filter((result) => result.status === 'rejected');
      // The rows are gone already: a file left behind is an orphan the next start sweeps.
      if (failed.length > 0)
        options.log?.warn({ err: failed[0]?.reason, count: failed.length }, 'photo files not removed');
    },

    async remove(id) {
      const removed = await store.deleteRows(db, { id });
      await store.removeFiles(removed);
      return removed.length > 0;
    },
  };
  return store;
}

/** Removes every file of a photo. */
async function removeWritten(files: PhotoFiles, photo: StoredFiles): Promise<void> {
  await Promise.all(filesOf(photo).map((file) => files.remove(file.kind, file.name)));
}
