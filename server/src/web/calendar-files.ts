import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { revisedContent, type RevisedContent } from '../domain/content/slot-revisions.js';
import { dayCalendarText, type CalendarOptions } from '../domain/programme/day-calendar.js';
import { matchesEtag } from '../http/encoded-body.js';

/** The whole day, linked from the programme and the welcome page. */
export const DAY_CALENDAR_PATH = '/congres.ics';

export const UNKNOWN_SLOT_CALENDAR =
  'Ce créneau n’est pas (ou plus) au programme : téléchargez le calendrier de la journée depuis la page Programme.';

/** Kept an hour, as when the build wrote these files (a publication reaches them within the hour). */
const CALENDAR_CACHE = 'public, max-age=3600';

/** The ETag of a calendar file: the content's version is all that changes it. */
const calendarEtag = (version: number) => `"calendar-${version}"`;

/** Sends an iCalendar text with the content's ETag, or a 304 when the phone has this version. */
export function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  revised: RevisedContent,
  options: CalendarOptions = {},
) {
  const etag = calendarEtag(revised.published.version);
  reply.header('cache-control', CALENDAR_CACHE).header('etag', etag);
  if (matchesEtag(request, etag)) return reply.code(304).send();
  return reply.type('text/calendar; charset=utf-8').send(dayCalendarText(revised, options));
}

/**
 * GET /congres.ics and /congres-{slot id}.ics (anyone): the published programme as iCalendar,
 * written at each request (decision 083), at the paths the build's files had.
 */
export async function calendarFiles(app: FastifyInstance): Promise<void> {
  const preHandler = app.content.ready;
  app.get(DAY_CALENDAR_PATH, { preHandler }, async (request, reply) =>
    sendCalendar(request, reply, await revisedContent(app.db)),
  );
  app.get<{ Params: { file: string } }>('/congres-:file', { preHandler }, async (request, reply) => {
    const id = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    const revised = await revisedContent(app.db);
    if (id === undefined || !revised.published.content.programme.some((slot) => slot.id === id)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(UNKNOWN_SLOT_CALENDAR);
    }
    return sendCalendar(request, reply, revised, { slotIds: [id] });
  });
}
