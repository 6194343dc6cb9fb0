import {
  ANNOUNCEMENT_CONTROL,
  ANNOUNCEMENT_NOT_FOUND,
  ANNOUNCEMENT_TOO_LONG,
  EMPTY_ANNOUNCEMENT,
} from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const announce = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/announcements',
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});
const remove = (id: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'DELETE',
  url: `/api/announcements/${id}`,
  headers,
});

/** The organisers' announcements (decision 062): only an organiser posts or removes, 1 to 280 characters. */
export const announcementRows: HostileRow[] = [
  {
    name: 'announcement: post without a token',
    request: announce({ message: 'Salut' }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'announcement: post with a revoked token',
    request: (c) => announce({ message: 'Salut' }, bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'announcement: post as an attendee',
    request: (c) => announce({ message: 'Salut' }, bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'announcement: post with a forged organiser role',
    request: (c) => announce({ message: 'Salut' }, bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    // Fastify validates before the preHandler: the shape of the body is no secret.
    name: 'announcement: an attendee with a malformed body gets the schema’s refusal, nothing stored',
    request: (c) => announce({ message: 42 }, bearer(c.token)),
    status: 400,
    message: 'Le champ « message » doit être de type texte.',
  },
  {
    name: 'announcement: an escape sequence',
    request: (c) => announce({ message: 'Salle B\u001b[2J' }, bearer(c.organiser)),
    status: 400,
    message: ANNOUNCEMENT_CONTROL,
  },
  {
    name: 'announcement: 281 characters',
    request: (c) => announce({ message: 'a'.repeat(281) }, bearer(c.organiser)),
    status: 400,
    message: ANNOUNCEMENT_TOO_LONG(281),
  },
  {
    name: 'announcement: a megabyte of text',
    request: (c) => announce({ message: 'a'.repeat(900_000) }, bearer(c.organiser)),
    status: 413,
    message: 'La requête est trop volumineuse.',
  },
  {
    name: 'announcement: empty',
    request: (c) => announce({ message: '' }, bearer(c.organiser)),
    status: 400,
    message: EMPTY_ANNOUNCEMENT,
  },
  {
    name: 'announcement: spaces and line breaks only',
    request: (c) => announce({ message: ' \n\t\u00a0 ' }, bearer(c.organiser)),
    status: 400,
    message: EMPTY_ANNOUNCEMENT,
  },
  {
    name: 'announcement: a number as the message',
    request: (c) => announce({ message: 42 }, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « message » doit être de type texte.',
  },
  {
    name: 'announcement: null as the message',
    request: (c) => announce({ message: null }, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « message » doit être de type texte.',
  },
  {
    name: 'announcement: no message',
    request: (c) => announce({}, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « message » est obligatoire.',
  },
  {
    name: 'announcement: an array as the body',
    request: (c) => announce(['Salut'], bearer(c.organiser)),
    status: 400,
    message: 'Le corps de la requête est invalide : envoyez un objet JSON.',
  },
  {
    name: 'announcement: broken JSON',
    request: (c) => ({ ...announce({}, bearer(c.organiser)), payload: '{"message": "Sal' }),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'announcement: as a form',
    request: (c) => ({
      method: 'POST',
      url: '/api/announcements',
      payload: 'message=Salut',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(c.organiser) },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  { name: 'announcement: remove without a token', request: remove('1'), status: 401, message: UNAUTHORIZED },
  {
    name: 'announcement: remove as an attendee',
    request: (c) => remove('1', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'announcement: remove with a forged organiser role',
    request: (c) => remove('1', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'announcement: remove an unknown id',
    request: (c) => remove('999999', bearer(c.organiser)),
    status: 404,
    message: ANNOUNCEMENT_NOT_FOUND,
  },
  {
    name: 'announcement: remove a malformed id',
    request: (c) => remove('1%20OR%201=1', bearer(c.organiser)),
    status: 404,
    message: ANNOUNCEMENT_NOT_FOUND,
  },
  {
    name: 'announcement: remove id 0, negative, and past the integers',
    request: (c) => remove('-1', bearer(c.organiser)),
    status: 404,
    message: ANNOUNCEMENT_NOT_FOUND,
  },
  {
    name: 'announcement: remove a 20-digit id',
    request: (c) => remove('99999999999999999999', bearer(c.organiser)),
    status: 404,
    message: ANNOUNCEMENT_NOT_FOUND,
  },
  {
    name: 'PUT /api/announcements',
    request: (c) => ({ ...announce({ message: 'Salut' }, bearer(c.organiser)), method: 'PUT' }),
    status: 405,
    message: 'La méthode PUT n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD, POST).',
  },
  {
    name: 'DELETE /api/announcements/ (no id)',
    request: (c) => remove('', bearer(c.organiser)),
    status: 404,
    message: ANNOUNCEMENT_NOT_FOUND,
  },
  {
    name: 'DELETE /api/announcements (the whole list)',
    request: (c) => ({ method: 'DELETE', url: '/api/announcements', headers: bearer(c.organiser) }),
    status: 405,
    message: 'La méthode DELETE n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD, POST).',
  },
  {
    name: 'PATCH /api/announcements/{id}',
    request: (c) => ({
      ...announce({ message: 'Salut' }, bearer(c.organiser)),
      method: 'PATCH',
      url: '/api/announcements/1',
    }),
    status: 405,
    message: 'La méthode PATCH n’est pas acceptée à cette adresse (méthodes acceptées : DELETE).',
  },
  {
    name: 'announcements list: a query string is ignored, the list is public',
    request: { method: 'GET', url: '/api/announcements?limit=abc' },
    status: 200,
  },
];
