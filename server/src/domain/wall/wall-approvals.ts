import { WALL_REVIEW_LISTED, type Photo } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { selectListedPhotos, selectPhotoPage, type PageRequest } from '../photos/photo-store.js';

/**
 * Approves a photo for the wall (decision 067). 'approved' when it was not yet, 'already' when it
 * was, 'gone' when there is no such photo (deleted a moment ago: never a foreign-key error).
 */
export async function approveForWall(db: Kysely<Database>, photoId: number): Promise<'approved' | 'already' | 'gone'> {
  const result = await db
    .insertInto('wall_approvals')
    .columns(['photo_id'])
    .expression((eb) => eb.selectFrom('photos').select('photos.id').where('photos.id', '=', photoId))
    .onConflict((conflict) => conflict.column('photo_id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'approved';
  const photo = await db.selectFrom('photos').select('id').where('id', '=', photoId).executeTakeFirst();
  return photo === undefined ? 'gone' : 'already';
}

/** Takes a photo off the wall; true when it was on it. */
export async function withdrawFromWall(db: Kysely<Database>, photoId: number): Promise<boolean> {
  const result = await db.deleteFrom('wall_approvals').where('photo_id', '=', photoId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One page of the approved photos, newest first by the same keyset as the gallery's pages. */
export async function approvedPage(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<{ photos: Photo[]; more: boolean }> {
  const rows = await selectPhotoPage(db, request)
    .innerJoin('wall_approvals', 'wall_approvals.photo_id', 'photos.id')
    .execute();
  return { photos: rows.slice(0, request.limit), more: rows.length > request.limit };
}

/** The newest photos waiting for approval and the newest approved ones, for the organisers. */
export async function wallReview(db: Kysely<Database>): Promise<{ pending: Photo[]; approved: Photo[] }> {
  const newest = () =>
    selectListedPhotos(db)
      .leftJoin('wall_approvals', 'wall_approvals.photo_id', 'photos.id')
      .orderBy('photos.id', 'desc')
      .limit(WALL_REVIEW_LISTED);
  const [pending, approved] = await Promise.all([
    newest().where('wall_approvals.photo_id', 'is', null).execute(),
    newest().where('wall_approvals.photo_id', 'is not', null).execute(),
  ]);
  return { pending, approved };
}
