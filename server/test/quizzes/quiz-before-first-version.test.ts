import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSite, type ContentSite } from '../content/support.js';
import { bearer } from '../moderation/support.js';

// A fresh site: no request has yet stored the seed as version 1. The QCM's routes read the stored
// content, so they wait for its readiness like the other /api routes (decision 116), rather than
// reading an empty table: the first request of the day may well be a participant's QCM.
let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(() => site.t.close());

describe('the QCM as the first request of a fresh site', () => {
  it('answers each route from the seed, never a 500', async () => {
    const token = site.attendee.token;
    const organiser = site.organiser.token;
    const quizId = site.seed.quizzes[0]?.id ?? 'quiz-1';
    const answers = await Promise.all([
      site.t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: bearer(token) }),
      site.t.app.inject({ method: 'GET', url: '/api/quizzes/mine', headers: bearer(token) }),
      site.t.app.inject({ method: 'GET', url: '/api/quizzes/results', headers: bearer(organiser) }),
      site.t.app.inject({ method: 'GET', url: '/api/quizzes/results.csv', headers: bearer(organiser) }),
      site.t.app.inject({
        method: 'POST',
        url: `/api/quizzes/${quizId}/answers`,
        headers: bearer(token),
        payload: { answers: {} },
      }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.slice(1, 4)).toEqual([200, 200, 200]);
  });
});
