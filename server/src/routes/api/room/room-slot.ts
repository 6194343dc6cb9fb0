import { NO_SLOT_CHOSEN, UNKNOWN_QUESTION_SLOT } from '@congres/contracts/room';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import type { QuestionReader } from '../../../domain/room/questions.js';
import { parsePhotoId } from '../photos/find-photo.js';

/**
 * The slot a request of the room names (`?slot=` or the body's `slotId`): one of the newest
 * programme's, else a French 400 (none given) or 404 (not in the programme).
 */
export async function roomSlot(app: FastifyInstance, slotId: string | undefined): Promise<string> {
  if (slotId === undefined || slotId === '') throw new HttpError(400, NO_SLOT_CHOSEN);
  if (!(await app.content.slotIds()).includes(slotId)) throw new HttpError(404, UNKNOWN_QUESTION_SLOT(slotId));
  return slotId;
}

/** The id of `/api/questions/{id}` or `/api/polls/{id}`, else the route's French 404. */
export function roomId(raw: string, notFound: string): number {
  // Database ids alike: the photos' parser says what can be one.
  const id = parsePhotoId(raw);
  if (id === undefined) throw new HttpError(404, notFound);
  return id;
}

/** Who reads (after app.identifyUser): anyone, a signed-in attendee, or an organiser. */
export function readerOf(request: FastifyRequest): QuestionReader {
  return { userId: request.user?.id ?? null, organiser: request.user?.role === 'organiser' };
}
