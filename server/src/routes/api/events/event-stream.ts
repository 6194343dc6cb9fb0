import { BAD_LAST_EVENT_ID, EXPIRED_LIVE_TICKET, TOO_MANY_STREAMS } from '@congres/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { ORGANISERS_ONLY_MESSAGE } from '../../../plugins/auth/auth-user.js';
import type { Viewer } from '../../../plugins/live/live-streams.js';
import { readOpening, type LastSeen } from '../../../plugins/live/stream-opening.js';

/** How long an address over its limit is asked to wait (the message says "dans une minute"). */
const RETRY_AFTER_SECONDS = 60;
/** Far above a ticket's length (about 250 characters): anything longer is no ticket, unread. */
const MAX_TICKET_LENGTH = 2048;
/** An id this server sends: the public number, then on organisers' streams theirs (decision 104). */
const EVENT_ID = /^(\d{1,15})(?:-(\d{1,15}))?$/;

/**
 * The id of the last event the client received: the `Last-Event-ID` header a browser sends when
 * it reconnects, or `?lastEventId=` (for a client that reconnects by itself, e.g. after a reload).
 * Undefined when absent; an error when it is not an id this server sends.
 */
export function lastEventIdOf(request: FastifyRequest): LastSeen | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown>).lastEventId;
  const raw = header ?? query;
  if (raw === undefined || raw === '') return undefined;
  const parts = typeof raw === 'string' ? EVENT_ID.exec(raw) : null;
  const [publicId, organisersId] = [Number(parts?.[1]), parts?.[2] === undefined ? undefined : Number(parts[2])];
  if (!Number.isSafeInteger(publicId) || (organisersId !== undefined && !Number.isSafeInteger(organisersId)))
    throw new HttpError(400, BAD_LAST_EVENT_ID);
  return organisersId === undefined ? { public: publicId } : { public: publicId, organisers: organisersId };
}

/**
 * Who the stream is for: the public without `?ticket=`; with one, the organiser it was issued
 * to, checked now (genuine, unexpired, its session alive, the account an organiser still), else
 * a French 401 (403 for an organiser no more) and no stream.
 */
async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const ticket = (request.query as Record<string, unknown>).ticket;
  if (ticket === undefined) return { audience: 'public' };
  const holder =
    typeof ticket === 'string' && ticket.length <= MAX_TICKET_LENGTH ? await app.liveTicketHolder(ticket) : null;
  if (holder === null) throw new HttpError(401, EXPIRED_LIVE_TICKET);
  if (holder.user.role !== 'organiser') throw new HttpError(403, ORGANISERS_ONLY_MESSAGE);
  return { audience: 'organisers', userId: holder.user.id, sessionId: holder.sessionId };
}

/**
 * GET /api/events: the site's one event stream (Server-Sent Events, decision 057): anonymous, it
 * carries only what the public pages show; opened with a ticket from POST /api/events/ticket, the
 * organisers' events too (decision 104). A client that reconnects with Last-Event-ID gets what it
 * missed, or `reset` when that is older than the server keeps. A HEAD gets the stream's headers
 * and no stream (it could never carry one).
 */
export default async function eventStream(app: FastifyInstance): Promise<void> {
  app.get('/events', async (request, reply) => {
    const lastSeen = lastEventIdOf(request);
    const viewer = await viewerOf(app, request);
    if (request.method === 'HEAD') return reply.header('cache-control', 'no-store').type('text/event-stream').send();
    const stream = app.live.streams.reserve(request, reply, viewer);
    if (stream === undefined) {
      request.log.info({ address: request.ip }, 'too many live streams from one address');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(429, TOO_MANY_STREAMS);
    }
    let opening;
    try {
      opening = await readOpening(app.live.log, viewer.audience, lastSeen);
    } catch (error) {
      app.live.streams.release(stream);
      throw error;
    }
    await app.live.streams.start(stream, reply, opening);
    return reply;
  });
}
