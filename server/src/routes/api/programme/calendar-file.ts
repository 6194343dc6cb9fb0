import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { feedOwner } from '../../../domain/programme/calendar-feeds.js';
import { revisedContent } from '../../../domain/content/slot-revisions.js';
import { dayCalendarText } from '../../../domain/programme/day-calendar.js';
import { starredSlotIds } from '../../../domain/programme/programme-stars.js';

export const UNKNOWN_FEED =
  'Cette adresse d’agenda n’existe pas ou a été remplacée : copiez la nouvelle depuis la page Mon programme.';

/**
 * GET /api/programme/agenda/{token}.ics: the starred slots of the account whose address this is,
 * as an iCalendar file a phone's calendar subscribes to. The secret address is the only key (a
 * calendar app sends no login); an old or unknown one is a 404. Never stored by a cache, so a
 * slot starred since appears at the app's next refresh; written from the published content at
 * each request, so a moved or cancelled slot does too (decision 083).
 */
const calendarFile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/programme/agenda/:file',
    { schema: { params: Type.Object({ file: Type.String() }) } },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const userId = token === undefined ? undefined : await feedOwner(app.db, token);
      if (userId === undefined) throw new HttpError(404, UNKNOWN_FEED);
      // After the address is checked: an unknown one is a 404 whatever the content's state.
      await app.content.ready();
      const revised = await revisedContent(app.db);
      const text = dayCalendarText(revised, {
        slotIds: await starredSlotIds(app.db, userId),
        name: `Mon programme · ${revised.published.content.event.title}`,
        // A hint to calendar apps to fetch it again every hour.
        refreshSeconds: 3600,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="mon-programme.ics"')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
};
export default calendarFile;
