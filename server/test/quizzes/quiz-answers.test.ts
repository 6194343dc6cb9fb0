import {
  QUIZ_ALREADY_ANSWERED,
  QUIZ_BAD_CHOICE,
  QUIZ_CLOSED,
  QUIZ_MISSING_ANSWER,
  QUIZ_NOT_FOUND,
  QUIZ_ONE_CHOICE,
  QUIZ_UNKNOWN_QUESTION,
  hasOwnForm,
  type ContentDraft,
  type ContentQuiz,
  type MyQuizResults,
  type PublishedContent,
  type QuizForm,
  type QuizQuestion,
  type QuizResults,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantScores } from '../../src/domain/quizzes/participant-scores.js';
import { copy, contentSite, currentVersion, putDraft, publishContent, type ContentSite } from '../content/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';

const questions: QuizQuestion[] = [
  {
    id: 'q-hygiene',
    text: 'Combien de temps dure un lavage des mains ?',
    objective: 'Hygiène',
    choices: ['10 s', '30 s', '2 min'],
    right: [1],
  },
  {
    id: 'q-asepsie',
    text: 'Lesquels sont des antiseptiques ?',
    objective: 'Asepsie',
    choices: ['Chlorhexidine', 'Eau', 'Povidone iodée'],
    right: [0, 2],
  },
];
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

let site: ContentSite;
let second: Member;
beforeAll(async () => {
  site = await contentSite();
  second = await newMember(site.t.app, 'Dominique Durand');
  const content = copy(site.seed);
  const quizzes: ContentQuiz[] = [
    { id: 'avant', phase: 'avant', label: 'QCM avant', opensAt: iso(-2 * HOUR), questions },
    { id: 'apres', phase: 'apres', label: 'QCM après', opensAt: iso(-HOUR), questions },
    { id: 'plus-tard', phase: 'apres', label: 'Plus tard', opensAt: iso(24 * HOUR), questions },
    { id: 'ferme', phase: 'apres', label: 'Fermé', opensAt: iso(-3 * HOUR), closesAt: iso(-2 * HOUR), questions },
    { id: 'externe', label: 'Externe', opensAt: iso(-HOUR), link: 'https://forms.example.org/x' },
  ];
  content.quizzes = quizzes;
  await publishContent(site.t, site.organiser.token, content);
});
afterAll(() => site.t.close());

const getQuiz = (id: string, token?: string) =>
  site.t.app.inject({ method: 'GET', url: `/api/quizzes/${id}`, headers: token === undefined ? {} : bearer(token) });
const answer = (id: string, answers: unknown, token = site.attendee.token) =>
  site.t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${id}/answers`,
    headers: bearer(token),
    payload: { answers },
  });
const get = (url: string, token: string) => site.t.app.inject({ method: 'GET', url, headers: bearer(token) });

const allRight = { 'q-hygiene': [1], 'q-asepsie': [2, 0] };
const oneRight = { 'q-hygiene': [1], 'q-asepsie': [0] };

describe('the QCM written in the site', () => {
  it('gives the questions to a signed-in attendee while open, never the right answers', async () => {
    expect((await getQuiz('avant')).statusCode).toBe(401);
    const res = await getQuiz('avant', site.attendee.token);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json<QuizForm>();
    expect(form).toMatchObject({ id: 'avant', phase: 'avant', answered: false, closesAt: null });
    expect(form.questions.map((q) => q.multiple)).toEqual([false, true]);
    expect(res.body).not.toContain('"right"');
    expect(res.body).not.toContain('Hygiène');
  });

  it('leaves the questions and their right answers out of the public content, opened or not (decision 102)', async () => {
    const res = await site.t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    for (const secret of ['"right"', 'Combien de temps dure', 'antiseptiques', 'Chlorhexidine', 'Hygiène']) {
      expect(res.body, secret).not.toContain(secret);
    }
    const { content } = res.json<PublishedContent>();
    expect(content.quizzes.filter((quiz) => 'questions' in quiz)).toEqual([]);
    // Each quiz says only whether it has its own form, by the number of its questions.
    expect(content.quizzes.map((quiz) => [quiz.id, quiz.questionCount, hasOwnForm(quiz)])).toEqual([
      ['avant', 2, true],
      ['apres', 2, true],
      ['plus-tard', 2, true],
      ['ferme', 2, true],
      ['externe', 0, false],
    ]);
    // Organisers still read them whole: the draft (the published content when none is open).
    const draft = await get('/api/content/draft', site.organiser.token);
    expect(draft.json<ContentDraft>().content.quizzes[0]?.questions).toEqual(questions);
  });

  it('refuses a quiz before its opening and after its closing, with French messages', async () => {
    const early = await getQuiz('plus-tard', site.attendee.token);
    expect(early.statusCode).toBe(403);
    expect(early.json<{ message: string }>().message).toMatch(
      /^Ce QCM n’est pas encore ouvert : il ouvre le \d+ \S+ à? ?\d/,
    );
    const earlyAnswer = await answer('plus-tard', allRight);
    expect(earlyAnswer.statusCode).toBe(403);
    const late = await answer('ferme', allRight);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual(errorBody(QUIZ_CLOSED));
    expect((await getQuiz('ferme', site.attendee.token)).json()).toEqual(errorBody(QUIZ_CLOSED));
    for (const id of ['externe', 'inconnu', 'mine%2F..']) {
      const res = await answer(id, allRight);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(errorBody(QUIZ_NOT_FOUND));
    }
  });

  it('refuses answers that do not fit the questions, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ 'q-hygiene': [1] }, QUIZ_MISSING_ANSWER],
      [{ 'q-hygiene': [], 'q-asepsie': [0] }, QUIZ_MISSING_ANSWER],
      [{ ...allRight, 'q-autre': [0] }, QUIZ_UNKNOWN_QUESTION],
      [{ 'q-hygiene': [3], 'q-asepsie': [0] }, QUIZ_BAD_CHOICE],
      [{ 'q-hygiene': [1], 'q-asepsie': [0, 0] }, QUIZ_BAD_CHOICE],
      [{ 'q-hygiene': [0, 1], 'q-asepsie': [0] }, QUIZ_ONE_CHOICE],
    ];
    for (const [answers, message] of cases) {
      const res = await answer('avant', answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json()).toEqual(errorBody(message));
    }
    for (const shape of [['x'], { 'q-hygiene': 'un' }, { 'q-hygiene': [-1] }, null]) {
      expect((await answer('avant', shape)).statusCode, JSON.stringify(shape)).toBe(400);
    }
    expect(await participantScores(site.t.app.db, site.attendee.id)).toEqual({ before: null, after: null });
  });

  it('takes one answer per account: the second is a 409, even sent at the same time', async () => {
    const first = await answer('avant', oneRight);
    expect(first.statusCode, first.body).toBe(201);
    const again = await answer('avant', allRight);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(QUIZ_ALREADY_ANSWERED));
    expect((await getQuiz('avant', site.attendee.token)).json<QuizForm>().answered).toBe(true);
    const both = await Promise.all([answer('avant', allRight, second.token), answer('avant', allRight, second.token)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('gives the attendee their scores once the last QCM is answered, summed per phase', async () => {
    const mid = (await get('/api/quizzes/mine', site.attendee.token)).json<MyQuizResults>();
    expect(mid).toEqual({ answered: ['avant'], ready: false, before: null, after: null });
    // The last QCM to open here is "plus-tard": not answered, not closed.
    expect((await answer('apres', allRight)).statusCode).toBe(201);
    expect((await get('/api/quizzes/mine', site.attendee.token)).json<MyQuizResults>().ready).toBe(false);
    expect(await participantScores(site.t.app.db, site.attendee.id)).toEqual({
      before: { score: 1, total: 2 },
      after: { score: 2, total: 2 },
    });
  });

  it('gives organisers per question, per objective and per participant, and a CSV; a plain account gets 403', async () => {
    for (const url of ['/api/quizzes/results', '/api/quizzes/results.csv']) {
      const res = await get(url, site.attendee.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Cette action est réservée aux organisateurs du congrès.');
    }
    const res = await get('/api/quizzes/results', site.organiser.token);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json<QuizResults>();
    expect(results.questions.find((q) => q.id === 'q-asepsie')).toMatchObject({
      objective: 'Asepsie',
      before: { right: 1, answered: 2 },
      after: { right: 1, answered: 1 },
    });
    expect(results.objectives.find((o) => o.objective === 'Asepsie')).toMatchObject({ gain: 50 });
    expect(results.objectives.find((o) => o.objective === 'Hygiène')).toMatchObject({ gain: 0 });
    expect(results.participants).toEqual([
      { name: 'Camille Martin', before: { score: 1, total: 2 }, after: { score: 2, total: 2 } },
      { name: 'Dominique Durand', before: { score: 2, total: 2 }, after: null },
    ]);
    const csv = await get('/api/quizzes/results.csv', site.organiser.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('"Camille Martin";"1/2";"2/2"');
    expect(csv.body).toContain('"Asepsie";"50 %";"100 %";"50"');
  });

  it('a question named like an object property still needs its answer', async () => {
    const content = copy(site.seed);
    const named = { ...questions[0]!, id: 'constructor' };
    content.quizzes = [
      { id: 'proprietes', phase: 'avant', label: 'Propriétés', opensAt: iso(-HOUR), questions: [named] },
    ];
    await publishContent(site.t, site.organiser.token, content);
    const res = await answer('proprietes', {});
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(errorBody(QUIZ_MISSING_ANSWER));
  });

  it('the content refuses a quiz with neither link nor questions, and a reserved or repeated id', async () => {
    const content = copy(site.seed);
    content.quizzes = [
      { id: 'vide', label: 'Vide', opensAt: iso(0) },
      { id: 'mine', label: 'Mine', opensAt: iso(0), link: 'https://forms.example.org/y' },
      { id: 'vide', label: 'Encore', opensAt: iso(0), questions: [{ ...questions[0]!, right: [5] }] },
    ];
    const res = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), content);
    const problems = res.json<{ problems?: { path: string; message: string }[] }>().problems ?? [];
    expect(problems.map((p) => p.path).sort()).toEqual([
      '/quizzes/0/link',
      '/quizzes/1/id',
      '/quizzes/2/id',
      '/quizzes/2/questions/0/right',
    ]);
    expect(problems[0]?.message).toMatch(/^Ce quiz n’a ni lien ni questions/);
  });
});
