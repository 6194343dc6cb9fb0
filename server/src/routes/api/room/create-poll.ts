import { CreatePollBody, CreatedPoll, pollProblem } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { rateLimit } from '../rate-limits.js';
import { roomSlot } from './room-slot.js';

/** POST /api/polls (organisers): a draft poll for a slot, 2 to 6 choices; 201 `{id}`. */
const createPoll: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/polls',
    {
      preHandler: [app.requireOrganiser, rateLimit(app, 'pollPerUser', 'user')],
      schema: { body: CreatePollBody, response: { 201: CreatedPoll } },
    },
    async (request, reply) => {
      const problem = pollProblem(request.body);
      if (problem !== undefined) throw new HttpError(400, problem);
      const slotId = await roomSlot(app, request.body.slotId);
      const id = await app.room.polls.create({
        slotId,
        question: request.body.question.trim(),
        choices: request.body.choices.map((choice) => choice.trim()),
      });
      request.log.info({ pollId: id, userId: request.user?.id, slotId }, 'poll written');
      return reply.code(201).send({ id });
    },
  );
};
export default createPoll;
