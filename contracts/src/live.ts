import { Type, type Static } from 'typebox';
import type { Announcement } from './announcements.js';
import type { Photo } from './photos.js';
import type { Poll, PollVotesEvent } from './polls.js';
import type { Podium } from './prize.js';
import type { Question, QuestionRemovedEvent, QuestionReviewedEvent, QuestionVotesEvent } from './questions.js';

/** GET /api/events: the site's one event stream (Server-Sent Events, decision 057). */
export const LIVE_EVENTS_PATH = '/api/events';

/**
 * The events of the stream, by name, with their data. Each carries an `id` that the browser sends
 * back as `Last-Event-ID`: on the public stream, digits increasing in publication order across
 * instances; on an organisers' stream (opened with a ticket, decision 104), two such numbers
 * joined by a hyphen, `<public>-<organisers>`, since the events only organisers see are numbered
 * apart (a public stream's ids never skip one of them, so they tell nobody when they happen).
 * - `ready`: sent first when nothing is replayed; its id is where a later reconnection starts.
 * - `reset`: what was missed is older than the server keeps: reload the first page.
 * - `photo-published`: a photo as the public list gives it.
 * - `photo-removed`: a photo deleted by its owner, an organiser or with its account.
 * - `announcement-published`: an organisers' announcement, as the public list gives it.
 * - `announcement-removed`: an announcement an organiser removed, its id only.
 * - `wall-photo-approved`: a photo organisers approved for the wall (WALL_APPROVAL), as the list gives it.
 * - `wall-photo-withdrawn`: a photo organisers took off the wall, its id only (it stays in the gallery).
 * - `content-published`: organisers published a new version of the content (decision 080): its number.
 * - `attendance-changed` (organisers' streams only): a half-day was opened, closed, signed or
 *   recorded (decision 091): its id only (organisers read who signed from GET /api/attendance/{id}).
 * - `question-changed`: a question from the room as everyone sees it (asked, approved, answered,
 *   pinned or unpinned; decision 118), without `mine` nor `voted`.
 * - `question-removed`: a question nobody but the organisers sees any more (hidden, or gone with
 *   its account): its id and slot.
 * - `question-votes`: a question's count, with its tally (the newest tally wins).
 * - `question-reviewed` (organisers' streams only): a question waiting for approval was asked, or
 *   one changed in a way the public does not see: its id and slot (organisers read the list again).
 * - `poll-changed`: a poll opened or closed, with its counts.
 * - `poll-votes`: an open poll's counts, with their tally.
 * - `poll-drafted` (organisers' streams only): a poll was written: its id and slot.
 * - `podium-shown`: organisers put the prize quiz's top three on the room's screens (decision 119).
 * - `podium-hidden`: they took it off.
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
  'question-changed': Question;
  'question-removed': QuestionRemovedEvent;
  'question-votes': QuestionVotesEvent;
  'question-reviewed': QuestionReviewedEvent;
  'poll-changed': Poll;
  'poll-votes': PollVotesEvent;
  'poll-drafted': { id: number; slotId: string };
  'podium-shown': Podium;
  'podium-hidden': Record<string, never>;
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
  'question-changed',
  'question-removed',
  'question-votes',
  'question-reviewed',
  'poll-changed',
  'poll-votes',
  'poll-drafted',
  'podium-shown',
  'podium-hidden',
] as const satisfies readonly LiveEventName[];

/**
 * The events only organisers' streams carry, live and in the replay (decision 104): never sent to
 * a public stream, nor numbered among its events.
 */
export const ORGANISER_ONLY_EVENTS = [
  'attendance-changed',
  'question-reviewed',
  'poll-drafted',
] as const satisfies readonly LiveEventName[];

/** Whether only organisers' streams carry the event `name`. */
export function isOrganiserOnlyEvent(name: string): boolean {
  return (ORGANISER_ONLY_EVENTS as readonly string[]).includes(name);
}

/**
 * POST /api/events/ticket (organisers, signed in): a ticket, valid a minute, that opens an
 * organisers' stream, `GET /api/events?ticket=…` (an EventSource cannot send the Authorization
 * header). It is checked when the stream opens, and dies with the login session that asked for it.
 */
export const LIVE_TICKET_PATH = '/api/events/ticket';
export const LiveTicketReply = Type.Object({ ticket: Type.String(), expiresAt: Type.String() });
export type LiveTicketReply = Static<typeof LiveTicketReply>;

/** A `?ticket=` that is not a live ticket of a valid session (expired, forged, logged out): 401, no stream. */
export const EXPIRED_LIVE_TICKET =
  'Le ticket du direct des organisateurs a expiré ou n’est pas valide : rechargez la page pour le renouveler.';

/** The French refusal when an address holds too many open streams (429, before the stream starts). */
export const TOO_MANY_STREAMS =
  'Trop de connexions ouvertes depuis votre réseau. Fermez un onglet ou réessayez dans une minute.';
/** A Last-Event-ID (or ?lastEventId=) that the server never sent. */
export const BAD_LAST_EVENT_ID =
  'L’identifiant du dernier événement reçu n’est pas valide : rechargez la page pour reprendre le direct.';
