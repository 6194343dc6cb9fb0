import type { Redis } from 'ioredis';
import { connectRedis } from '../external/redis-connection.js';
import { parseLiveEvent, type EventBus, type LiveEvent } from './event-bus.js';

/**
 * Redis pub/sub on the site's channel. Two connections: one that subscribes (in that mode it
 * can do nothing else) and one that publishes. Both fail fast when Redis is away (TOOLCHAIN's
 * trap: ioredis would otherwise hold each call for a minute) and come back by themselves; the
 * subscriber subscribes again, then `onResume` lets the live plugin read what it missed
 * meanwhile from the event log: an event published between the two is in both, and sent once.
 */
export async function createRedisBus(
  redisUrl: string,
  channel: string,
  onError: (error: Error) => void,
): Promise<EventBus> {
  const publisher = await connectRedis(redisUrl, onError);
  let subscriber: Redis;
  try {
    // Subscribed again by this bus, not by ioredis (autoResubscribe): ioredis's own SUBSCRIBE,
    // cut by a second drop before its answer, rejects a promise nobody awaits, and an unhandled
    // rejection ends the process (seen in server/test/live/bus-between-instances.test.ts).
    subscriber = await connectRedis(redisUrl, onError, { autoResubscribe: false });
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
    // Cut again before the answer: the next 'close' marks the cut, the next 'ready' tries again.
    subscriber.subscribe(channel).then(
      () => resumed.forEach((listener) => listener()),
      (error: unknown) => onError(error as Error),
    );
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
