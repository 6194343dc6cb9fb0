import { QuestionList, QuestionListQuery } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listQuestions } from '../../../domain/room/questions.js';
import { readerOf, roomSlot } from './room-slot.js';

/**
 * GET /api/questions?slot={slotId} (anyone): the slot's questions, the most voted first. The
 * public sees the shown and answered ones; a signed-in caller its own waiting ones too, with
 * `mine` and `voted`; organisers every state. Never cached: it moves with every vote.
 */
const listQuestionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/questions',
    { preHandler: app.identifyUser, schema: { querystring: QuestionListQuery, response: { 200: QuestionList } } },
    async (request) => {
      const slotId = await roomSlot(app, request.query.slot);
      return listQuestions(app.db, slotId, readerOf(request));
    },
  );
};
export default listQuestionsRoute;
