import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../database/schema.js';
import { redisSitePrefix } from '../external/redis-connection.js';
import { createMemoryBus, type EventBus } from './event-bus.js';
import { createPostgresBus } from './postgres-bus.js';
import { createRedisBus } from './redis-bus.js';

/**
 * The one place that picks the bus from the settings (decision 057): Redis when REDIS_URL is set
 * (already there for the rate limits), else PostgreSQL's LISTEN/NOTIFY when the database is
 * PostgreSQL (several instances may share it), else this process alone.
 */
export async function createEventBus(
  config: Pick<Config, 'redisUrl' | 'database'>,
  site: { identity: string; db: Kysely<Database> },
  onError: (error: Error) => void,
): Promise<EventBus> {
  if (config.redisUrl !== undefined)
    return createRedisBus(config.redisUrl, `${redisSitePrefix(site.identity)}:live`, onError);
  if (config.database.engine === 'postgres') return createPostgresBus(config.database.url, site.db, onError);
  return createMemoryBus();
}
