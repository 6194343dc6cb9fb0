import type { InjectOptions } from 'fastify';
import { BAD_STAR_DATE, TOO_MANY_STARS, UNKNOWN_SLOT } from '../../src/routes/api/programme/stars.js';
import { UNKNOWN_FEED } from '../../src/routes/api/programme/calendar-file.js';
import { UNKNOWN_SLOT_CALENDAR } from '../../src/web/calendar-files.js';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const TOO_LARGE = 'La requête est trop volumineuse.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const stars = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/programme/stars',
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});
const at = '2025-05-20T10:00:00.000Z';
const one = (slotId: unknown, extra: Record<string, unknown> = {}) => ({
  stars: [{ slotId, starred: true, updatedAt: at, ...extra }],
});
const agenda = (file: string): InjectOptions => ({ method: 'GET', url: `/api/programme/agenda/${file}` });

/** "Mon programme" (decision 061): the stars and the calendar address. */
export const programmeRows: HostileRow[] = [
  {
    name: 'stars: read without a token',
    request: { method: 'GET', url: '/api/programme/stars' },
    status: 401,
    message: UNAUTHORIZED,
  },
  { name: 'stars: save without a token', request: stars(one('04')), status: 401, message: UNAUTHORIZED },
  {
    name: 'stars: save with a revoked token',
    request: (c) => stars(one('04'), bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'stars: save with a token forged for another user',
    request: (c) => stars(one('04'), bearer(c.otherUser)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'stars: a slot the programme does not have',
    request: (c) => stars(one('99'), bearer(c.token)),
    status: 400,
    message: UNKNOWN_SLOT('99'),
  },
  {
    name: 'stars: a slot id with a path in it',
    request: (c) => stars(one('../01'), bearer(c.token)),
    status: 400,
    message: UNKNOWN_SLOT('../01'),
  },
  {
    name: 'stars: a slot id as SQL',
    request: (c) => stars(one("1' OR 1=1--"), bearer(c.token)),
    status: 400,
    message: UNKNOWN_SLOT("1' OR 1=1--"),
  },
  {
    name: 'stars: a slot id as a number',
    request: (c) => stars(one(4), bearer(c.token)),
    status: 400,
    message: 'Le champ « stars.0.slotId » doit être de type texte.',
  },
  {
    name: 'stars: more slots than the programme has',
    request: (c) =>
      stars(
        {
          stars: Array.from({ length: 19 }, (_, i) => ({
            slotId: String((i % 18) + 1).padStart(2, '0'),
            starred: true,
            updatedAt: at,
          })),
        },
        bearer(c.token),
      ),
    status: 400,
    message: TOO_MANY_STARS(18),
  },
  {
    name: 'stars: the same slot twice',
    request: (c) => stars({ stars: [...one('04').stars, ...one('04', { starred: false }).stars] }, bearer(c.token)),
    status: 400,
    message: TOO_MANY_STARS(18),
  },
  {
    name: 'stars: a date that is not one',
    request: (c) => stars(one('04', { updatedAt: 'demain' }), bearer(c.token)),
    status: 400,
    message: BAD_STAR_DATE,
  },
  {
    name: 'stars: not a list',
    request: (c) => stars({ stars: { '04': true } }, bearer(c.token)),
    status: 400,
    message: 'Le champ « stars » doit être de type liste.',
  },
  {
    name: 'stars: a body over the JSON limit',
    request: (c) => stars({ stars: [], filler: 'x'.repeat(20_000) }, bearer(c.token)),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'stars: as a form',
    request: (c) => ({
      method: 'POST',
      url: '/api/programme/stars',
      payload: 'slotId=04',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(c.token) },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'calendar address: made without a token',
    request: { method: 'POST', url: '/api/programme/calendar' },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'calendar address: revoked without a token',
    request: { method: 'DELETE', url: '/api/programme/calendar' },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'calendar address: made with an expired token',
    request: (c) => ({ method: 'POST', url: '/api/programme/calendar', headers: bearer(c.expired) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'calendar file: a made-up token',
    request: agenda(`${'A'.repeat(43)}.ics`),
    status: 404,
    message: UNKNOWN_FEED,
  },
  { name: 'calendar file: no token', request: agenda('.ics'), status: 404, message: UNKNOWN_FEED },
  {
    name: 'calendar file: a token too long',
    request: agenda(`${'A'.repeat(300)}.ics`),
    status: 404,
    message: UNKNOWN_FEED,
  },
  {
    name: 'calendar file: a login token in place of the address',
    request: (c) => agenda(`${c.token}.ics`),
    status: 404,
    message: UNKNOWN_FEED,
  },
  {
    name: 'calendar file: a login token in the header, no address',
    request: (c) => ({ method: 'GET', url: '/api/programme/agenda/x.ics', headers: bearer(c.token) }),
    status: 404,
    message: UNKNOWN_FEED,
  },
  // The calendars and the history feed the server writes from the published content (decision 083).
  {
    name: 'day calendar: a POST',
    request: { method: 'POST', url: '/congres.ics', payload: 'x' },
    status: 405,
  },
  {
    name: 'slot calendar: an unknown slot',
    request: { method: 'GET', url: '/congres-99.ics' },
    status: 404,
    message: UNKNOWN_SLOT_CALENDAR,
  },
  {
    name: 'slot calendar: a path in the slot id',
    request: { method: 'GET', url: '/congres-..%2F..%2Fetc%2Fpasswd.ics' },
    status: 404,
    message: UNKNOWN_SLOT_CALENDAR,
  },
  {
    name: 'slot calendar: markup in the slot id',
    request: { method: 'GET', url: '/congres-%3Cscript%3E.ics' },
    status: 404,
    message: UNKNOWN_SLOT_CALENDAR,
  },
  {
    name: 'slot calendar: no extension',
    request: { method: 'GET', url: '/congres-05' },
    status: 404,
    message: UNKNOWN_SLOT_CALENDAR,
  },
  {
    name: 'day calendar: a made-up ETag',
    request: { method: 'GET', url: '/congres.ics', headers: { 'if-none-match': '"calendar-999", *, W/"x"' } },
    status: 200,
  },
  {
    name: 'slot calendar: a line break in the slot id',
    request: { method: 'GET', url: '/congres-05%0D%0ABEGIN:VEVENT.ics' },
    status: 404,
    message: UNKNOWN_SLOT_CALENDAR,
  },
  {
    name: 'history feed: a made-up ETag',
    request: { method: 'GET', url: '/programme/historique.atom', headers: { 'if-none-match': '"history-999", *' } },
    status: 200,
  },
  {
    name: 'history feed: a DELETE',
    request: { method: 'DELETE', url: '/programme/historique.atom' },
    status: 405,
  },
  {
    name: 'history feed: a query string of junk',
    request: { method: 'GET', url: `/programme/historique.atom?${'a=%00&'.repeat(200)}` },
    status: 200,
  },
];
