import { PodiumChoice } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chooseNameShown, nameShownOf } from '../../../domain/quizzes/prize-ranking.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/**
 * GET and PUT /api/account/podium (signed in): whether the attendee's name may show on the prize
 * quiz's public podium (decision 119); kept off, the screens say "Participant N" and only the
 * organisers' ranking names them.
 */
const podiumChoice: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/podium',
    { preHandler: app.requireUser, schema: { response: { 200: PodiumChoice } } },
    async (request) => ({ nameShown: await nameShownOf(app.db, signedInUser(request).id) }),
  );
  app.put(
    '/account/podium',
    { preHandler: app.requireUser, schema: { body: PodiumChoice, response: { 200: PodiumChoice } } },
    async (request) => {
      await chooseNameShown(app.db, signedInUser(request).id, request.body.nameShown);
      return { nameShown: request.body.nameShown };
    },
  );
};
export default podiumChoice;
