import { BAD_SCREEN_ID } from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const URL_TOO_LONG = 'L’adresse demandée est trop longue.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const figures = (headers: Record<string, string> = {}): InjectOptions => ({
  method: 'GET',
  url: '/api/figures',
  headers,
});
const screen = (id: string, extra: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'PUT',
  url: `/api/wall/screens/${id}`,
  ...extra,
});
const validId = '0123456789abcdef0123456789abcdef';

/** The organisers' figures (decision 064) and the /mur screens' word that they are on (decision 065). */
export const figuresRows: HostileRow[] = [
  { name: 'figures: without a token', request: figures(), status: 401, message: UNAUTHORIZED },
  {
    name: 'figures: with a revoked token',
    request: (c) => figures(bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'figures: with an expired token',
    request: (c) => figures(bearer(c.expired)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'figures: as an attendee',
    request: (c) => figures(bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'figures: with a forged organiser role',
    request: (c) => figures(bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'figures: an organiser gets counts and no name nor address',
    request: (c) => figures(bearer(c.organiser)),
    status: 200,
    check: (res) => {
      expect(res.body).not.toMatch(/@|Cible|Org Anisateur|127\.0\.0\.1/);
    },
  },
  {
    name: 'POST /api/figures',
    request: (c) => ({ ...figures(bearer(c.organiser)), method: 'POST' }),
    status: 405,
    message: 'La méthode POST n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD).',
  },
  {
    name: 'wall screen: a well-formed id is counted, anonymously',
    request: screen(validId),
    status: 204,
    creates: { wall_screens: 1 },
  },
  { name: 'wall screen: a short id', request: screen('abc'), status: 400, message: BAD_SCREEN_ID },
  { name: 'wall screen: 65 characters', request: screen('a'.repeat(65)), status: 400, message: BAD_SCREEN_ID },
  {
    name: 'wall screen: SQL in the id',
    request: screen("abcdefgh'%20OR%20'1'='1"),
    status: 400,
    message: BAD_SCREEN_ID,
  },
  {
    name: 'wall screen: a path in the id',
    request: screen('..%2F..%2F..%2Fetc%2Fpasswd%2F%2F'),
    status: 400,
    message: BAD_SCREEN_ID,
  },
  {
    name: 'wall screen: control characters in the id',
    request: screen('abcdefgh%00%0A%0Dijklmnopqrst'),
    status: 400,
    message: BAD_SCREEN_ID,
  },
  { name: 'wall screen: a 600-character id', request: screen('a'.repeat(600)), status: 414, message: URL_TOO_LONG },
  {
    name: 'wall screen: a body is ignored, nothing else stored',
    request: screen(validId.replace('0', 'f'), {
      payload: JSON.stringify({ screens: 1000, role: 'organiser' }),
      headers: { 'content-type': 'application/json' },
    }),
    status: 204,
    creates: { wall_screens: 1 },
  },
  {
    name: 'GET /api/wall/screens/{id}',
    request: { method: 'GET', url: `/api/wall/screens/${validId}` },
    status: 405,
    message: 'La méthode GET n’est pas acceptée à cette adresse (méthodes acceptées : PUT).',
  },
  {
    name: 'DELETE /api/wall/screens/{id}',
    request: { method: 'DELETE', url: `/api/wall/screens/${validId}` },
    status: 405,
    message: 'La méthode DELETE n’est pas acceptée à cette adresse (méthodes acceptées : PUT).',
  },
];
