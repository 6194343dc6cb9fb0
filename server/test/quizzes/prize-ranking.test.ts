import { type ContentQuiz, type QuizQuestion } from '@congres/contracts';
import { NO_PRIZE_QUIZ, type Podium, type PrizeRanking } from '@congres/contracts/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy, contentSite, publishContent, type ContentSite } from '../content/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { openStream, type EventStream } from '../live/support/event-stream-client.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { listening } from '../room/support.js';

// The prize quiz (decision 119): the quizzes marked `prize` rank their participants by total
// score, then by who finished first; the podium shows the top three, each by their name or
// "Participant N" when they keep it off.
const questions: QuizQuestion[] = [
  { id: 'q-1', text: 'Première ?', objective: 'Un', choices: ['A', 'B'], right: [0] },
  { id: 'q-2', text: 'Deuxième ?', objective: 'Deux', choices: ['A', 'B'], right: [1] },
];
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const ALL_RIGHT = { 'q-1': [0], 'q-2': [1] };
const ONE_RIGHT = { 'q-1': [0], 'q-2': [0] };

let site: ContentSite;
const players: Member[] = [];
const streams: EventStream[] = [];
beforeAll(async () => {
  site = await contentSite();
  for (const name of ['Alix Premier', 'Bastien Second', 'Chloé Troisième', 'Dana Quatrième'])
    players.push(await newMember(site.t.app, name));
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await site.t.close();
});

const get = (url: string, token?: string) =>
  site.t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
const answer = (id: string, answers: unknown, token: string) =>
  site.t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${id}/answers`,
    headers: bearer(token),
    payload: { answers },
  });
const podium = (method: 'PUT' | 'DELETE', token = site.organiser.token) =>
  site.t.app.inject({ method, url: '/api/quizzes/podium', headers: bearer(token) });

async function publishQuizzes(prize: boolean) {
  const content = copy(site.seed);
  const quizzes: ContentQuiz[] = [
    { id: 'prix-1', phase: 'apres', label: 'Quiz du prix 1', opensAt: iso(-3_600_000), questions, prize },
    { id: 'prix-2', phase: 'apres', label: 'Quiz du prix 2', opensAt: iso(-3_600_000), questions, prize },
    { id: 'hors-prix', phase: 'apres', label: 'Hors prix', opensAt: iso(-3_600_000), questions },
  ];
  content.quizzes = quizzes;
  await publishContent(site.t, site.organiser.token, content);
}

describe('the prize quiz', () => {
  it('refuses a podium while no quiz counts for the prizes, in French', async () => {
    await publishQuizzes(false);
    const res = await podium('PUT');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(errorBody(NO_PRIZE_QUIZ));
    expect((await get('/api/quizzes/ranking', site.organiser.token)).json()).toEqual([]);
  });

  it('ranks by the total over the prize quizzes, then the earliest to finish; the other quizzes do not count', async () => {
    await publishQuizzes(true);
    const [alix, bastien, chloe, dana] = players as [Member, Member, Member, Member];
    // Dana: 4 of 4, finished first. Alix: 4 of 4, finished later. Bastien: 3. Chloé: 2, and a
    // perfect quiz outside the prizes.
    for (const [who, first, second] of [
      [dana, ALL_RIGHT, ALL_RIGHT],
      [alix, ALL_RIGHT, ALL_RIGHT],
      [bastien, ALL_RIGHT, ONE_RIGHT],
      [chloe, ONE_RIGHT, ONE_RIGHT],
    ] as const) {
      expect((await answer('prix-1', first, who.token)).statusCode).toBe(201);
      expect((await answer('prix-2', second, who.token)).statusCode).toBe(201);
      // The stored instants are to the millisecond: one apart, for the order to be the senders'.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await answer('hors-prix', ALL_RIGHT, chloe.token)).statusCode).toBe(201);

    const res = await get('/api/quizzes/ranking', site.organiser.token);
    expect(res.statusCode, res.body).toBe(200);
    const ranking = res.json<PrizeRanking>();
    expect(ranking.map(({ rank, name, score, max }) => [rank, name, score, max])).toEqual([
      [1, 'Dana Quatrième', 4, 4],
      [2, 'Alix Premier', 4, 4],
      [3, 'Bastien Second', 3, 4],
      [4, 'Chloé Troisième', 2, 4],
    ]);
    expect(ranking[0]?.finishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Object.keys(ranking[0] ?? {}).sort()).toEqual(['finishedAt', 'max', 'name', 'rank', 'score']);

    const csv = await get('/api/quizzes/ranking.csv', site.organiser.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="classement-remise-des-prix.csv"');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Rang";"Participant";"Score";"Sur";"Terminé à (UTC)"');
    expect(lines[1]).toMatch(/^"1";"Dana Quatrième";"4";"4";"\d{4}-/);
  });

  it('keeps the ranking from attendees and visitors', async () => {
    const [alix] = players as [Member];
    expect((await get('/api/quizzes/ranking', alix.token)).statusCode).toBe(403);
    expect((await get('/api/quizzes/ranking.csv', alix.token)).statusCode).toBe(403);
    expect((await get('/api/quizzes/ranking')).statusCode).toBe(401);
    expect((await podium('PUT', alix.token)).statusCode).toBe(403);
  });

  it('shows the top three on the screens, a name kept off as "Participant N", live and to a screen opened later', async () => {
    const alix = players[0] as Member;
    const choice = await site.t.app.inject({
      method: 'PUT',
      url: '/api/account/podium',
      headers: bearer(alix.token),
      payload: { nameShown: false },
    });
    expect(choice.statusCode, choice.body).toBe(200);
    expect((await get('/api/account/podium', alix.token)).json()).toEqual({ nameShown: false });
    expect((await get('/api/account/podium', (players[1] as Member).token)).json()).toEqual({ nameShown: true });

    const s = await openStream(await listening(site.t));
    streams.push(s);
    await s.event('ready');
    const shown = await podium('PUT');
    expect(shown.statusCode, shown.body).toBe(200);
    const expected: Podium = {
      entries: [
        { rank: 1, name: 'Dana Quatrième', score: 4, max: 4 },
        { rank: 2, name: 'Participant 2', score: 4, max: 4 },
        { rank: 3, name: 'Bastien Second', score: 3, max: 4 },
      ],
    };
    expect(shown.json()).toEqual(expected);
    const heard = await s.event<Podium>('podium-shown');
    expect({ entries: heard.entries }).toEqual(expected);
    expect(s.messages.find((m) => m.event === 'podium-shown')?.data).not.toContain('Alix');
    expect((await get('/api/quizzes/podium')).json()).toEqual(expected);
    // The organisers still see who.
    expect((await get('/api/quizzes/ranking', site.organiser.token)).json<PrizeRanking>()[1]?.name).toBe(
      'Alix Premier',
    );

    expect((await podium('DELETE')).statusCode).toBe(204);
    await s.event('podium-hidden');
    expect((await get('/api/quizzes/podium')).json()).toEqual({ entries: [] });
  });
});
