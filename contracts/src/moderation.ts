import { Type, type Static } from 'typebox';
import { Photo } from './photos.js';

export const REPORT_REASON_MAX_LENGTH = 500;
/** Any text but control characters; line breaks are allowed in a reason. */
export const REPORT_REASON_PATTERN = '^[^\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F]*$';

/**
 * Path of the routes about one photo: /api/photos/{id}. Checked by the route, which answers 404
 * for anything that is not an id (no length limit here: a schema error would answer 400, before
 * the token is even checked; the router answers 414 past 512 characters).
 */
export const PhotoIdParams = Type.Object({ id: Type.String() });
export type PhotoIdParams = Static<typeof PhotoIdParams>;

/** POST /api/photos/{id}/report: why the photo should not be published. */
export const ReportBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: REPORT_REASON_MAX_LENGTH, pattern: REPORT_REASON_PATTERN }),
});
export type ReportBody = Static<typeof ReportBody>;

/** One report, as organisers see it. */
export const PhotoReport = Type.Object({
  /** The reporter's name (the organisers may want to ask them more). */
  username: Type.String(),
  reason: Type.String(),
  /** ISO 8601, UTC. */
  createdAt: Type.String(),
});
export type PhotoReport = Static<typeof PhotoReport>;

/** GET /api/reports (organisers): each reported photo with its reports, the most reported first. */
export const ReportedPhoto = Type.Object({ photo: Photo, reports: Type.Array(PhotoReport) });
export type ReportedPhoto = Static<typeof ReportedPhoto>;
export const ReportedPhotoList = Type.Array(ReportedPhoto);
export type ReportedPhotoList = Static<typeof ReportedPhotoList>;
