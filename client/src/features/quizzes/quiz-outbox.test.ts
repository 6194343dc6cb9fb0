import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../lib/api-result';
import { closeQuizOutbox, deliver, keepAnswers, keptAnswers } from './quiz-outbox';

const answers = { 'q-1': [1], 'q-2': [0, 2] };
const answer = (status: number): ApiResult<unknown> =>
  status === 201 ? { ok: true, data: {} } : { ok: false, status, message: `refus ${status}` };

afterEach(() => closeQuizOutbox());

describe('the QCM outbox', () => {
  it('keeps answers per account and quiz, across a reopening of the database (a reload)', async () => {
    await keepAnswers('7', 'apres', answers);
    closeQuizOutbox();
    expect((await keptAnswers('7', 'apres'))?.answers).toEqual(answers);
    expect(await keptAnswers('8', 'apres')).toBeUndefined();
    expect(await keptAnswers('7', 'avant')).toBeUndefined();
  });

  it('keeps them while there is no answer, a server failure or a session to renew', async () => {
    await keepAnswers('7', 'apres', answers);
    for (const status of [0, 401, 503]) {
      const kept = await keptAnswers('7', 'apres');
      expect(kept).toBeDefined();
      expect(await deliver(kept!, () => Promise.resolve(answer(status)))).toEqual({ state: 'pending' });
    }
    expect(await keptAnswers('7', 'apres')).toBeDefined();
  });

  it('lets them go once received, or settled by the server, and says which', async () => {
    const cases: [number, unknown][] = [
      [201, { state: 'sent' }],
      [409, { state: 'already' }],
      [403, { state: 'closed', message: 'refus 403' }],
      [400, { state: 'refused', message: 'refus 400' }],
    ];
    for (const [status, expected] of cases) {
      await keepAnswers('7', 'apres', answers);
      let sent: unknown;
      const kept = (await keptAnswers('7', 'apres'))!;
      const outcome = await deliver(kept, (given) => {
        sent = given;
        return Promise.resolve(answer(status));
      });
      expect(outcome, String(status)).toEqual(expected);
      expect(sent).toEqual(answers);
      expect(await keptAnswers('7', 'apres')).toBeUndefined();
    }
  });
});
