import {
  SATISFACTION_ALREADY_ANSWERED,
  SATISFACTION_BAD_CHOICE,
  SATISFACTION_BAD_SCALE,
  SATISFACTION_NOT_OPEN,
  SATISFACTION_REQUIRED,
  SATISFACTION_STALE,
  SATISFACTION_UNKNOWN_QUESTION,
  type ContentProblem,
  type SatisfactionPublished,
  type SatisfactionResults,
  type SatisfactionState,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_PROBLEM } from '../../src/domain/satisfaction/questionnaire-problems.js';
import { contentSite, copy, currentVersion, publishContent, putDraft, type ContentSite } from '../content/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { newParticipant } from './support.js';

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const state = async (member: Member) => {
  const res = await site.t.app.inject({ method: 'GET', url: '/api/satisfaction', headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SatisfactionState>();
};
const answer = (token: string, answers: Record<string, unknown>, questionnaireId = 'satisfaction') =>
  site.t.app.inject({
    method: 'POST',
    url: '/api/satisfaction/answers',
    headers: bearer(token),
    payload: { questionnaireId, answers },
  });
const results = async () => {
  const res = await site.t.app.inject({
    method: 'GET',
    url: '/api/satisfaction/results',
    headers: bearer(site.organiser.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SatisfactionResults>();
};
const published = async () => {
  const res = await site.t.app.inject({ method: 'GET', url: '/api/satisfaction/published' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SatisfactionPublished>();
};
const publication = (method: 'POST' | 'DELETE', token = site.organiser.token) =>
  site.t.app.inject({ method, url: '/api/satisfaction/publication', headers: bearer(token) });

describe('the satisfaction questionnaire', () => {
  it('gives the seed’s questionnaire, open once the day has ended, not yet answered', async () => {
    const got = await state(site.attendee);
    expect(got.questionnaire).toEqual(site.seed.satisfaction);
    expect(got.open).toBe(true);
    expect(got.answered).toBe(false);
    // The attendee signed no half-day: not a participant, who alone may answer (decision 105).
    expect(got.participant).toBe(false);
    expect((await state(await newParticipant(site.t.app, 'Pat Présent'))).participant).toBe(true);
    const anonymous = await site.t.app.inject({ method: 'GET', url: '/api/satisfaction' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes one answer per account: a second one is a French 409 and changes nothing', async () => {
    const member = await newParticipant(site.t.app, 'Alex Répondant');
    const first = await answer(member.token, {
      globale: 5,
      objectifs: 4,
      pratique: 'Oui, plus tard',
      remarques: ' Très bien ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await state(member)).answered).toBe(true);
    const second = await answer(member.token, { globale: 1, objectifs: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(errorBody(SATISFACTION_ALREADY_ANSWERED));
    const seen = await results();
    expect(seen.answers).toBe(1);
    expect(seen.questions.find((q) => q.id === 'remarques')?.texts).toEqual(['Très bien']);
  });

  it('refuses answers that do not fit the questions, in French, storing nothing', async () => {
    const member = await newParticipant(site.t.app, 'Dominique Hâtif');
    const cases: [Record<string, unknown>, string][] = [
      [{ objectifs: 4 }, SATISFACTION_REQUIRED('Dans l’ensemble, êtes-vous satisfait de cette journée ?')],
      [{ globale: 6, objectifs: 4 }, SATISFACTION_BAD_SCALE('Dans l’ensemble, êtes-vous satisfait de cette journée ?')],
      [
        { globale: '5', objectifs: 4 },
        SATISFACTION_BAD_SCALE('Dans l’ensemble, êtes-vous satisfait de cette journée ?'),
      ],
      [
        { globale: 5, objectifs: 4, pratique: 'Peut-être' },
        SATISFACTION_BAD_CHOICE('Allez-vous changer quelque chose dans votre pratique ?'),
      ],
      [{ globale: 5, objectifs: 4, inconnue: 'x' }, SATISFACTION_UNKNOWN_QUESTION],
    ];
    for (const [answers, message] of cases) {
      const res = await answer(member.token, answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json()).toEqual(errorBody(message));
    }
    const stale = await answer(member.token, { globale: 5, objectifs: 4 }, 'ancien');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(errorBody(SATISFACTION_STALE));
    expect((await state(member)).answered).toBe(false);
  });

  it('keeps who answered apart from the answers: the results name nobody and hold no instant', async () => {
    const member = await newParticipant(site.t.app, 'Zoé Discrète');
    expect((await answer(member.token, { globale: 2, objectifs: 3, remarques: 'Trop long' })).statusCode).toBe(201);
    const seen = await results();
    const text = JSON.stringify(seen);
    for (const m of [member, site.attendee]) {
      expect(text).not.toContain(m.username);
      expect(text).not.toContain(m.email);
    }
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
    expect(text).not.toMatch(/"(userId|user_id|id_user|submittedAt|answeredAt)"/);
    // In the database too, each row holds the day only, and the answer's id follows no order.
    const marks = await site.t.app.db.selectFrom('satisfaction_marks').selectAll().execute();
    expect(marks.every((row) => /^\d{4}-\d\d-\d\d$/.test(row.answered_on))).toBe(true);
    const answers = await site.t.app.db.selectFrom('satisfaction_answers').selectAll().execute();
    expect(answers.every((row) => /^\d{4}-\d\d-\d\d$/.test(row.submitted_on))).toBe(true);
    expect(answers.every((row) => !('userId' in (JSON.parse(row.answers) as object)))).toBe(true);
  });

  it('counts the rate from the overall question’s 4s and 5s, with the distributions', async () => {
    const seen = await results();
    // So far: a 5 and a 2 on the overall question.
    expect(seen.answers).toBe(2);
    expect(seen.rate).toBe(50);
    const overall = seen.questions.find((q) => q.id === 'globale');
    expect(overall?.counts).toEqual([
      { value: '1', count: 0 },
      { value: '2', count: 1 },
      { value: '3', count: 0 },
      { value: '4', count: 0 },
      { value: '5', count: 1 },
    ]);
    expect(seen.questions.find((q) => q.id === 'remarques')?.texts).toEqual(['Très bien', 'Trop long']);
  });

  it('refuses a plain account on the organisers’ routes (403) and a visitor (401)', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/satisfaction/results' },
      { method: 'POST' as const, url: '/api/satisfaction/publication' },
      { method: 'DELETE' as const, url: '/api/satisfaction/publication' },
    ]) {
      expect((await site.t.app.inject({ ...request, headers: bearer(site.attendee.token) })).statusCode).toBe(403);
      expect((await site.t.app.inject(request)).statusCode).toBe(401);
    }
    expect((await published()).published).toBe(false);
  });

  it('publishes the rate and the number of answers for everyone, and withdraws them', async () => {
    expect(await published()).toEqual({ published: false, rate: null, answers: 0 });
    const made = await publication('POST');
    expect(made.statusCode, made.body).toBe(200);
    expect(await published()).toEqual({ published: true, rate: 50, answers: 2 });
    expect((await results()).published).toBe(true);
    expect((await publication('DELETE')).statusCode).toBe(200);
    expect(await published()).toEqual({ published: false, rate: null, answers: 0 });
  });

  it('refuses answers before the opening, in French with the opening’s Bordeaux time', async () => {
    const later = copy(site.seed);
    if (later.satisfaction === undefined) throw new Error('the seed has a questionnaire');
    later.satisfaction = { ...later.satisfaction, id: 'demain', opensAt: '2999-06-01T15:00:00Z' };
    await publishContent(site.t, site.organiser.token, later);
    const member = await newMember(site.t.app, 'Eden Pressé');
    const got = await state(member);
    expect(got.open).toBe(false);
    const res = await answer(member.token, { globale: 5, objectifs: 5 }, 'demain');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(SATISFACTION_NOT_OPEN('1 juin 2999 à 17h')));
    expect((await state(member)).answered).toBe(false);
  });
});

describe('the questionnaire in the content', () => {
  it('refuses a choice question with fewer than two different choices, at its field', async () => {
    const draft = copy(site.seed);
    if (draft.satisfaction === undefined) throw new Error('the seed has a questionnaire');
    draft.satisfaction.questions[2] = { ...draft.satisfaction.questions[2]!, kind: 'choice', choices: ['Oui'] };
    draft.satisfaction.questions[3] = { ...draft.satisfaction.questions[3]!, kind: 'choice', choices: ['A', 'A'] };
    const res = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), draft);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ problems: ContentProblem[] }>().problems).toEqual([
      { path: '/satisfaction/questions/2/choices', message: QUESTIONNAIRE_PROBLEM.fewChoices },
      { path: '/satisfaction/questions/3/choices', message: QUESTIONNAIRE_PROBLEM.sameChoice },
    ]);
  });
});
