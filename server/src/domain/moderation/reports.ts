import type { Photo, PhotoReport, ReportedPhoto } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { selectListedPhotos } from '../photos/photo-store.js';

/**
 * Records a report of a photo by a user. 'duplicate' when the user already reported it,
 * 'gone' when the photo no longer exists (deleted meanwhile).
 */
export async function addReport(
  db: Kysely<Database>,
  report: { photoId: number; userId: number; reason: string },
): Promise<'added' | 'duplicate' | 'gone'> {
  // Inserted from the photo's row: a photo deleted a moment ago gives no row, never a
  // foreign-key error.
  const result = await db
    .insertInto('photo_reports')
    .columns(['photo_id', 'user_id', 'reason'])
    .expression((eb) =>
      eb
        .selectFrom('photos')
        .select((s) => ['photos.id', s.val(report.userId).as('user_id'), s.val(report.reason).as('reason')])
        .where('photos.id', '=', report.photoId),
    )
    .onConflict((conflict) => conflict.columns(['photo_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'added';
  const photo = await db.selectFrom('photos').select('id').where('id', '=', report.photoId).executeTakeFirst();
  return photo === undefined ? 'gone' : 'duplicate';
}

/** Clears the reports of a photo (the organisers keep it); how many there were. */
export async function clearReports(db: Kysely<Database>, photoId: number): Promise<number> {
  const result = await db.deleteFrom('photo_reports').where('photo_id', '=', photoId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every reported photo with its reports: the most reported first, then the longest waiting. */
export async function listReportedPhotos(db: Kysely<Database>): Promise<ReportedPhoto[]> {
  const rows = await selectListedPhotos(db)
    .innerJoin('photo_reports', 'photo_reports.photo_id', 'photos.id')
    .innerJoin('users as reporter', 'reporter.id', 'photo_reports.user_id')
    .select([
      'reporter.username as reporterName',
      'photo_reports.reason as reason',
      'photo_reports.created_at as reportedAt',
    ])
    .orderBy('photo_reports.created_at', 'asc')
    .execute();
  const byPhoto = new Map<number, { photo: Photo; reports: PhotoReport[] }>();
  for (const { reporterName, reason, reportedAt, ...photo } of rows) {
    const entry = byPhoto.get(photo.id) ?? { photo, reports: [] };
    entry.reports.push({ username: reporterName, reason, createdAt: reportedAt });
    byPhoto.set(photo.id, entry);
  }
  // Map keeps the order of each photo's first (oldest) report; sort is stable.
  return [...byPhoto.values()].sort((a, b) => b.reports.length - a.reports.length);
}

/** The reports a user made, for the export of their data. */
export function reportsBy(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('photo_reports')
    .select(['photo_id as photoId', 'reason', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
}
