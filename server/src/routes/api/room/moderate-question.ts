import {
  EMPTY_MODERATION,
  ModerateQuestionBody,
  PIN_NOT_SHOWN,
  QUESTION_NOT_FOUND,
  QuestionIdParams,
} from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { roomId } from './room-slot.js';

/**
 * PATCH /api/questions/{id} (organisers): `{state?, pinned?}`: show (approve), mark answered,
 * hide; pin the one being asked (the slot's other pin goes). 200 with nothing to read: every
 * open page hears it on the live stream.
 */
const moderateQuestion: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/questions/:id',
    { preHandler: app.requireOrganiser, schema: { params: QuestionIdParams, body: ModerateQuestionBody } },
    async (request) => {
      const id = roomId(request.params.id, QUESTION_NOT_FOUND);
      const outcome = await app.room.questions.moderate(id, request.body);
      if (outcome === 'nothing-to-change') throw new HttpError(400, EMPTY_MODERATION);
      if (outcome === 'pin-not-shown') throw new HttpError(409, PIN_NOT_SHOWN);
      if (outcome !== true) throw new HttpError(404, QUESTION_NOT_FOUND);
      request.log.info({ questionId: id, userId: request.user?.id, ...request.body }, 'question moderated');
      return { ok: true };
    },
  );
};
export default moderateQuestion;
