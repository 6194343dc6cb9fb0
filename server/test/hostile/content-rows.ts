import {
  CONTENT_CONFLICT,
  CONTENT_INVALID,
  CONTENT_VERSION_NOT_FOUND,
  JSON_TOO_DEEP,
  type CongressContent,
} from '@congres/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { NOTHING_TO_PUBLISH } from '../../src/routes/api/content/publish-content.js';
import type { HostileContext, HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';
const TOO_LARGE = 'La requête est trop volumineuse.';
const NOT_AN_OBJECT = 'Le corps de la requête est invalide : envoyez un objet JSON.';
const notAllowed = (method: string, allowed: string) =>
  `La méthode ${method} n’est pas acceptée à cette adresse (méthodes acceptées : ${allowed}).`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (method: 'PUT' | 'POST', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  }) satisfies InjectOptions;
const draft = (payload: unknown, headers: Record<string, string> = {}) =>
  json('PUT', '/api/content/draft', payload, headers);
const publish = (payload: unknown, headers: Record<string, string> = {}) =>
  json('POST', '/api/content/publish', payload, headers);
/** POST /api/content/versions/{n}/restore on base version 1, the suite's newest (decision 101). */
const restore = (n: string, headers: Record<string, string> = {}, payload: unknown = { baseVersion: 1 }) =>
  json('POST', `/api/content/versions/${n}/restore`, payload, headers);
const rebase = (payload: unknown, headers: Record<string, string> = {}) =>
  json('POST', '/api/content/draft/rebase', payload, headers);

/** The seed with one change: what an organiser's editor could send. */
const changed = (c: HostileContext, change: (content: CongressContent) => void) => {
  const content = structuredClone(c.contentSeed);
  change(content);
  return draft({ baseVersion: 1, content }, bearer(c.organiser));
};
/** A refusal of the content naming `path` with `message`. */
const refuses =
  (path: string, message: string) =>
  (res: LightMyRequestResponse): void => {
    expect(res.json<{ problems: unknown }>().problems).toContainEqual({ path, message });
  };

/** The congress's content (decisions 079, 080): read by anyone, drafted and published by organisers only. */
export const contentRows: HostileRow[] = [
  {
    name: 'content: a made-up If-None-Match gets the content',
    request: { method: 'GET', url: '/api/content', headers: { 'if-none-match': '"content-999", *, <script>' } },
    status: 200,
  },
  {
    name: 'content versions: a made-up If-None-Match gets the list',
    request: {
      method: 'GET',
      url: '/api/content/versions',
      headers: { 'if-none-match': '"versions-999", *, <script>' },
    },
    status: 200,
    check: (res) => expect(res.headers.etag).toMatch(/^"versions-\d+"$/),
  },
  {
    name: 'content versions: the content’s ETag is not the list’s',
    request: { method: 'GET', url: '/api/content/versions', headers: { 'if-none-match': '"content-1"' } },
    status: 200,
  },
  {
    name: 'content: the public content carries no quiz’s questions nor right answers',
    request: { method: 'GET', url: '/api/content' },
    status: 200,
    check: (res) => {
      expect(res.body).not.toContain('"right"');
      const { quizzes } = res.json<{ content: { quizzes: Record<string, unknown>[] } }>().content;
      expect(quizzes.every((quiz) => typeof quiz.questionCount === 'number' && !('questions' in quiz))).toBe(true);
    },
  },
  {
    name: 'content draft: read without a token',
    request: { method: 'GET', url: '/api/content/draft' },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'content draft: read as an attendee',
    request: (c) => ({ method: 'GET', url: '/api/content/draft', headers: bearer(c.token) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content draft: save with a forged organiser role',
    request: (c) => draft({ baseVersion: 1, content: c.contentSeed }, bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content draft: save without a token',
    request: (c) => draft({ baseVersion: 1, content: c.contentSeed }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'content draft: a script in a slot’s title',
    request: (c) => changed(c, (content) => (content.programme[0]!.title = '<script>alert(1)</script>')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/programme/0/title', PROBLEM.html),
  },
  {
    name: 'content draft: a calendar event after a line break in the congress’s title',
    request: (c) =>
      changed(c, (content) => (content.event.title = 'Congrès\r\nBEGIN:VEVENT\r\nSUMMARY:Intrus\r\nEND:VEVENT')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/event/title', PROBLEM.oneLine),
  },
  {
    name: 'content draft: a line separator (U+2028) in a slot’s title',
    request: (c) => changed(c, (content) => (content.programme[0]!.title = 'Accueil\u2028X-INTRUS:1')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/programme/0/title', PROBLEM.oneLine),
  },
  {
    name: 'content draft: an escape sequence in a quiz’s label',
    request: (c) => changed(c, (content) => (content.quizzes[0]!.label = 'Quiz\u001b[2J')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/quizzes/0/label', PROBLEM.oneLine),
  },
  {
    name: 'content draft: an image tag in a legal paragraph',
    request: (c) => changed(c, (content) => (content.legal.notice[0]!.paragraphs[0] = '<img src=x onerror=alert(1)>')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/legal/notice/0/paragraphs/0', PROBLEM.html),
  },
  {
    name: 'content draft: a javascript: link to a quiz',
    request: (c) => changed(c, (content) => (content.quizzes[0]!.link = 'javascript:alert(1)')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/quizzes/0/link', PROBLEM.link),
  },
  {
    name: 'content draft: a picture from another site',
    request: (c) => changed(c, (content) => (content.logo.src = '//evil.example/logo.svg')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/logo/src', PROBLEM.picture),
  },
  {
    name: 'content draft: a picture path climbing out of the folder',
    request: (c) => changed(c, (content) => (content.home.carousel[0]!.src = '/uploads/content/../../etc/passwd')),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/home/carousel/0/src', PROBLEM.picture),
  },
  {
    name: 'content draft: a number as the content',
    request: (c) => draft({ baseVersion: 1, content: 42 }, bearer(c.organiser)),
    status: 400,
    message: CONTENT_INVALID,
  },
  {
    name: 'content draft: a text as the base version',
    request: (c) => draft({ baseVersion: '1', content: c.contentSeed }, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « baseVersion » doit être de type nombre entier.',
  },
  {
    name: 'content draft: base version 0',
    request: (c) => draft({ baseVersion: 0, content: c.contentSeed }, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « baseVersion » est invalide.',
  },
  {
    name: 'content draft: a base version never published',
    request: (c) => draft({ baseVersion: 1e9, content: c.contentSeed }, bearer(c.organiser)),
    status: 400,
    message: CONTENT_VERSION_NOT_FOUND,
  },
  {
    name: 'content draft: a megabyte of text',
    request: (c) => changed(c, (content) => (content.event.intro[0] = 'a'.repeat(1_000_000))),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'content draft: an array as the body',
    request: (c) => draft([1, c.contentSeed], bearer(c.organiser)),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'content draft: broken JSON',
    request: (c) => ({ ...draft({}, bearer(c.organiser)), payload: '{"baseVersion": 1, "content": {' }),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'content draft: as a form',
    request: (c) => ({
      method: 'PUT',
      url: '/api/content/draft',
      payload: 'baseVersion=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(c.organiser) },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'content publish: without a token',
    request: publish({ baseVersion: 1 }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'content publish: as an attendee',
    request: (c) => publish({ baseVersion: 1 }, bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content publish: with no draft open',
    request: (c) => publish({ baseVersion: 1 }, bearer(c.organiser)),
    status: 400,
    message: NOTHING_TO_PUBLISH,
  },
  {
    name: 'content publish: a script as the note',
    request: (c) => publish({ baseVersion: 1, note: '<script>alert(1)</script>' }, bearer(c.organiser)),
    status: 400,
    message: PROBLEM.html,
  },
  {
    name: 'content publish: a note of 281 characters',
    request: (c) => publish({ baseVersion: 1, note: 'a'.repeat(281) }, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « note » doit contenir au plus 280 caractères.',
  },
  {
    name: 'content publish: a base version past the newest',
    request: (c) => publish({ baseVersion: 2 ** 40 }, bearer(c.organiser)),
    status: 400,
    message: CONTENT_VERSION_NOT_FOUND,
  },
  {
    name: 'content publish: a negative base version',
    request: (c) => publish({ baseVersion: -1 }, bearer(c.organiser)),
    status: 400,
    message: 'Le champ « baseVersion » est invalide.',
  },
  { name: 'content restore: without a token', request: restore('1'), status: 401, message: UNAUTHORIZED },
  {
    name: 'content restore: as an attendee',
    request: (c) => restore('1', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content restore: no body',
    request: (c) => ({ method: 'POST', url: '/api/content/versions/1/restore', headers: bearer(c.organiser) }),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'content restore: a text as the base version',
    request: (c) => restore('1', bearer(c.organiser), { baseVersion: '1' }),
    status: 400,
    message: 'Le champ « baseVersion » doit être de type nombre entier.',
  },
  {
    name: 'content restore: a base version in the future',
    request: (c) => restore('1', bearer(c.organiser), { baseVersion: 2 }),
    status: 400,
    message: CONTENT_VERSION_NOT_FOUND,
  },
  {
    name: 'content rebase: without a token',
    request: (c) => rebase({ baseVersion: 1, content: c.contentSeed }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'content rebase: with a forged organiser role',
    request: (c) => rebase({ baseVersion: 1, content: c.contentSeed }, bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content rebase: a script in a slot’s title',
    request: (c) => {
      const content = structuredClone(c.contentSeed);
      content.programme[0]!.title = '<script>alert(1)</script>';
      return rebase({ baseVersion: 1, content }, bearer(c.organiser));
    },
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/programme/0/title', PROBLEM.html),
  },
  {
    name: 'content rebase: a base version never published',
    request: (c) => rebase({ baseVersion: 2 ** 40, content: c.contentSeed }, bearer(c.organiser)),
    status: 400,
    message: CONTENT_VERSION_NOT_FOUND,
  },
  ...['abc', '-1', '1e9', '0', '99999999999999999999', '1%27%20OR%201=1'].map((n): HostileRow => ({
    name: `content restore: version ${decodeURIComponent(n)}`,
    request: (c) => restore(n, bearer(c.organiser)),
    status: 404,
    message: CONTENT_VERSION_NOT_FOUND,
  })),
  {
    name: 'content draft: content nested 10,000 deep',
    request: (c) => ({
      method: 'PUT',
      url: '/api/content/draft',
      payload: `{"baseVersion":1,"content":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      headers: { 'content-type': 'application/json', ...bearer(c.organiser) },
    }),
    status: 400,
    message: JSON_TOO_DEEP,
  },
  {
    name: 'DELETE /api/content',
    request: (c) => ({ method: 'DELETE', url: '/api/content', headers: bearer(c.organiser) }),
    status: 405,
    message: notAllowed('DELETE', 'GET, HEAD'),
  },
  {
    name: 'DELETE /api/content/draft',
    request: (c) => ({ method: 'DELETE', url: '/api/content/draft', headers: bearer(c.organiser) }),
    status: 405,
    message: notAllowed('DELETE', 'GET, HEAD, PUT'),
  },
  {
    name: 'GET /api/content/publish',
    request: (c) => ({ method: 'GET', url: '/api/content/publish', headers: bearer(c.organiser) }),
    status: 405,
    message: notAllowed('GET', 'POST'),
  },
  {
    name: 'GET /api/content/versions/1/restore',
    request: { method: 'GET', url: '/api/content/versions/1/restore' },
    status: 405,
    message: notAllowed('GET', 'POST'),
  },
];

/**
 * A restore on a base older than the newest (decision 101): the suite's site has version 1 only,
 * so one restore is made first (a legitimate 201), then one on the replaced base. Run last of the
 * whole table: the rows before them draft and publish on version 1 as the newest.
 */
export const contentRestoreRows: HostileRow[] = [
  {
    name: 'content restore: version 1 again on the newest version, by an organiser',
    request: (c) => restore('1', bearer(c.organiser)),
    status: 201,
    creates: { content_versions: 1 },
  },
  {
    name: 'content restore: a base version older than the newest',
    request: (c) => restore('1', bearer(c.organiser)),
    status: 409,
    message: CONTENT_CONFLICT(2, 'Org Anisateur'),
  },
];
