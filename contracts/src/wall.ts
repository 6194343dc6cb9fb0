import { Type, type Static } from 'typebox';
import { Photo } from './photos.js';

/**
 * GET /api/wall?limit=24&before=<cursor>: the photos of the room's screen, newest first, one page
 * (decision 067). Anonymous: the projector is not signed in. With WALL_APPROVAL=true only the
 * photos organisers approved are listed; otherwise every photo, as the gallery lists them.
 * `approval` tells the wall which live events to follow.
 */
export const WallPage = Type.Object({
  approval: Type.Boolean(),
  photos: Type.Array(Photo),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type WallPage = Static<typeof WallPage>;

/** How many photos each list of the organisers' review holds at most: the newest. */
export const WALL_REVIEW_LISTED = 48;

/**
 * GET /api/wall/review (organisers): the newest photos waiting for approval and the newest on the
 * wall, newest first. `approval` is WALL_APPROVAL: without it the wall shows every photo.
 */
export const WallReview = Type.Object({
  approval: Type.Boolean(),
  pending: Type.Array(Photo),
  approved: Type.Array(Photo),
});
export type WallReview = Static<typeof WallReview>;

/** PUT (approve) and DELETE (withdraw) /api/wall/photos/{id}, organisers; the id is checked by the route. */
export const WallPhotoParams = Type.Object({ id: Type.String() });
export type WallPhotoParams = Static<typeof WallPhotoParams>;
