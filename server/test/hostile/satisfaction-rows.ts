import {
  SATISFACTION_BAD_SCALE,
  SATISFACTION_NOT_PARTICIPANT,
  SATISFACTION_REQUIRED,
  SATISFACTION_STALE,
  SATISFACTION_TEXT_TOO_LONG,
  SATISFACTION_UNKNOWN_QUESTION,
} from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';
const OVERALL = 'Dans l’ensemble, êtes-vous satisfait de cette journée ?';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const answer = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/satisfaction/answers',
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});
const valid = { questionnaireId: 'satisfaction', answers: { globale: 5, objectifs: 4 } };
const organisers = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers,
});

/**
 * The satisfaction questionnaire (decisions 094, 105): nothing stored by a refused answer, only
 * participants (accounts that signed a half-day) answer, organisers only on the rest.
 */
export const satisfactionRows: HostileRow[] = [
  {
    name: 'satisfaction: read without a token',
    request: { method: 'GET', url: '/api/satisfaction' },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'satisfaction: read with a revoked token',
    request: (c) => ({ method: 'GET', url: '/api/satisfaction', headers: bearer(c.revoked) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  { name: 'satisfaction: answer without a token', request: answer(valid), status: 401, message: UNAUTHORIZED },
  {
    // The target signed no attendance sheet (decision 105): nothing stored, whatever the answers.
    name: 'satisfaction: a well-formed answer from an attendee who signed no half-day',
    request: (c) => answer(valid, bearer(c.token)),
    status: 403,
    message: SATISFACTION_NOT_PARTICIPANT,
  },
  {
    name: 'satisfaction: an answer from another account that signed nothing',
    request: (c) => answer(valid, bearer(c.otherToken)),
    status: 403,
    message: SATISFACTION_NOT_PARTICIPANT,
  },
  {
    name: 'satisfaction: an answer with a forged organiser role, signed nothing',
    request: (c) => answer(valid, bearer(c.forgedRole)),
    status: 403,
    message: SATISFACTION_NOT_PARTICIPANT,
  },
  {
    name: 'satisfaction: an answer from a real organiser who signed nothing',
    request: (c) => answer(valid, bearer(c.organiser)),
    status: 403,
    message: SATISFACTION_NOT_PARTICIPANT,
  },
  {
    name: 'satisfaction: answer with an expired token',
    request: (c) => answer(valid, bearer(c.expired)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'satisfaction: answer with a token of another key',
    request: (c) => answer(valid, bearer(c.wrongKey)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'satisfaction: a note of 6',
    request: (c) => answer({ ...valid, answers: { globale: 6, objectifs: 4 } }, bearer(c.token)),
    status: 400,
    message: SATISFACTION_BAD_SCALE(OVERALL),
  },
  {
    name: 'satisfaction: a note of 4.5',
    request: (c) => answer({ ...valid, answers: { globale: 4.5, objectifs: 4 } }, bearer(c.token)),
    status: 400,
    message: /^Le champ « answers\.globale »/,
  },
  {
    name: 'satisfaction: a note as an object',
    request: (c) => answer({ ...valid, answers: { globale: { $gt: 0 }, objectifs: 4 } }, bearer(c.token)),
    status: 400,
    message: /^Le champ « answers\.globale »/,
  },
  {
    name: 'satisfaction: the required overall question left out',
    request: (c) => answer({ ...valid, answers: { objectifs: 4 } }, bearer(c.token)),
    status: 400,
    message: SATISFACTION_REQUIRED(OVERALL),
  },
  {
    name: 'satisfaction: the required overall question as spaces',
    request: (c) => answer({ ...valid, answers: { globale: ' \n ', objectifs: 4 } }, bearer(c.token)),
    status: 400,
    message: SATISFACTION_REQUIRED(OVERALL),
  },
  {
    name: 'satisfaction: a question that is not in the questionnaire',
    request: (c) => answer({ ...valid, answers: { ...valid.answers, __proto__x: 'x' } }, bearer(c.token)),
    status: 400,
    message: SATISFACTION_UNKNOWN_QUESTION,
  },
  {
    name: 'satisfaction: a free text of 3,000 characters',
    request: (c) => answer({ ...valid, answers: { ...valid.answers, remarques: 'é'.repeat(3000) } }, bearer(c.token)),
    status: 400,
    message: SATISFACTION_TEXT_TOO_LONG('Une remarque, une idée pour l’an prochain ?', 3000),
  },
  {
    name: 'satisfaction: a megabyte of text',
    request: (c) =>
      answer({ ...valid, answers: { ...valid.answers, remarques: 'a'.repeat(900_000) } }, bearer(c.token)),
    status: 413,
    message: 'La requête est trop volumineuse.',
  },
  {
    name: 'satisfaction: another questionnaire’s id',
    request: (c) => answer({ ...valid, questionnaireId: 'autre' }, bearer(c.token)),
    status: 409,
    message: SATISFACTION_STALE,
  },
  {
    name: 'satisfaction: answers as a list',
    request: (c) => answer({ ...valid, answers: [5, 4] }, bearer(c.token)),
    status: 400,
    message: /^Le champ « answers »/,
  },
  {
    name: 'satisfaction: no answers at all',
    request: (c) => answer({ questionnaireId: 'satisfaction' }, bearer(c.token)),
    status: 400,
    message: 'Le champ « answers » est obligatoire.',
  },
  {
    name: 'satisfaction: broken JSON',
    request: (c) => ({ ...answer({}, bearer(c.token)), payload: '{"answers": {"glob' }),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'satisfaction: answers as a form',
    request: (c) => ({
      method: 'POST',
      url: '/api/satisfaction/answers',
      payload: 'globale=5',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(c.token) },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'satisfaction: results without a token',
    request: organisers('GET', '/api/satisfaction/results'),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'satisfaction: results as an attendee',
    request: (c) => organisers('GET', '/api/satisfaction/results', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'satisfaction: results with a forged organiser role',
    request: (c) => organisers('GET', '/api/satisfaction/results', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'satisfaction: publish without a token',
    request: organisers('POST', '/api/satisfaction/publication'),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'satisfaction: publish as an attendee',
    request: (c) => organisers('POST', '/api/satisfaction/publication', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'satisfaction: publish with a forged organiser role',
    request: (c) => organisers('POST', '/api/satisfaction/publication', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'satisfaction: withdraw as an attendee',
    request: (c) => organisers('DELETE', '/api/satisfaction/publication', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'satisfaction: withdraw what was never published changes nothing',
    request: (c) => organisers('DELETE', '/api/satisfaction/publication', bearer(c.organiser)),
    status: 200,
  },
  {
    name: 'PUT /api/satisfaction/publication',
    request: (c) => ({ method: 'PUT', url: '/api/satisfaction/publication', headers: bearer(c.organiser) }),
    status: 405,
    message: 'La méthode PUT n’est pas acceptée à cette adresse (méthodes acceptées : DELETE, POST).',
  },
  {
    name: 'PATCH /api/satisfaction/answers',
    request: (c) => ({ ...answer(valid, bearer(c.token)), method: 'PATCH' }),
    status: 405,
    message: 'La méthode PATCH n’est pas acceptée à cette adresse (méthodes acceptées : POST).',
  },
  {
    name: 'satisfaction published figure: a query string is ignored, the figure is public',
    request: { method: 'GET', url: '/api/satisfaction/published?rate=100' },
    status: 200,
  },
];
