import { POLL_ALREADY_CLOSED, POLL_NOT_FOUND, PollIdParams } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { roomId } from './room-slot.js';

/**
 * POST /api/polls/{id}/open and /close (organisers): a draft opens (once open, again changes
 * nothing); a poll closes for good, its results staying with the slot.
 */
const openClosePoll: FastifyPluginAsyncTypebox = async (app) => {
  for (const action of ['open', 'close'] as const) {
    app.post(
      `/polls/:id/${action}`,
      { preHandler: app.requireOrganiser, schema: { params: PollIdParams } },
      async (request) => {
        const id = roomId(request.params.id, POLL_NOT_FOUND);
        const outcome = await app.room.polls[action](id);
        if (outcome === 'already-closed') throw new HttpError(409, POLL_ALREADY_CLOSED);
        if (outcome !== true) throw new HttpError(404, POLL_NOT_FOUND);
        request.log.info({ pollId: id, userId: request.user?.id }, `poll ${action}`);
        return { ok: true };
      },
    );
  }
};
export default openClosePoll;
