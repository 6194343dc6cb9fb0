import { createHash } from 'node:crypto';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * A connection to REDIS_URL, connected before it is returned: Redis must answer at start, and
 * a wrong URL stops the server with a sentence naming it (never its password). Redis down later
 * must not hold a request for a minute (ioredis's defaults): commands fail at once instead, and
 * the connection keeps trying to come back by itself. Used by the rate limits and the live
 * stream's bus, each with its own connection (a subscribing connection can do nothing else).
 */
export async function connectRedis(
  redisUrl: string,
  onError: (error: Error) => void,
  options: Pick<RedisOptions, 'autoResubscribe'> = {},
): Promise<Redis> {
  // Loaded only with REDIS_URL: the default start does not pay for it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    lazyConnect: true,
    ...options,
  });
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const { hostname, port } = new URL(redisUrl);
    throw new Error(`REDIS_URL: Redis at ${hostname}:${port || '6379'} did not answer (${(error as Error).message}).`, {
      cause: error,
    });
  }
  return redis;
}

/** Calls `log` at most once a minute: ioredis retries every few hundred ms while Redis is away. */
export function everyMinuteAtMost(log: (error: Error) => void): (error: Error) => void {
  let lastLogged = 0;
  return (error) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log(error);
  };
}

/**
 * The prefix of a site's keys and channels in Redis, from the name of its database (decision
 * 026): instances of one site share them, another site using the same Redis does not.
 */
export function redisSitePrefix(site: string): string {
  return `congres:${createHash('sha256').update(site).digest('hex').slice(0, 16)}`;
}
