import {
  LAST_ORGANISER,
  ORGANISER_ACCOUNT_NOT_FOUND,
  ORGANISER_EMAIL_MISSING,
  ORGANISER_NOT_FOUND,
} from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';
const NOT_AN_OBJECT = 'Le corps de la requête est invalide : envoyez un objet JSON.';
const TOO_LARGE = 'La requête est trop volumineuse.';
const notAllowed = (method: string, allowed: string) =>
  `La méthode ${method} n’est pas acceptée à cette adresse (méthodes acceptées : ${allowed}).`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (headers: Record<string, string> = {}): InjectOptions => ({
  method: 'GET',
  url: '/api/organisers',
  headers,
});
const add = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/organisers',
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});
const remove = (id: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'DELETE',
  url: `/api/organisers/${id}`,
  headers,
});
/** The account id a token names. */
const idOf = (token: string) => String(decodeJwt(token).sub);

/** The team (decision 085): only an organiser lists, grants or withdraws the role; never the last one. */
export const teamRows: HostileRow[] = [
  { name: 'team: list without a token', request: list(), status: 401, message: UNAUTHORIZED },
  {
    name: 'team: list with a revoked token',
    request: (c) => list(bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  { name: 'team: list as an attendee', request: (c) => list(bearer(c.token)), status: 403, message: ORGANISERS_ONLY },
  {
    name: 'team: list with a forged organiser role',
    request: (c) => list(bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'team: an attendee grants themselves the role',
    request: (c) => add({ email: 'cible@exemple.fr' }, bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'team: a forged organiser role grants itself the role',
    request: (c) => add({ email: 'cible@exemple.fr' }, bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'team: grant without a token',
    request: add({ email: 'cible@exemple.fr' }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'team: grant to an email no account uses',
    request: (c) => add({ email: 'Inconnu@Exemple.fr' }, bearer(c.organiser)),
    status: 404,
    message: ORGANISER_ACCOUNT_NOT_FOUND('inconnu@exemple.fr'),
  },
  {
    name: 'team: grant to HTML and script as the email',
    request: (c) => add({ email: '<script>alert(1)</script>' }, bearer(c.organiser)),
    status: 404,
    message: ORGANISER_ACCOUNT_NOT_FOUND('<script>alert(1)</script>'),
  },
  {
    name: 'team: grant to SQL as the email',
    request: (c) => add({ email: "x' OR '1'='1" }, bearer(c.organiser)),
    status: 404,
    message: ORGANISER_ACCOUNT_NOT_FOUND("x' or '1'='1"),
  },
  {
    name: 'team: grant to spaces only',
    request: (c) => add({ email: ' \t ' }, bearer(c.organiser)),
    status: 400,
    message: ORGANISER_EMAIL_MISSING,
  },
  {
    name: 'team: grant with a number as the email',
    request: (c) => add({ email: 42 }, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « email » doit être de type texte.',
  },
  {
    name: 'team: grant with no email',
    request: (c) => add({}, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « email » est obligatoire.',
  },
  {
    name: 'team: grant with a 300-character email',
    request: (c) => add({ email: `${'a'.repeat(290)}@exemple.fr` }, bearer(c.organiser)),
    status: 400,
    message: /^Le champ « email »/,
  },
  {
    name: 'team: grant with a megabyte of email',
    request: (c) => add({ email: 'a'.repeat(900_000) }, bearer(c.organiser)),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'team: grant with an array as the body',
    request: (c) => add(['cible@exemple.fr'], bearer(c.organiser)),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'team: grant with broken JSON',
    request: (c) => ({ ...add({}, bearer(c.organiser)), payload: '{"email": "cib' }),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'team: grant as a form',
    request: (c) => ({
      method: 'POST',
      url: '/api/organisers',
      payload: 'email=cible%40exemple.fr',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(c.organiser) },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'team: the last organiser withdraws themselves',
    request: (c) => remove(idOf(c.organiser), bearer(c.organiser)),
    status: 409,
    message: LAST_ORGANISER,
  },
  {
    name: 'team: an attendee withdraws the organiser',
    request: (c) => remove(idOf(c.organiser), bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'team: a forged organiser role withdraws the organiser',
    request: (c) => remove(idOf(c.organiser), bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'team: withdraw without a token',
    request: (c) => remove(idOf(c.organiser)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'team: withdraw an attendee’s id',
    request: (c) => remove(idOf(c.token), bearer(c.organiser)),
    status: 404,
    message: ORGANISER_NOT_FOUND,
  },
  {
    name: 'team: withdraw a malformed id',
    request: (c) => remove('1%20OR%201=1', bearer(c.organiser)),
    status: 404,
    message: ORGANISER_NOT_FOUND,
  },
  {
    name: 'team: withdraw a 20-digit id',
    request: (c) => remove('99999999999999999999', bearer(c.organiser)),
    status: 404,
    message: ORGANISER_NOT_FOUND,
  },
  {
    name: 'DELETE /api/organisers (the whole team)',
    request: (c) => ({ method: 'DELETE', url: '/api/organisers', headers: bearer(c.organiser) }),
    status: 405,
    message: notAllowed('DELETE', 'GET, HEAD, POST'),
  },
  {
    name: 'PATCH /api/organisers/{id}',
    request: (c) => ({
      ...add({ email: 'x@exemple.fr' }, bearer(c.organiser)),
      method: 'PATCH',
      url: '/api/organisers/1',
    }),
    status: 405,
    message: notAllowed('PATCH', 'DELETE'),
  },
];
