import type { ServerResponse } from 'node:http';
import { createSession, type Session } from 'better-sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent } from './event-bus.js';
import { audienceOf, type LiveAudience } from './event-log.js';

/** A comment line this often: proxies and phones' networks close a connection silent for long. */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before it reconnects by itself (sent as `retry:`). */
export const RETRY_MS = 3_000;
/**
 * A stream whose reader does not keep up (a phone in a tunnel, the socket still open) is cut
 * past this much unsent data rather than buffered without end: its browser reconnects and gets
 * what it missed by Last-Event-ID.
 */
const MAX_UNSENT_BYTES = 256 * 1024;

/** Where a stream stands in each numbering (decision 104): the last id of each it was sent. */
export interface Position {
  public: number;
  organisers: number;
}

/**
 * Whom a stream was opened for: anyone, or an organiser's login session (shown by a live
 * ticket), which is checked again while the stream stays open.
 */
export type Viewer = { audience: 'public' } | { audience: 'organisers'; userId: number; sessionId: string };

/** What a new stream is sent before the live events: the replay from where it was, or where it starts. */
export type Opening = { replay: LiveEvent[]; from: Position } | { ready: Position } | { reset: Position };

interface Stream {
  address: string;
  response: ServerResponse;
  viewer: Viewer;
  position: Position;
  /** Events arrived while the opening was read and sent; null once the stream is live. */
  pending: LiveEvent[] | null;
  session: Session | undefined;
}

/**
 * The id a stream is sent with its next message: the public number on a public stream, both
 * numbers on an organisers' one (`<public>-<organisers>`), which the route reads back.
 */
const idOf = (stream: Stream) =>
  stream.viewer.audience === 'organisers'
    ? `${stream.position.public}-${stream.position.organisers}`
    : String(stream.position.public);

/**
 * The open event streams of this instance: how many each address holds (the limit is checked
 * before a stream starts), and the fan-out of each event to the streams of its audience: an
 * organisers' event never reaches a public stream, live or replayed (decision 104).
 */
export function createLiveStreams(limitPerAddress: number) {
  const streams = new Set<Stream>();
  const perAddress = new Map<string, number>();

  const release = (stream: Stream) => {
    if (!streams.delete(stream)) return;
    const count = (perAddress.get(stream.address) ?? 1) - 1;
    if (count <= 0) perAddress.delete(stream.address);
    else perAddress.set(stream.address, count);
  };

  const send = (stream: Stream, type: string, data: string) => {
    const { session, response } = stream;
    if (session === undefined || !session.isConnected) return;
    if (response.writableLength > MAX_UNSENT_BYTES) {
      response.destroy();
      return;
    }
    session.push(data, type, idOf(stream));
  };
  /** Sends `event` if the stream's viewer may see it (`audience`: the numbering it belongs to). */
  const push = (stream: Stream, event: LiveEvent, audience: LiveAudience = audienceOf(event.type)) => {
    if (audience === 'organisers' && stream.viewer.audience !== 'organisers') return;
    stream.position[audience] = event.id;
    send(stream, event.type, event.data);
  };

  return {
    get count() {
      return streams.size;
    },

    /**
     * Takes a place for a stream of `request`'s address (the trusted one: TRUST_PROXY decides),
     * or undefined when the address holds the most already. From now on the stream receives
     * the events `viewer` may see (kept until `start`); its place is given back when the
     * connection closes.
     */
    reserve(request: FastifyRequest, reply: FastifyReply, viewer: Viewer): Stream | undefined {
      const address = request.ip;
      const count = perAddress.get(address) ?? 0;
      if (count >= limitPerAddress) return undefined;
      perAddress.set(address, count + 1);
      const stream: Stream = {
        address,
        response: reply.raw,
        viewer,
        position: { public: 0, organisers: 0 },
        pending: [],
        session: undefined,
      };
      streams.add(stream);
      reply.raw.once('close', () => release(stream));
      return stream;
    },

    /** Gives the place back (the opening could not be read). */
    release,

    /**
     * Starts the stream: the response head (with the headers already set on the reply, CORS's
     * included), `retry:`, the opening, then the events that arrived meanwhile, once each.
     */
    async start(stream: Stream, reply: FastifyReply, opening: Opening): Promise<void> {
      reply.hijack();
      // Closed while the opening was read: nothing to start (its place is already given back).
      if (!streams.has(stream) || reply.raw.destroyed) return;
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
      stream.session = await createSession(reply.request.raw, reply.raw, {
        headers,
        retry: RETRY_MS,
        keepAlive: HEARTBEAT_MS,
        trustClientEventId: false,
        // Data is JSON already, serialised once per event rather than once per stream.
        serializer: (data) => String(data),
      });
      // Replayed events are not sent again when they also arrived meanwhile (by their numbering).
      const key = (event: LiveEvent) => `${audienceOf(event.type)}:${event.id}`;
      const sent = new Set<string>();
      if ('replay' in opening) {
        stream.position = { ...opening.from };
        for (const event of opening.replay) {
          push(stream, event);
          sent.add(key(event));
        }
      } else {
        const [type, position] = 'ready' in opening ? ['ready', opening.ready] : ['reset', opening.reset];
        stream.position = { ...position };
        send(stream, type, '{}');
      }
      for (const event of stream.pending ?? []) if (!sent.has(key(event))) push(stream, event);
      stream.pending = null;
    },

    /**
     * Sends an event to every stream of this instance that may see it. `audience`: the numbering
     * the event's id belongs to, its name's by default (a `reset` of the organisers' numbering
     * says otherwise).
     */
    broadcast(event: LiveEvent, audience: LiveAudience = audienceOf(event.type)) {
      for (const stream of streams) {
        if (stream.pending !== null) {
          if (audience === audienceOf(event.type)) stream.pending.push(event);
        } else push(stream, event, audience);
      }
    },

    /** The organisers' streams started, with whom each was opened for and how to end it. */
    organisers(): { userId: number; sessionId: string; end: () => void }[] {
      return [...streams].flatMap(({ viewer, pending, response }) =>
        viewer.audience === 'organisers' && pending === null
          ? [{ userId: viewer.userId, sessionId: viewer.sessionId, end: () => response.end() }]
          : [],
      );
    },

    /** Ends every stream (the server is closing: an open stream would hold it open). */
    closeAll() {
      for (const stream of streams) stream.response.end();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
