import { Photo, type LiveEventData } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseIdentity } from '../database/open-database.js';
import { createEventBus } from './create-event-bus.js';
import type { EventBus, LiveEvent } from './event-bus.js';
import { audienceOf, createEventLog, REPLAY_WINDOW, type EventLog, type LiveAudience } from './event-log.js';
import { createLiveStreams, type LiveStreams } from './live-streams.js';
import { everyMinuteAtMost } from '../external/redis-connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      /** Numbers the event, keeps it for replay and sends it to every stream of every instance. */
      publish<N extends keyof LiveEventData>(type: N, data: LiveEventData[N]): Promise<LiveEvent>;
      log: EventLog;
      streams: LiveStreams;
      /** Calls `listener` with each event this instance receives, from any instance (decision 087). */
      onEvent(listener: (event: LiveEvent) => void): void;
      bus: Pick<EventBus, 'kind'>;
      /**
       * Ends the organisers' streams whose login session ended or whose account is an organiser
       * no more (decision 104): run every ORGANISER_STREAMS_CHECK_MS, and by tests.
       */
      checkOrganiserStreams(): Promise<void>;
    };
  }
}

/**
 * How often the organisers' streams are checked again: a ticket is checked when its stream opens,
 * and a logout or a role withdrawn ends the stream within this long (one query per stream).
 */
export const ORGANISER_STREAMS_CHECK_MS = 60_000;

const AUDIENCES: readonly LiveAudience[] = ['public', 'organisers'];

/** Exactly the fields the public list gives (the Photo contract): nothing more reaches a visitor. */
const PUBLIC_PHOTO_FIELDS = Object.keys(Photo.properties) as (keyof Photo)[];
export function publicPhoto(photo: Photo): Photo {
  return Object.fromEntries(PUBLIC_PHOTO_FIELDS.filter((key) => key in photo).map((key) => [key, photo[key]])) as Photo;
}

/**
 * The live stream (decision 057): the event log, the bus between instances, this instance's
 * open streams, and the photo store's publications and deletions as events (one hook here,
 * whichever route publishes or deletes).
 */
export default fp(
  async function livePlugin(app: FastifyInstance) {
    const log = createEventLog(app.db);
    const streams = createLiveStreams(app.config.liveStreamsPerAddress);
    const logError = everyMinuteAtMost((error) =>
      app.log.error({ err: error }, 'live event bus unreachable: events reach this instance’s streams only'),
    );
    const bus = await createEventBus(app.config, { identity: databaseIdentity(app.config), db: app.db }, logError);

    // Per numbering (decision 104), the ids this instance has sent to its streams, the newest
    // last: a catch-up never sends one twice.
    const sentTo = async (audience: LiveAudience) => ({
      delivered: new Set<number>(),
      newest: await log.latest(audience),
    });
    const state = { public: await sentTo('public'), organisers: await sentTo('organisers') };
    const listeners: ((event: LiveEvent) => void)[] = [];
    // `audience`: the numbering of the event's id, its name's but for a `reset` of the organisers'.
    const deliver = (event: LiveEvent, audience = audienceOf(event.type)) => {
      const sent = state[audience];
      if (sent.delivered.has(event.id)) return;
      sent.delivered.add(event.id);
      if (sent.delivered.size > REPLAY_WINDOW) sent.delivered.delete(sent.delivered.values().next().value as number);
      sent.newest = Math.max(sent.newest, event.id);
      streams.broadcast(event, audience);
      for (const listener of listeners) listener(event);
    };
    // Events from the bus are sent to the streams in the order of their ids. Each instance
    // numbers its event in the log, then hands it to the bus: another instance's later event can
    // cross the bus first (seen through PostgreSQL on a busy machine: 1, 3, 2), and a phone that
    // had seen 3 would then reconnect past 2. An id past the next one reads the gap from the log,
    // where the earlier event already is, and sends it first; its own copy, later, is a repeat.
    // One event at a time, in the order received; each numbering on its own.
    let receiving: Promise<void> = Promise.resolve();
    const inOrder = async (event: LiveEvent) => {
      const audience = audienceOf(event.type);
      const sent = state[audience];
      if (sent.delivered.has(event.id)) return;
      if (event.id > sent.newest + 1) {
        try {
          const missed = await log.since(sent.newest, audience);
          if ('events' in missed)
            missed.events.filter((earlier) => earlier.id < event.id).forEach((earlier) => deliver(earlier));
        } catch (error) {
          app.log.error({ err: error }, 'live events before one received early not read: sent as they come');
        }
      }
      deliver(event);
    };
    // Each piece of work on the streams waits for the one before. A failure is logged and never
    // holds back the next ones.
    const inTurn = (work: () => Promise<void>, failure: string) => {
      receiving = receiving.then(work).catch((error: unknown) => app.log.error({ err: error }, failure));
    };
    bus.subscribe((event) => inTurn(() => inOrder(event), 'live event received but not sent to every stream'));
    // Back after a cut: what other instances published meanwhile is in the log. Read in turn with
    // the bus's events, so that an event arriving during the read never overtakes the missed ones.
    bus.onResume(() =>
      inTurn(async () => {
        for (const audience of AUDIENCES) {
          const replay = await log.since(state[audience].newest, audience);
          if ('reset' in replay) deliver({ id: replay.latest, type: 'reset', data: '{}' }, audience);
          else replay.events.forEach((event) => deliver(event));
        }
      }, 'live events missed during a cut of the bus not read'),
    );

    const publish = async <N extends keyof LiveEventData>(type: N, data: LiveEventData[N]) => {
      const event = await log.record(type, JSON.stringify(data));
      try {
        await bus.publish(event);
      } catch (error) {
        // The other instances' streams get it from the log when the bus is back; this one's now.
        logError(error as Error);
        deliver(event);
      }
      return event;
    };
    const told = (what: string) => (error: unknown) => app.log.error({ err: error }, `live event not sent: ${what}`);
    app.photos.onPublished((photo) => {
      publish('photo-published', publicPhoto(photo)).catch(told('photo published'));
    });
    app.photos.onRemoved((removed) => {
      for (const { id } of removed) publish('photo-removed', { id }).catch(told('photo removed'));
    });

    // A ticket is checked when its stream opens; the stream lives on, so its viewer is checked again.
    const checkOrganiserStreams = async () => {
      for (const stream of streams.organisers()) {
        const viewer = await app.authTokens.session(stream.userId, stream.sessionId);
        if (viewer?.role !== 'organiser') stream.end();
      }
    };
    const checking = setInterval(() => {
      checkOrganiserStreams().catch((error: unknown) =>
        app.log.error({ err: error }, 'organisers’ live streams not checked again'),
      );
    }, ORGANISER_STREAMS_CHECK_MS);
    checking.unref();

    // Before the server stops accepting: open streams would otherwise hold app.close() forever.
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', async () => {
      clearInterval(checking);
      await bus.close();
    });
    const onEvent = (listener: (event: LiveEvent) => void) => void listeners.push(listener);
    app.decorate('live', { publish, log, streams, bus: { kind: bus.kind }, onEvent, checkOrganiserStreams });
  },
  { name: 'live', dependencies: ['database', 'auth', 'photos'] },
);
