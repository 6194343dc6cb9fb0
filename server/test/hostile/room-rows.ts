import {
  NO_PRIZE_QUIZ,
  BAD_POLL_CHOICE,
  EMPTY_MODERATION,
  EMPTY_QUESTION,
  NO_SLOT_CHOSEN,
  OWN_QUESTION_VOTE,
  PIN_NOT_SHOWN,
  POLL_CHOICE_COUNT,
  POLL_NOT_FOUND,
  QUESTION_CONTROL,
  QUESTION_MARKUP,
  QUESTION_NOT_FOUND,
  QUESTION_TOO_LONG,
  UNKNOWN_QUESTION_SLOT,
} from '@congres/contracts/room';
import type { InjectOptions } from 'fastify';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (method: InjectOptions['method'], url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ({
    method,
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  }) satisfies InjectOptions;
const ask = (payload: unknown, headers: Record<string, string> = {}) =>
  json('POST', '/api/questions', payload, headers);

/**
 * The room (decision 118): questions and polls. The suite's context holds a question the target
 * asked (`question`), one an organiser hid (`hiddenQuestion`) and a poll still a draft
 * (`draftPoll`). A text refused in the handler counts toward its account's 3 questions a
 * minute: the rows spread those over the target, the other account and the organiser.
 */
export const roomRows: HostileRow[] = [
  {
    name: 'questions: list without a slot',
    request: { method: 'GET', url: '/api/questions' },
    status: 400,
    message: NO_SLOT_CHOSEN,
  },
  {
    name: 'questions: list a slot the programme does not have',
    request: { method: 'GET', url: '/api/questions?slot=..%2F01' },
    status: 404,
    message: UNKNOWN_QUESTION_SLOT('../01'),
  },
  {
    name: 'questions: list a slot of 5,000 characters',
    request: { method: 'GET', url: `/api/questions?slot=${'9'.repeat(5000)}` },
    status: 404,
    message: UNKNOWN_QUESTION_SLOT('9'.repeat(5000)),
  },
  {
    name: 'questions: list twice the slot parameter',
    request: { method: 'GET', url: '/api/questions?slot=05&slot=06' },
    status: 400,
  },
  {
    name: 'questions: ask without a token',
    request: ask({ slotId: '05', text: 'Bonjour ?' }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'questions: ask with a revoked token',
    request: (c) => ask({ slotId: '05', text: 'Bonjour ?' }, bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'questions: ask with a token signed by another key',
    request: (c) => ask({ slotId: '05', text: 'Bonjour ?' }, bearer(c.wrongKey)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'questions: ask with the text as a number',
    request: (c) => ask({ slotId: '05', text: 42 }, bearer(c.token)),
    status: 400,
    message: 'Le champ « text » doit être de type texte.',
  },
  {
    name: 'questions: ask as a form, not JSON',
    request: (c) => ({
      method: 'POST',
      url: '/api/questions',
      payload: 'slotId=05&text=Bonjour',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(c.token) },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'questions: ask with a broken JSON body',
    request: (c) => ask('{"slotId": "05", "text": ', bearer(c.token)),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'questions: ask an empty question',
    request: (c) => ask({ slotId: '05', text: '   ' }, bearer(c.otherToken)),
    status: 400,
    message: EMPTY_QUESTION,
  },
  {
    name: 'questions: ask 281 characters',
    request: (c) => ask({ slotId: '05', text: 'x'.repeat(281) }, bearer(c.otherToken)),
    status: 400,
    message: QUESTION_TOO_LONG(281),
  },
  {
    name: 'questions: ask with a script tag',
    request: (c) => ask({ slotId: '05', text: '<script>fetch("//x")</script>' }, bearer(c.token)),
    status: 400,
    message: QUESTION_MARKUP,
  },
  {
    name: 'questions: ask with terminal escapes',
    request: (c) => ask({ slotId: '05', text: 'Question \u001b[2J effacée' }, bearer(c.organiser)),
    status: 400,
    message: QUESTION_CONTROL,
  },
  {
    name: 'questions: ask for a slot the programme does not have',
    request: (c) => ask({ slotId: "05' OR 1=1--", text: 'Où ?' }, bearer(c.organiser)),
    status: 404,
    message: UNKNOWN_QUESTION_SLOT("05' OR 1=1--"),
  },
  {
    name: 'questions: vote without a token',
    request: (c) => ({ method: 'PUT', url: `/api/questions/${c.question}/vote` }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'questions: vote for one’s own question',
    request: (c) => ({ method: 'PUT', url: `/api/questions/${c.question}/vote`, headers: bearer(c.token) }),
    status: 409,
    message: OWN_QUESTION_VOTE,
  },
  {
    name: 'questions: vote for a hidden question',
    request: (c) => ({ method: 'PUT', url: `/api/questions/${c.hiddenQuestion}/vote`, headers: bearer(c.token) }),
    status: 404,
    message: QUESTION_NOT_FOUND,
  },
  {
    name: 'questions: vote for a question that does not exist',
    request: (c) => ({ method: 'PUT', url: '/api/questions/99999999/vote', headers: bearer(c.token) }),
    status: 404,
    message: QUESTION_NOT_FOUND,
  },
  {
    name: 'questions: take back a vote of a malformed id',
    request: (c) => ({ method: 'DELETE', url: '/api/questions/1e3/vote', headers: bearer(c.token) }),
    status: 404,
    message: QUESTION_NOT_FOUND,
  },
  {
    name: 'questions: moderate as an attendee',
    request: (c) => json('PATCH', `/api/questions/${c.question}`, { state: 'hidden' }, bearer(c.otherToken)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'questions: moderate with a forged organiser role',
    request: (c) => json('PATCH', `/api/questions/${c.question}`, { pinned: true }, bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'questions: moderate to a state that does not exist',
    request: (c) => json('PATCH', `/api/questions/${c.question}`, { state: 'deleted' }, bearer(c.organiser)),
    status: 400,
  },
  {
    name: 'questions: moderate with nothing to change',
    request: (c) => json('PATCH', `/api/questions/${c.question}`, {}, bearer(c.organiser)),
    status: 400,
    message: EMPTY_MODERATION,
  },
  {
    name: 'questions: pin a hidden question',
    request: (c) => json('PATCH', `/api/questions/${c.hiddenQuestion}`, { pinned: true }, bearer(c.organiser)),
    status: 409,
    message: PIN_NOT_SHOWN,
  },
  {
    name: 'polls: list without a slot',
    request: { method: 'GET', url: '/api/polls' },
    status: 400,
    message: NO_SLOT_CHOSEN,
  },
  {
    name: 'polls: write as an attendee',
    request: (c) => json('POST', '/api/polls', { slotId: '05', question: 'Q ?', choices: ['A', 'B'] }, bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'polls: write with one choice',
    request: (c) => json('POST', '/api/polls', { slotId: '05', question: 'Q ?', choices: ['A'] }, bearer(c.organiser)),
    status: 400,
    message: POLL_CHOICE_COUNT(1),
  },
  {
    name: 'polls: write with 1,000 choices',
    request: (c) =>
      json(
        'POST',
        '/api/polls',
        { slotId: '05', question: 'Q ?', choices: Array.from({ length: 1_000 }, String) },
        bearer(c.organiser),
      ),
    status: 400,
    message: POLL_CHOICE_COUNT(1_000),
  },
  {
    name: 'polls: write a choice of HTML-free but 500 characters',
    request: (c) =>
      json(
        'POST',
        '/api/polls',
        { slotId: '05', question: 'Q ?', choices: ['A', 'b'.repeat(500)] },
        bearer(c.organiser),
      ),
    status: 400,
    message: BAD_POLL_CHOICE(2),
  },
  {
    name: 'polls: open as an attendee',
    request: (c) => ({ method: 'POST', url: `/api/polls/${c.draftPoll}/open`, headers: bearer(c.token) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'polls: close one that does not exist',
    request: (c) => ({ method: 'POST', url: '/api/polls/424242/close', headers: bearer(c.organiser) }),
    status: 404,
    message: POLL_NOT_FOUND,
  },
  {
    name: 'polls: vote on a draft',
    request: (c) => json('PUT', `/api/polls/${c.draftPoll}/vote`, { choice: 0 }, bearer(c.token)),
    status: 404,
    message: POLL_NOT_FOUND,
  },
  {
    name: 'polls: vote without a token',
    request: (c) => json('PUT', `/api/polls/${c.draftPoll}/vote`, { choice: 0 }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'polls: vote with the choice as text',
    request: (c) => json('PUT', `/api/polls/${c.draftPoll}/vote`, { choice: 'Oui' }, bearer(c.token)),
    status: 400,
  },
  {
    name: 'prize: the ranking without a token',
    request: { method: 'GET', url: '/api/quizzes/ranking' },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'prize: the ranking as an attendee',
    request: (c) => ({ method: 'GET', url: '/api/quizzes/ranking', headers: bearer(c.token) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'prize: the ranking’s CSV with a forged organiser role',
    request: (c) => ({ method: 'GET', url: '/api/quizzes/ranking.csv', headers: bearer(c.forgedRole) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'prize: show the podium as an attendee',
    request: (c) => ({ method: 'PUT', url: '/api/quizzes/podium', headers: bearer(c.token) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'prize: show the podium while no quiz counts for the prizes',
    request: (c) => ({ method: 'PUT', url: '/api/quizzes/podium', headers: bearer(c.organiser) }),
    status: 409,
    message: NO_PRIZE_QUIZ,
  },
  {
    name: 'prize: take the podium off without a token',
    request: { method: 'DELETE', url: '/api/quizzes/podium' },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'prize: the podium choice without a token',
    request: json('PUT', '/api/account/podium', { nameShown: false }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'prize: the podium choice as a word',
    request: (c) => json('PUT', '/api/account/podium', { nameShown: 'non' }, bearer(c.token)),
    status: 400,
  },
];
