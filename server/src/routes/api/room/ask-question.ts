import { AskQuestionBody, AskedQuestion, questionTextProblem } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { rateLimit } from '../rate-limits.js';
import { roomSlot } from './room-slot.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/**
 * POST /api/questions (signed in): a question to a slot of the programme, anonymous unless
 * `signed`. 201 `{id, state}`: `shown`, or `pending` with QUESTIONS_APPROVAL=true. A few a
 * minute per account, never per address (the venue is one address).
 */
const askQuestion: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/questions',
    {
      schema: { body: AskQuestionBody, response: { 201: AskedQuestion } },
      preHandler: [
        app.requireUser,
        // Checked before the count: a question refused for its text is not one of the few a
        // minute, and its asker sends it again, corrected, at once. (Its slot is checked in the
        // handler: the programme is read once the content is ready, decision 116.)
        async (request) => {
          const problem = questionTextProblem(request.body.text);
          if (problem !== undefined) throw new HttpError(400, problem);
        },
        rateLimit(app, 'questionPerUser', 'user'),
      ],
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const slotId = await roomSlot(app, request.body.slotId);
      const asked = await app.room.questions.ask({
        slotId,
        userId,
        text: request.body.text.trim(),
        signed: request.body.signed === true,
      });
      request.log.info({ questionId: asked.id, userId, slotId, state: asked.state }, 'question asked');
      return reply.code(201).send(asked);
    },
  );
};
export default askQuestion;
