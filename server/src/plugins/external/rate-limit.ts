import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Between two log lines about Redis being unreachable (ioredis retries every few hundred ms). */
const REDIS_ERROR_LOG_EVERY_MS = 60_000;

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
  // Loaded only with REDIS_URL: the default start does not pay for it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    // Redis down later must not hold a login for a minute: fail at once, and the check is
    // skipped (skipOnError) until it is back. At start, it must answer.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLogged < REDIS_ERROR_LOG_EVERY_MS) return;
    lastLogged = Date.now();
    app.log.error({ err: error }, 'Redis unreachable: rate limits are not counted until it is back');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const { hostname, port } = new URL(redisUrl);
    throw new Error(`REDIS_URL: Redis at ${hostname}:${port || '6379'} did not answer (${(error as Error).message}).`, {
      cause: error,
    });
  }
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  const siteKey = createHash('sha256').update(site).digest('hex').slice(0, 16);
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `congres:${siteKey}:rate-limit:`,
    skipOnError: true,
  });
}
