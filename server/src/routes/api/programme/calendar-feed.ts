import { CalendarFeedReply, CalendarFeedStatus } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../../../plugins/auth/auth-user.js';
import { feedCreatedAt, renewFeedToken, revokeFeed } from '../../../domain/programme/calendar-feeds.js';

/** Where a calendar address points, under /api. */
export const feedPath = (token: string) => `/programme/agenda/${token}.ics`;

/**
 * The account's calendar address (decision 061). GET: whether there is one; POST: a new one,
 * which replaces (and kills) the previous; DELETE: none any more.
 */
const calendarFeed: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/programme/calendar',
    { preHandler: app.requireUser, schema: { response: { 200: CalendarFeedStatus } } },
    async (request) => {
      const user = signedInUser(request);
      const createdAt = await feedCreatedAt(app.db, user.id);
      return { active: createdAt !== null, createdAt };
    },
  );

  app.post(
    '/programme/calendar',
    { preHandler: app.requireUser, schema: { response: { 201: CalendarFeedReply } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { token, createdAt } = await renewFeedToken(app.db, user.id);
      request.log.info({ userId: user.id }, 'calendar address renewed');
      return reply.code(201).send({ path: feedPath(token), createdAt });
    },
  );

  app.delete('/programme/calendar', { preHandler: app.requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    await revokeFeed(app.db, user.id);
    request.log.info({ userId: user.id }, 'calendar address revoked');
    return reply.code(204).send();
  });
};
export default calendarFeed;
