import { BAD_LAST_EVENT_ID, TOO_MANY_STREAMS } from '@congres/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import type { Opening } from '../../../plugins/app/live/live-streams.js';

/** How long an address over its limit is asked to wait (the message says "dans une minute"). */
const RETRY_AFTER_SECONDS = 60;

/**
 * The id of the last event the client received: the `Last-Event-ID` header a browser sends when
 * it reconnects, or `?lastEventId=` (for a client that reconnects by itself, e.g. after a reload).
 * Undefined when absent; an error when it is not an id this server sends (digits).
 */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown>).lastEventId;
  const raw = header ?? query;
  if (raw === undefined || raw === '') return undefined;
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(400, BAD_LAST_EVENT_ID);
  return id;
}

/**
 * GET /api/events: the site's one event stream (Server-Sent Events, decision 057), public and
 * anonymous: only what the public pages show. A client that reconnects with Last-Event-ID gets
 * what it missed, or `reset` when that is older than the server keeps. A HEAD gets the stream's
 * headers and no stream (it could never carry one).
 */
export default async function eventStream(app: FastifyInstance): Promise<void> {
  app.get('/events', async (request, reply) => {
    const lastId = lastEventIdOf(request);
    if (request.method === 'HEAD') return reply.header('cache-control', 'no-store').type('text/event-stream').send();
    const stream = app.live.streams.reserve(request, reply);
    if (stream === undefined) {
      request.log.info({ address: request.ip }, 'too many live streams from one address');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(429, TOO_MANY_STREAMS);
    }
    let opening: Opening;
    try {
      if (lastId === undefined) opening = { ready: await app.live.log.latest() };
      else {
        const replay = await app.live.log.since(lastId);
        opening = 'reset' in replay ? { reset: replay.latest } : { replay: replay.events };
      }
    } catch (error) {
      app.live.streams.release(stream);
      throw error;
    }
    await app.live.streams.start(stream, reply, opening);
    return reply;
  });
}
