import { Type, type Static } from 'typebox';

/**
 * A published photo as GET /api/photos lists it. `filename` and `thumbnail` are served from
 * /uploads/photos/{filename} and /uploads/photos/thumbs/{thumbnail}; the sizes let the grid
 * reserve each image's place before it loads. `thumbnailAvif` and `display` are lighter files
 * beside them (decision 041): null for photos published before they existed, and absent from
 * answers of servers that never made them.
 */
export const Photo = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  username: Type.String(),
  /** The publisher's account: the gallery offers them (and organisers) to delete it. */
  userId: Type.Integer(),
  thumbnail: Type.String(),
  /** The same thumbnail in AVIF, at /uploads/photos/thumbs/{thumbnailAvif}; null: WebP only. */
  thumbnailAvif: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * What the lightbox shows, at /uploads/photos/{display}: a lighter copy of `filename`, same
   * width and height; null: the lightbox shows `filename` itself.
   */
  display: Type.Optional(Type.Union([Type.String(), Type.Null()])),
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

/** The spec's gallery page (section 9): the page size when `before` comes without `limit`. */
export const PHOTO_PAGE_DEFAULT_LIMIT = 12;
/** The most photos one page may ask for. */
export const PHOTO_PAGE_MAX_LIMIT = 100;

/** The furthest a page may start by `offset`: a jump deep into the list reads what it skips. */
export const PHOTO_PAGE_MAX_OFFSET = 1_000_000;

/**
 * GET /api/photos?limit=12&before=<cursor>: one page, newest first, instead of the whole list.
 * Any of the three parameters asks for a page; `limit` is 1 to PHOTO_PAGE_MAX_LIMIT, `before` is
 * the `nextCursor` of the page before (never built by the client). `offset` (0 to
 * PHOTO_PAGE_MAX_OFFSET, never with `before`) jumps to a page by its position: the gallery's
 * page links and the lightbox's wrap to the oldest photo. Each is given at most once.
 */
export const PhotoPageQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  before: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
});
export type PhotoPageQuery = Static<typeof PhotoPageQuery>;

/**
 * One page of the gallery, newest first. `nextCursor` asks for the page after it (null on the
 * last page); it stays valid when its photo is deleted, and photos published meanwhile never
 * shift later pages (they come first on the first page). `total` counts every listed photo now.
 * `version` is the list's version (the ETag's number): pages of different versions may not
 * fit together, so a client that sees it change asks again for the pages it keeps.
 */
export const PhotoPage = Type.Object({
  photos: Type.Array(Photo),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer(),
  version: Type.String(),
});
export type PhotoPage = Static<typeof PhotoPage>;

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

/**
 * POST /api/upload-tickets, 201: a credential that only publishes photos (POST /api/upload-photo,
 * as `Authorization: Bearer <ticket>`), for the service worker that sends the queue while no page
 * is open (decision 072). It dies at `expiresAt` or with the login session that asked for it.
 */
export const UploadTicketReply = Type.Object({ ticket: Type.String(), expiresAt: Type.String() });
export type UploadTicketReply = Static<typeof UploadTicketReply>;

/** Where the browser finds a photo and its thumbnail (spec section 7: uploads/photos/{filename}). */
export const PHOTO_URL_PREFIX = '/uploads/photos/';
export const THUMBNAIL_URL_PREFIX = '/uploads/photos/thumbs/';
