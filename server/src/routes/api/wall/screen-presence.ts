import { BAD_SCREEN_ID, SCREEN_ID_PATTERN, ScreenParams, TOO_MANY_SCREENS } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { noteScreen, SCREEN_ADDRESS_KEY, SCREEN_CAPS } from '../../../domain/wall/wall-screens.js';
import { rateLimit } from '../rate-limits.js';

/** How long an address over its cap is asked to wait (the message says "dans une minute"). */
const RETRY_AFTER_SECONDS = 60;

/**
 * PUT /api/wall/screens/{screenId} (anyone: the projector's computer signs in to nothing): a /mur
 * screen says it is on, every SCREEN_HEARTBEAT_MS; it counts on the organisers' figures until
 * SCREEN_EXPIRY_MS after its last word (decision 065). 204; a French 400 for a malformed id, 429
 * past the address's rate or its cap of screens.
 */
const screenPresence: FastifyPluginAsyncTypebox = async (app) => {
  const addressKey = app.derivedKey(SCREEN_ADDRESS_KEY);
  app.put(
    '/wall/screens/:screenId',
    { preHandler: rateLimit(app, 'wallScreenPerIp', 'ip'), schema: { params: ScreenParams } },
    async (request, reply) => {
      const { screenId } = request.params;
      if (!SCREEN_ID_PATTERN.test(screenId)) throw new HttpError(400, BAD_SCREEN_ID);
      const outcome = await noteScreen(app.db, { screenId, address: request.ip, addressKey });
      if (outcome === 'over') {
        request.log.info('wall screens over the cap');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new HttpError(429, TOO_MANY_SCREENS(SCREEN_CAPS.perAddress));
      }
      return reply.code(204).send();
    },
  );
};
export default screenPresence;
