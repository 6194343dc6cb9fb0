import { QUIZ_NOT_FOUND } from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const answer = (id: string, payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: `/api/quizzes/${id}/answers`,
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});
const read = (url: string, headers: Record<string, string> = {}): InjectOptions => ({ method: 'GET', url, headers });

/**
 * The QCM (decision 093). The suite's content is the seed, whose quizzes are external links: no
 * quiz of the site to answer, so every well-formed answer is a 404 and nothing is stored.
 */
export const quizRows: HostileRow[] = [
  { name: 'quiz: read without a token', request: read('/api/quizzes/quiz-1'), status: 401, message: UNAUTHORIZED },
  {
    name: 'quiz: read with a revoked token',
    request: (c) => read('/api/quizzes/quiz-1', bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'quiz: read an external quiz (a link, no questions)',
    request: (c) => read('/api/quizzes/quiz-1', bearer(c.token)),
    status: 404,
    message: QUIZ_NOT_FOUND,
  },
  {
    name: 'quiz: read an id of 5,000 characters',
    request: (c) => read(`/api/quizzes/${'a'.repeat(5000)}`, bearer(c.token)),
    status: 414,
  },
  {
    name: 'quiz: read a path traversal',
    request: (c) => read('/api/quizzes/..%2F..%2Fcontent', bearer(c.token)),
    status: 404,
    message: QUIZ_NOT_FOUND,
  },
  {
    name: 'quiz: answer without a token',
    request: answer('quiz-1', { answers: {} }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'quiz: answer with an expired token',
    request: (c) => answer('quiz-1', { answers: {} }, bearer(c.expired)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'quiz: answer a quiz the site does not ask',
    request: (c) => answer('quiz-1', { answers: { q: [0] } }, bearer(c.token)),
    status: 404,
    message: QUIZ_NOT_FOUND,
  },
  {
    name: 'quiz: answers as an array',
    request: (c) => answer('quiz-1', { answers: [[0]] }, bearer(c.token)),
    status: 400,
  },
  {
    name: 'quiz: a choice as text',
    request: (c) => answer('quiz-1', { answers: { q: ['0'] } }, bearer(c.token)),
    status: 400,
  },
  {
    name: 'quiz: a negative choice',
    request: (c) => answer('quiz-1', { answers: { q: [-1] } }, bearer(c.token)),
    status: 400,
  },
  {
    name: 'quiz: a hundred questions answered',
    request: (c) =>
      answer(
        'quiz-1',
        { answers: Object.fromEntries([...Array(100).keys()].map((i) => [`q${i}`, [0]])) },
        bearer(c.token),
      ),
    status: 400,
  },
  {
    // The JSON parser refuses prototype keys before any route.
    name: 'quiz: a prototype key as a question id',
    request: (c) => ({ ...answer('quiz-1', {}, bearer(c.token)), payload: '{"answers":{"__proto__":[0]}}' }),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'quiz: broken JSON',
    request: (c) => ({ ...answer('quiz-1', {}, bearer(c.token)), payload: '{"answers": {' }),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'quiz: answers as a form',
    request: (c) => ({
      method: 'POST',
      url: '/api/quizzes/quiz-1/answers',
      payload: 'answers=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(c.token) },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  { name: 'quiz: my results without a token', request: read('/api/quizzes/mine'), status: 401, message: UNAUTHORIZED },
  {
    name: 'quiz: my results with a token of another key',
    request: (c) => read('/api/quizzes/mine', bearer(c.wrongKey)),
    status: 401,
    message: UNAUTHORIZED,
  },
  { name: 'quiz: my results as an attendee', request: (c) => read('/api/quizzes/mine', bearer(c.token)), status: 200 },
  { name: 'quiz: results without a token', request: read('/api/quizzes/results'), status: 401, message: UNAUTHORIZED },
  {
    name: 'quiz: results as an attendee',
    request: (c) => read('/api/quizzes/results', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'quiz: results with a forged organiser role',
    request: (c) => read('/api/quizzes/results', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'quiz: results as an organiser',
    request: (c) => read('/api/quizzes/results', bearer(c.organiser)),
    status: 200,
  },
  { name: 'quiz: CSV without a token', request: read('/api/quizzes/results.csv'), status: 401, message: UNAUTHORIZED },
  {
    name: 'quiz: CSV as an attendee',
    request: (c) => read('/api/quizzes/results.csv', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'quiz: CSV with a forged organiser role',
    request: (c) => read('/api/quizzes/results.csv', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'quiz: POST to the results',
    request: (c) => ({ ...answer('x', { answers: {} }, bearer(c.organiser)), url: '/api/quizzes/results' }),
    status: 405,
  },
];
