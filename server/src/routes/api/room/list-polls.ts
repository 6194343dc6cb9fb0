import { PollList, QuestionListQuery } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listPolls } from '../../../domain/room/polls.js';
import { readerOf, roomSlot } from './room-slot.js';

/**
 * GET /api/polls?slot={slotId} (anyone): the slot's polls with their counts, open and closed
 * (drafts for organisers too); a signed-in caller also gets the choice they voted.
 */
const listPollsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/polls',
    { preHandler: app.identifyUser, schema: { querystring: QuestionListQuery, response: { 200: PollList } } },
    async (request) => listPolls(app.db, await roomSlot(app, request.query.slot), readerOf(request)),
  );
};
export default listPollsRoute;
