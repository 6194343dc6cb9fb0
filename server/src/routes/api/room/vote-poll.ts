import {
  POLL_ALREADY_VOTED,
  POLL_NOT_FOUND,
  POLL_NOT_OPEN,
  PollIdParams,
  PollVoteBody,
  UNKNOWN_POLL_CHOICE,
} from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { rateLimit } from '../rate-limits.js';
import { roomId } from './room-slot.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/** PUT /api/polls/{id}/vote `{choice}` (signed in): 200 once, then a French 409; 409 when not open. */
const votePoll: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/polls/:id/vote',
    {
      preHandler: [app.requireUser, rateLimit(app, 'pollVotePerUser', 'user')],
      schema: { params: PollIdParams, body: PollVoteBody },
    },
    async (request) => {
      const id = roomId(request.params.id, POLL_NOT_FOUND);
      const outcome = await app.room.polls.vote(id, signedInUser(request).id, request.body.choice);
      if (outcome === 'not-open') throw new HttpError(409, POLL_NOT_OPEN);
      if (outcome === 'already-voted') throw new HttpError(409, POLL_ALREADY_VOTED);
      if (typeof outcome === 'object') throw new HttpError(400, UNKNOWN_POLL_CHOICE(outcome.choiceCount));
      if (outcome !== true) throw new HttpError(404, POLL_NOT_FOUND);
      return { ok: true };
    },
  );
};
export default votePoll;
