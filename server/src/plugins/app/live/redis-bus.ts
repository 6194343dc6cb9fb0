import type { Redis } from 'ioredis';
import { connectRedis } from '../../external/redis-connection.js';
import { parseLiveEvent, type EventBus, type LiveEvent } from './event-bus.js';

/**
 * Redis pub/sub on the site's channel. Two connections: one that subscribes (in that mode it
 * can do nothing else) and one that publishes. Both fail fast when Redis is away (TOOLCHAIN's
 * trap: ioredis would otherwise hold each call for a minute) and come back by themselves; the
 * subscriber subscribes again (ioredis's autoResubscribe) and `onResume` lets the live plugin
 * read what it missed meanwhile from the event log.
 */
export async function createRedisBus(
  redisUrl: string,
  channel: string,
  onError: (error: Error) => void,
): Promise<EventBus> {
  const publisher = await connectRedis(redisUrl, onError);
  let subscriber: Redis;
  try {
    subscriber = await connectRedis(redisUrl, onError);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    throw error;
  }
  const listeners: ((event: LiveEvent) => void)[] = [];
  const resumed: (() => void)[] = [];
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const event = parseLiveEvent(message);
    if (event === undefined) onError(new Error(`not a live event on ${channel}`));
    else listeners.forEach((listener) => listener(event));
  });
  let cut = false;
  subscriber.on('close', () => {
    cut = true;
  });
  subscriber.on('ready', () => {
    if (!cut) return;
    cut = false;
    resumed.forEach((listener) => listener());
  });
  return {
    kind: 'redis',
    publish: async (event) => {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (listener) => listeners.push(listener),
    onResume: (listener) => resumed.push(listener),
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
