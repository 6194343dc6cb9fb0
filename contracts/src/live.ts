import type { Announcement } from './announcements.js';
import type { Photo } from './photos.js';

/** GET /api/events: the site's one event stream (Server-Sent Events, decision 057). */
export const LIVE_EVENTS_PATH = '/api/events';

/**
 * The events of the stream, by name, with their data. Each carries an `id` (digits, increasing
 * in publication order across instances) that the browser sends back as `Last-Event-ID`.
 * - `ready`: sent first when nothing is replayed; its id is where a later reconnection starts.
 * - `reset`: what was missed is older than the server keeps: reload the first page.
 * - `photo-published`: a photo as the public list gives it.
 * - `photo-removed`: a photo deleted by its owner, an organiser or with its account.
 * - `announcement-published`: an organisers' announcement, as the public list gives it.
 * - `announcement-removed`: an announcement an organiser removed, its id only.
 * - `wall-photo-approved`: a photo organisers approved for the wall (WALL_APPROVAL), as the list gives it.
 * - `wall-photo-withdrawn`: a photo organisers took off the wall, its id only (it stays in the gallery).
 * - `content-published`: organisers published a new version of the content (decision 080): its number.
 * - `attendance-changed`: a half-day was opened, closed, signed or recorded (decision 091): its id
 *   only (the stream is public; organisers read who signed from GET /api/attendance/{id}).
 */
export interface LiveEventData {
  ready: Record<string, never>;
  reset: Record<string, never>;
  'photo-published': Photo;
  'photo-removed': { id: number };
  'announcement-published': Announcement;
  'announcement-removed': { id: number };
  'wall-photo-approved': Photo;
  'wall-photo-withdrawn': { id: number };
  'content-published': { version: number };
  'attendance-changed': { halfDayId: string };
}
export type LiveEventName = keyof LiveEventData;

/** The names above, for code that subscribes to each. */
export const LIVE_EVENT_NAMES = [
  'ready',
  'reset',
  'photo-published',
  'photo-removed',
  'announcement-published',
  'announcement-removed',
  'wall-photo-approved',
  'wall-photo-withdrawn',
  'content-published',
  'attendance-changed',
] as const satisfies readonly LiveEventName[];

/** The French refusal when an address holds too many open streams (429, before the stream starts). */
export const TOO_MANY_STREAMS =
  'Trop de connexions ouvertes depuis votre réseau. Fermez un onglet ou réessayez dans une minute.';
/** A Last-Event-ID (or ?lastEventId=) that the server never sent. */
export const BAD_LAST_EVENT_ID =
  'L’identifiant du dernier événement reçu n’est pas valide : rechargez la page pour reprendre le direct.';
