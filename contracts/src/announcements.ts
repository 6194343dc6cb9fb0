import { Type, type Static } from 'typebox';

/** GET /api/announcements: the organisers' announcements, newest first (decision 062). */
export const ANNOUNCEMENTS_PATH = '/api/announcements';

/** The longest announcement, in characters after trimming (decision 062). */
export const ANNOUNCEMENT_MAX_LENGTH = 280;

/** How many announcements the list gives at most: the banner shows the newest, the page a day's worth. */
export const ANNOUNCEMENTS_LISTED = 50;

/** POST /api/announcements (organisers). The length is checked after trimming, by the route. */
export const AnnouncementBody = Type.Object({ message: Type.String() });
export type AnnouncementBody = Static<typeof AnnouncementBody>;

/** One announcement, as everybody reads it: no author, organisers speak as one. */
export const Announcement = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  /** ISO 8601, UTC. */
  createdAt: Type.String(),
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementList = Type.Array(Announcement);
export type AnnouncementList = Static<typeof AnnouncementList>;

/** Path of DELETE /api/announcements/{id}: checked by the route (404 for anything but an id). */
export const AnnouncementIdParams = Type.Object({ id: Type.String() });
export type AnnouncementIdParams = Static<typeof AnnouncementIdParams>;

export const EMPTY_ANNOUNCEMENT = 'L’annonce est vide : écrivez un message avant de la publier.';
export const ANNOUNCEMENT_TOO_LONG = (length: number) =>
  `L’annonce fait ${length} caractères : raccourcissez-la à ${ANNOUNCEMENT_MAX_LENGTH} caractères au plus.`;
export const ANNOUNCEMENT_NOT_FOUND = 'Cette annonce n’existe pas ou a déjà été retirée.';
export const ANNOUNCEMENT_CONTROL =
  'L’annonce contient des caractères invisibles non autorisés : retapez-la sans copier-coller (les retours à la ligne sont permis).';

/**
 * Control characters an announcement refuses (decision 102): C0 but the line breaks it may hold
 * (the banner keeps them), DEL and C1.
 */
// eslint-disable-next-line no-control-regex
export const ANNOUNCEMENT_CONTROL_CHARACTER = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The length the server checks: characters (code points), after trimming. */
export function announcementLength(message: string): number {
  return [...message.trim()].length;
}
