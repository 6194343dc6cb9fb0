import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../database/schema.js';
import { parseLiveEvent, type EventBus, type LiveEvent } from './event-bus.js';

/** The channel, per database: two sites never share one. */
const CHANNEL = 'congres_live';
/** Between two attempts to listen again after the connection was lost. */
const RECONNECT_MS = [500, 1_000, 2_000, 5_000] as const;

/**
 * PostgreSQL LISTEN/NOTIFY, for several instances on one database without Redis. A connection
 * of its own listens (outside the pool: a pooled connection goes back to others); notifications
 * are sent through the pool. A NOTIFY carries at most 8,000 bytes: an event is a photo's public
 * fields (well under 1 KB). A lost listener connects again by itself and then `onResume` lets the
 * live plugin read what it missed from the event log.
 */
export async function createPostgresBus(
  url: string,
  db: Kysely<Database>,
  onError: (error: Error) => void,
): Promise<EventBus> {
  const { Client } = createRequire(import.meta.url)('pg') as typeof pg;
  const listeners: ((event: LiveEvent) => void)[] = [];
  const resumed: (() => void)[] = [];
  let closed = false;
  let client: pg.Client | undefined;
  let attempt = 0;

  const listen = async (): Promise<pg.Client> => {
    const next = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || message.payload === undefined) return;
      const event = parseLiveEvent(message.payload);
      if (event === undefined) onError(new Error(`not a live event on ${CHANNEL}`));
      else listeners.forEach((listener) => listener(event));
    });
    // Without a listener, an error of an idle client would end the process.
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => {});
    });
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
      attempt += 1;
      setTimeout(() => void reconnect(), delay).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    return next;
  };
  const reconnect = async () => {
    if (closed) return;
    try {
      client = await listen();
      attempt = 0;
      resumed.forEach((listener) => listener());
    } catch (error) {
      onError(error as Error);
      const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
      attempt += 1;
      setTimeout(() => void reconnect(), delay).unref();
    }
  };

  client = await listen();
  return {
    kind: 'postgres',
    publish: async (event) => {
      await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(db);
    },
    subscribe: (listener) => listeners.push(listener),
    onResume: (listener) => resumed.push(listener),
    close: async () => {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
