import type { ServerResponse } from 'node:http';
import { createSession, type Session } from 'better-sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent } from './event-bus.js';

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

/** What a new stream is sent before the live events: the replay, or where it starts. */
export type Opening = { replay: LiveEvent[] } | { ready: number } | { reset: number };

interface Stream {
  address: string;
  response: ServerResponse;
  /** Events arrived while the opening was read and sent; null once the stream is live. */
  pending: LiveEvent[] | null;
  session: Session | undefined;
}

/**
 * The open event streams of this instance: how many each address holds (the limit is checked
 * before a stream starts), and the fan-out of each event to all of them.
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

  const push = (stream: Stream, event: LiveEvent) => {
    const { session, response } = stream;
    if (session === undefined || !session.isConnected) return;
    if (response.writableLength > MAX_UNSENT_BYTES) {
      response.destroy();
      return;
    }
    session.push(event.data, event.type, String(event.id));
  };

  return {
    get count() {
      return streams.size;
    },

    /**
     * Takes a place for a stream of `request`'s address (the trusted one: TRUST_PROXY decides),
     * or undefined when the address holds the most already. From now on the stream receives
     * events (kept until `start`); its place is given back when the connection closes.
     */
    reserve(request: FastifyRequest, reply: FastifyReply): Stream | undefined {
      const address = request.ip;
      const count = perAddress.get(address) ?? 0;
      if (count >= limitPerAddress) return undefined;
      perAddress.set(address, count + 1);
      const stream: Stream = { address, response: reply.raw, pending: [], session: undefined };
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
      const sent = new Set<number>();
      if ('replay' in opening) {
        for (const event of opening.replay) {
          push(stream, event);
          sent.add(event.id);
        }
      } else {
        const [type, id] = 'ready' in opening ? ['ready', opening.ready] : ['reset', opening.reset];
        push(stream, { id, type, data: '{}' });
      }
      for (const event of stream.pending ?? []) if (!sent.has(event.id)) push(stream, event);
      stream.pending = null;
    },

    /** Sends an event to every stream of this instance. */
    broadcast(event: LiveEvent) {
      for (const stream of streams) {
        if (stream.pending !== null) stream.pending.push(event);
        else push(stream, event);
      }
    },

    /** Ends every stream (the server is closing: an open stream would hold it open). */
    closeAll() {
      for (const stream of streams) stream.response.end();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
