import { NO_PRIZE_QUIZ, NOBODY_RANKED, Podium, PrizeRanking } from '@congres/contracts/room';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { publishedContent } from '../../../domain/content/content-versions.js';
import {
  hidePodium,
  podiumOf,
  prizeQuizzes,
  prizeRanking,
  prizeRankingCsv,
  publicRanking,
  showPodium,
  shownPodium,
} from '../../../domain/quizzes/prize-ranking.js';

/**
 * The prize quiz (decision 119): GET /api/quizzes/ranking and ranking.csv (organisers) rank every
 * participant of the quizzes marked for the prizes; PUT /api/quizzes/podium puts the top three on
 * the room's screens (frozen, each name as its participant chose), DELETE takes it off; GET
 * /api/quizzes/podium (anyone) is what the screens show.
 */
const prizeRankingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ranking = async () => prizeRanking(app.db, (await publishedContent(app.db)).content);

  app.get(
    '/quizzes/ranking',
    { preHandler: app.requireOrganiser, schema: { response: { 200: PrizeRanking } } },
    async () => publicRanking(await ranking()),
  );
  app.get('/quizzes/ranking.csv', { preHandler: app.requireOrganiser }, async (_request, reply) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="classement-remise-des-prix.csv"');
    return prizeRankingCsv(publicRanking(await ranking()));
  });

  app.get('/quizzes/podium', { schema: { response: { 200: Podium } } }, async (_request, reply) => {
    // Asked by every screen opened: short-lived, each asks again.
    reply.header('cache-control', 'no-cache');
    return { entries: await shownPodium(app.db) };
  });
  app.put(
    '/quizzes/podium',
    { preHandler: app.requireOrganiser, schema: { response: { 200: Podium } } },
    async (request) => {
      const { content } = await publishedContent(app.db);
      if (prizeQuizzes(content).length === 0) throw new HttpError(409, NO_PRIZE_QUIZ);
      const ranked = await prizeRanking(app.db, content);
      if (ranked.length === 0) throw new HttpError(409, NOBODY_RANKED);
      const entries = await podiumOf(app.db, ranked);
      await showPodium(app.db, entries);
      request.log.info({ userId: request.user?.id }, 'podium shown');
      await app.live.publish('podium-shown', { entries });
      return { entries };
    },
  );
  app.delete('/quizzes/podium', { preHandler: app.requireOrganiser }, async (request, reply) => {
    await hidePodium(app.db);
    request.log.info({ userId: request.user?.id }, 'podium hidden');
    await app.live.publish('podium-hidden', {});
    return reply.code(204).send();
  });
};
export default prizeRankingRoutes;
