import type { WallPage } from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const PHOTO_NOT_FOUND = 'Cette photo n’existe pas ou a déjà été supprimée.';
const BAD_LIMIT = 'Le paramètre « limit » doit être un nombre entier de 1 à 100.';
const BAD_CURSOR =
  'Le paramètre « before » n’est pas un curseur de la galerie : reprenez le « nextCursor » de la page précédente, ou demandez la première page sans « before ».';
const URL_TOO_LONG = 'L’adresse demandée est trop longue.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const onWall = (
  method: 'PUT' | 'DELETE',
  id: string | number,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method,
  url: `/api/wall/photos/${id}`,
  headers,
});
const verb = { PUT: 'approve', DELETE: 'withdraw' } as const;

/** The wall's approvals (decision 067): organisers only, for a photo that exists; the wall read is public. */
export const wallRows: HostileRow[] = [
  ...(['PUT', 'DELETE'] as const).flatMap((method): HostileRow[] => [
    {
      name: `wall: ${verb[method]} without a token`,
      request: (c) => onWall(method, c.otherPhoto),
      status: 401,
      message: UNAUTHORIZED,
    },
    {
      name: `wall: ${verb[method]} with a revoked token`,
      request: (c) => onWall(method, c.otherPhoto, bearer(c.revoked)),
      status: 401,
      message: UNAUTHORIZED,
    },
    {
      name: `wall: ${verb[method]} as an attendee, even their own photo`,
      request: (c) => onWall(method, c.ownPhoto, bearer(c.token)),
      status: 403,
      message: ORGANISERS_ONLY,
    },
    {
      name: `wall: ${verb[method]} with a forged organiser role`,
      request: (c) => onWall(method, c.otherPhoto, bearer(c.forgedRole)),
      status: 403,
      message: ORGANISERS_ONLY,
    },
    {
      name: `wall: ${verb[method]} an unknown photo`,
      request: (c) => onWall(method, 987654, bearer(c.organiser)),
      status: 404,
      message: PHOTO_NOT_FOUND,
    },
    ...['abc', '0', '-1', '1.5', '99999999999999999999', '1%20OR%201%3D1', '..%2F..%2Fcongres.sqlite', ''].map(
      (id): HostileRow => ({
        name: `wall: ${verb[method]} a malformed id "${decodeURIComponent(id)}"`,
        request: (c) => onWall(method, id, bearer(c.organiser)),
        status: 404,
        message: PHOTO_NOT_FOUND,
      }),
    ),
    {
      name: `wall: ${verb[method]} a 600-character id`,
      request: (c) => onWall(method, '1'.repeat(600), bearer(c.organiser)),
      status: 414,
      message: URL_TOO_LONG,
    },
  ]),
  {
    name: 'wall: approve as an attendee with a megabyte of JSON',
    request: (c) => ({
      ...onWall('PUT', c.otherPhoto, { ...bearer(c.token), 'content-type': 'application/json' }),
      payload: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    }),
    status: 413,
    message: 'La requête est trop volumineuse.',
  },
  {
    name: 'wall: POST to a photo of the wall',
    request: (c) => ({ ...onWall('PUT', c.otherPhoto, bearer(c.organiser)), method: 'POST' }),
    status: 405,
    message: 'La méthode POST n’est pas acceptée à cette adresse (méthodes acceptées : DELETE, PUT).',
  },
  {
    name: 'wall: review without a token',
    request: { method: 'GET', url: '/api/wall/review' },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'wall: review as an attendee',
    request: (c) => ({ method: 'GET', url: '/api/wall/review', headers: bearer(c.token) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'wall: review with a forged organiser role',
    request: (c) => ({ method: 'GET', url: '/api/wall/review', headers: bearer(c.forgedRole) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'wall: DELETE the whole wall',
    request: (c) => ({ method: 'DELETE', url: '/api/wall', headers: bearer(c.organiser) }),
    status: 405,
    message: 'La méthode DELETE n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD).',
  },
  ...(
    [
      ['0', '/api/wall?limit=0'],
      ['101', '/api/wall?limit=101'],
      ['abc', '/api/wall?limit=abc'],
    ] as const
  ).map(([what, url]): HostileRow => ({
    name: `wall read: limit ${what}`,
    request: { method: 'GET', url },
    status: 400,
    message: BAD_LIMIT,
  })),
  ...(
    [
      ['garbage', '/api/wall?before=garbage'],
      ['an injection', '/api/wall?before=1%20OR%201%3D1'],
      ['of 2,000 characters', `/api/wall?before=${'9'.repeat(2000)}`],
    ] as const
  ).map(([what, url]): HostileRow => ({
    name: `wall read: cursor ${what}`,
    request: { method: 'GET', url },
    status: 400,
    message: BAD_CURSOR,
  })),
  {
    name: 'wall read: limit given twice',
    request: { method: 'GET', url: '/api/wall?limit=1&limit=100' },
    status: 400,
    message: 'Le paramètre « limit » est donné plusieurs fois : donnez-le une seule fois.',
  },
  {
    name: 'wall read: an organiser’s token changes nothing, approval off lists every photo',
    request: (c) => ({ method: 'GET', url: '/api/wall?limit=100', headers: bearer(c.organiser) }),
    status: 200,
    check: (res) => {
      const page = res.json<WallPage>();
      expect(page.approval).toBe(false);
      expect(Object.keys(page).sort()).toEqual(['approval', 'nextCursor', 'photos']);
    },
  },
];
