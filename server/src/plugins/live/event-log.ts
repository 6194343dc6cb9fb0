import { isOrganiserOnlyEvent } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import type { LiveEvent } from './event-bus.js';

/**
 * How many of the last events a reconnecting client can be given (decision 057): at the busiest
 * break (300 photos a minute for 5,000 attendees) more than a minute of network lost; beyond it,
 * or when its id is unknown, the client is told to reload its first page instead.
 */
export const REPLAY_WINDOW = 500;

/**
 * Who may see an event (decision 104): everyone, or organisers only. Each is numbered in its own
 * table, so that the public ids never skip an organisers' event.
 */
export type LiveAudience = 'public' | 'organisers';

/** The audience of an event, from its name (the contracts' list). */
export const audienceOf = (type: string): LiveAudience => (isOrganiserOnlyEvent(type) ? 'organisers' : 'public');

const TABLES = { public: 'live_events', organisers: 'live_organiser_events' } as const;

/** What a client that says it saw event `lastId` is sent: the events after it, or a reset. */
export type Replay = { events: LiveEvent[]; latest: number } | { reset: true; latest: number };

/**
 * The live stream's recent events in the database (migrations 009 and 018), one numbering per
 * audience: the row's id numbers the event in one order for every instance, and any instance
 * replays what a client missed.
 */
export function createEventLog(db: Kysely<Database>) {
  // Both tables have the same columns: the queries are typed against the first one's.
  const table = (audience: LiveAudience) => TABLES[audience] as 'live_events';
  /** The oldest and newest ids kept (0 and 0 before the first event), read together. */
  const bounds = async (audience: LiveAudience): Promise<{ oldest: number; newest: number }> => {
    const row = await db
      .selectFrom(table(audience))
      .select((eb) => [eb.fn.min('id').as('oldest'), eb.fn.max('id').as('newest')])
      .executeTakeFirst();
    return { oldest: Number(row?.oldest ?? 0), newest: Number(row?.newest ?? 0) };
  };
  return {
    /** Writes the event in its audience's table and forgets those beyond the window; its id is the new row's. */
    async record(type: string, data: string): Promise<LiveEvent> {
      const into = table(audienceOf(type));
      const { id } = await db.insertInto(into).values({ type, data }).returning('id').executeTakeFirstOrThrow();
      // By the primary key: a few rows each time, never a scan.
      await db
        .deleteFrom(into)
        .where('id', '<=', id - REPLAY_WINDOW)
        .execute();
      return { id, type, data };
    },

    /** The newest event's id of `audience`: where a client that connects now starts. */
    latest: async (audience: LiveAudience = 'public') => (await bounds(audience)).newest,

    /**
     * The events of `audience` after `lastId`, oldest first; a reset when `lastId` was never sent
     * (a restored database) or when some of the events after it are no longer kept.
     */
    async since(lastId: number, audience: LiveAudience = 'public'): Promise<Replay> {
      const { oldest, newest } = await bounds(audience);
      if (lastId > newest || (lastId < newest && oldest > lastId + 1)) return { reset: true, latest: newest };
      if (lastId === newest) return { events: [], latest: newest };
      const events = await db
        .selectFrom(table(audience))
        .select(['id', 'type', 'data'])
        .where('id', '>', lastId)
        .orderBy('id', 'asc')
        .limit(REPLAY_WINDOW)
        .execute();
      return { events, latest: newest };
    },
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
