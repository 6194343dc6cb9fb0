import { StarsReply, SyncStarsBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';
import { starrableSlotIds } from '../../../domain/content/content-versions.js';
import { mergeIntoAccount, starsOf } from '../../../domain/programme/programme-stars.js';

export const TOO_MANY_STARS = (count: number) =>
  `Trop de créneaux envoyés : le programme en compte ${count}, envoyez chacun au plus une fois.`;
export const UNKNOWN_SLOT = (id: string) =>
  `Le créneau « ${id.slice(0, 24)} » n’existe pas dans le programme : rechargez la page du programme, puis réessayez.`;
export const BAD_STAR_DATE = 'La date d’un choix est invalide : envoyez une date ISO 8601 (2025-05-23T08:00:00.000Z).';

/**
 * GET /api/programme/stars: the account's stars. POST with the phone's stars: merged slot by
 * slot (the later choice wins, decision 061), and the result returned for the phone to keep.
 */
const stars: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/programme/stars',
    { preHandler: app.requireUser, schema: { response: { 200: StarsReply } } },
    async (request) => {
      const user = signedInUser(request);
      return { stars: await starsOf(app.db, user.id) };
    },
  );

  app.post(
    '/programme/stars',
    { preHandler: app.requireUser, schema: { body: SyncStarsBody, response: { 200: StarsReply } } },
    async (request) => {
      const user = signedInUser(request);
      const sent = request.body.stars;
      const ids = new Set(sent.map((star) => star.slotId));
      // Any slot a published version holds (decision 079): a slot added since the seed too.
      const known = await starrableSlotIds(app.db);
      if (sent.length > known.length || ids.size !== sent.length)
        throw new HttpError(400, TOO_MANY_STARS(known.length));
      const unknown = sent.find((star) => !known.includes(star.slotId));
      if (unknown !== undefined) throw new HttpError(400, UNKNOWN_SLOT(unknown.slotId));
      if (sent.some((star) => !/^\d{4}-\d\d-\d\dT/.test(star.updatedAt) || Number.isNaN(Date.parse(star.updatedAt)))) {
        throw new HttpError(400, BAD_STAR_DATE);
      }
      const merged = await mergeIntoAccount(app.db, user.id, sent);
      request.log.info({ userId: user.id, sent: sent.length }, 'programme stars merged');
      return { stars: merged };
    },
  );
};
export default stars;
