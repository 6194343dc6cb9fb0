import {
  PHOTO_PAGE_DEFAULT_LIMIT,
  PHOTO_PAGE_MAX_LIMIT,
  PHOTO_PAGE_MAX_OFFSET,
  type Photo,
  type PhotoPageQuery,
} from '@congres/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import type { PageRequest } from '../../../domain/photos/photo-store.js';
import { parsePhotoId } from './find-photo.js';

export const BAD_LIMIT = `Le paramètre « limit » doit être un nombre entier de 1 à ${PHOTO_PAGE_MAX_LIMIT}.`;
export const BAD_CURSOR =
  'Le paramètre « before » n’est pas un curseur de la galerie : reprenez le « nextCursor » de la page précédente, ou demandez la première page sans « before ».';
export const BAD_OFFSET = `Le paramètre « offset » doit être un nombre entier de 0 à ${PHOTO_PAGE_MAX_OFFSET}.`;
export const OFFSET_WITH_CURSOR =
  'Les paramètres « offset » et « before » ne vont pas ensemble : demandez une page soit par sa position, soit par le curseur de la précédente.';
export const repeatedParameter = (name: string) =>
  `Le paramètre « ${name} » est donné plusieurs fois : donnez-le une seule fois.`;

const PAGE_PARAMETERS = ['limit', 'before', 'offset'] as const;
const LIMIT = /^[1-9][0-9]{0,2}$/;
const OFFSET = /^(0|[1-9][0-9]{0,6})$/;

/**
 * preValidation: `?limit=1&limit=2` arrives as a list; it gets this sentence rather than the
 * schema's "doit être de type texte".
 */
export async function refuseRepeatedPageParameters(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  const repeated = PAGE_PARAMETERS.find((name) => Array.isArray(query[name]));
  if (repeated !== undefined) throw new HttpError(400, repeatedParameter(repeated));
}

/** The page asked for, or undefined when no paging parameter is given (the whole list). */
export function readPageQuery(query: PhotoPageQuery): PageRequest | undefined {
  if (query.limit === undefined && query.before === undefined && query.offset === undefined) return undefined;
  const limit = query.limit === undefined ? PHOTO_PAGE_DEFAULT_LIMIT : Number(query.limit);
  if (query.limit !== undefined && (!LIMIT.test(query.limit) || limit > PHOTO_PAGE_MAX_LIMIT)) {
    throw new HttpError(400, BAD_LIMIT);
  }
  if (query.offset !== undefined) {
    if (query.before !== undefined) throw new HttpError(400, OFFSET_WITH_CURSOR);
    const offset = Number(query.offset);
    if (!OFFSET.test(query.offset) || offset > PHOTO_PAGE_MAX_OFFSET) throw new HttpError(400, BAD_OFFSET);
    return offset === 0 ? { limit } : { limit, offset };
  }
  if (query.before === undefined) return { limit };
  // The cursor is the id of the last photo of the page before: the next page starts below it,
  // whether or not that photo still exists.
  const beforeId = parsePhotoId(query.before);
  if (beforeId === undefined) throw new HttpError(400, BAD_CURSOR);
  return { limit, beforeId };
}

/** What the client sends back as `before` for the page after `photos`; null on the last page. */
export function nextCursor(photos: Photo[], more: boolean): string | null {
  const last = photos.at(-1);
  return more && last !== undefined ? String(last.id) : null;
}
