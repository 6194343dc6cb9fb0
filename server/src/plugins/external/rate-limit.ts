import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { connectRedis, everyMinuteAtMost, redisSitePrefix } from './redis-connection.js';

/**
 * Makes `app.createRateLimit` available. Nothing is limited globally: the account routes
 * pick their own limits (routes/api/rate-limits.ts), per address and per account.
 *
 * Counters live in this process's memory, or with REDIS_URL in Redis through the plugin's own
 * store, so that every instance of the site counts the same attempts (decision 026). They are
 * kept under `site`, the name of the site's database (app.ts passes it): instances of one site
 * share them, another site using the same Redis does not.
 */
export async function rateLimiting(app: FastifyInstance, { site }: { site: string }): Promise<void> {
  const { redisUrl } = app.config;
  if (redisUrl === undefined) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = await connectRedis(
    redisUrl,
    everyMinuteAtMost((error) =>
      app.log.error({ err: error }, 'Redis unreachable: rate limits are not counted until it is back'),
    ),
  );
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${redisSitePrefix(site)}:rate-limit:`,
    skipOnError: true,
  });
}
