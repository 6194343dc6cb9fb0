import { Type, type Static } from 'typebox';

/**
 * A published photo as GET /api/photos lists it. `filename` and `thumbnail` are served from
 * /uploads/photos/{filename} and /uploads/photos/thumbs/{thumbnail}; the sizes let the grid
 * reserve each image's place before it loads.
 */
export const Photo = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  username: Type.String(),
  /** The publisher's account: the gallery offers them (and organisers) to delete it. */
  userId: Type.Integer(),
  thumbnail: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  thumbWidth: Type.Integer(),
  thumbHeight: Type.Integer(),
  /** ISO 8601, UTC. */
  createdAt: Type.String(),
});
export type Photo = Static<typeof Photo>;

/** GET /api/photos: oldest first (the client reverses it, spec section 7). */
export const PhotoList = Type.Array(Photo);
export type PhotoList = Static<typeof PhotoList>;

/** A file of an upload that was not published, with the French reason. */
export const RefusedFile = Type.Object({
  name: Type.String(),
  reason: Type.String(),
});
export type RefusedFile = Static<typeof RefusedFile>;

/** POST /api/upload-photo, 201: at least one photo was published. */
export const UploadResult = Type.Object({
  published: Type.Array(Photo),
  refused: Type.Array(RefusedFile),
});
export type UploadResult = Static<typeof UploadResult>;

/**
 * POST /api/upload-photo, 4xx when nothing was published: why, and the same two lists.
 * `error` repeats `message` (added to every error answer by the server's error handling).
 */
export const UploadFailure = Type.Object({
  message: Type.String(),
  error: Type.Optional(Type.String()),
  published: Type.Array(Photo),
  refused: Type.Array(RefusedFile),
});
export type UploadFailure = Static<typeof UploadFailure>;

/** Where the browser finds a photo and its thumbnail (spec section 7: uploads/photos/{filename}). */
export const PHOTO_URL_PREFIX = '/uploads/photos/';
export const THUMBNAIL_URL_PREFIX = '/uploads/photos/thumbs/';
