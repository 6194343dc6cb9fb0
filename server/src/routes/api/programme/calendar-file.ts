import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { feedOwner } from '../../../domain/programme/calendar-feeds.js';
import { personalCalendarText, subscriptionCalendar } from '../../../domain/programme/personal-calendar.js';
import { starredSlotIds } from '../../../domain/programme/programme-stars.js';

export const UNKNOWN_FEED =
  'Cette adresse d’agenda n’existe pas ou a été remplacée : copiez la nouvelle depuis la page Mon programme.';

/**
 * GET /api/programme/agenda/{token}.ics: the starred slots of the account whose address this is,
 * as an iCalendar file a phone's calendar subscribes to. The secret address is the only key (a
 * calendar app sends no login); an old or unknown one is a 404. Never stored by a cache, so a
 * slot starred since appears at the app's next refresh.
 */
const calendarFile: FastifyPluginAsyncTypebox = async (app) => {
  const calendar = subscriptionCalendar(app.config.clientDir);
  app.get(
    '/programme/agenda/:file',
    { schema: { params: Type.Object({ file: Type.String() }) } },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const userId = token === undefined ? undefined : await feedOwner(app.db, token);
      if (userId === undefined) throw new HttpError(404, UNKNOWN_FEED);
      const text = personalCalendarText(await calendar(), await starredSlotIds(app.db, userId));
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
