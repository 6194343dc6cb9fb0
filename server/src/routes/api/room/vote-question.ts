import { OWN_QUESTION_VOTE, QUESTION_NOT_FOUND, QuestionIdParams, QuestionVotes } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { rateLimit } from '../rate-limits.js';
import { roomId } from './room-slot.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/**
 * PUT /api/questions/{id}/vote gives the caller's vote, DELETE takes it back (signed in): once
 * per account, a second PUT changes nothing; `{votes}` after it. Not on one's own question, nor
 * on one nobody else sees (waiting, hidden: 404 as for none).
 */
const voteQuestion: FastifyPluginAsyncTypebox = async (app) => {
  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/questions/:id/vote',
      preHandler: [app.requireUser, rateLimit(app, 'questionVotePerUser', 'user')],
      schema: { params: QuestionIdParams, response: { 200: QuestionVotes } },
      handler: async (request) => {
        const id = roomId(request.params.id, QUESTION_NOT_FOUND);
        const outcome = await app.room.questions.vote(id, signedInUser(request).id, method === 'PUT');
        if (outcome === 'own-question') throw new HttpError(409, OWN_QUESTION_VOTE);
        if (typeof outcome === 'string') throw new HttpError(404, QUESTION_NOT_FOUND);
        return outcome;
      },
    });
  }
};
export default voteQuestion;
