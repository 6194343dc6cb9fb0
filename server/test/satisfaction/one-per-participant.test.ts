import { createHash } from 'node:crypto';
import {
  SATISFACTION_ALREADY_ANSWERED,
  SATISFACTION_NOT_PARTICIPANT,
  type SatisfactionPublished,
  type SatisfactionState,
} from '@congres/contracts';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register } from '../accounts/support.js';
import { contentSite, type ContentSite } from '../content/support.js';
import { ticketUrl } from '../downloads/support.js';
import { signHalfDay } from '../evidence/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp } from '../support/test-app.js';
import { unzip } from '../support/zip.js';
import { newParticipant, postAnswers } from './support.js';

// Decision 105: only accounts that signed a half-day answer, once per email address, and the
// mark that an address answered outlives its account.

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const answer = (member: Member, overall: number) =>
  postAnswers(site.t.app, member.token, { globale: overall, objectifs: 4 });
const state = async (member: Member) => {
  const res = await site.t.app.inject({ method: 'GET', url: '/api/satisfaction', headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SatisfactionState>();
};
const published = async () =>
  (await site.t.app.inject({ method: 'GET', url: '/api/satisfaction/published' })).json<SatisfactionPublished>();
const count = async (table: 'satisfaction_marks' | 'satisfaction_answers' | 'satisfaction_respondents') =>
  Number(
    (await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(site.t.app.db)).rows[0]
      ?.n ?? 0,
  );

async function deleteAccount(member: Member): Promise<void> {
  const res = await site.t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(member.token),
    payload: { password: member.password },
  });
  expect(res.statusCode, res.body).toBe(204);
}

/** The same person back with a new account: `email` as typed (registration normalises it). */
async function registerAgain(member: Member, email: string): Promise<Member> {
  const account = await register(site.t.app, { email, username: member.username, password: member.password });
  expect(account.status).toBe(201);
  const token = await login(site.t.app, member.email, member.password);
  return { ...member, id: Number(decodeJwt(token).sub), token };
}

describe('one satisfaction answer per participant (decision 105)', () => {
  it('refuses an account that signed no half-day with a French 403, storing nothing; the state says so', async () => {
    const absent = await newMember(site.t.app, 'Alix Absente');
    expect(await state(absent)).toMatchObject({ open: true, answered: false, participant: false });
    const before = [await count('satisfaction_marks'), await count('satisfaction_answers')];
    const refused = await answer(absent, 5);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(SATISFACTION_NOT_PARTICIPANT));
    // An organiser is no participant either, unless they signed.
    const organiser = await postAnswers(site.t.app, site.organiser.token, { globale: 5, objectifs: 4 });
    expect(organiser.statusCode).toBe(403);
    expect(organiser.json()).toEqual(errorBody(SATISFACTION_NOT_PARTICIPANT));
    expect([await count('satisfaction_marks'), await count('satisfaction_answers')]).toEqual(before);

    // Once their presence is recorded (by an organiser, for a paper signature), they answer.
    await signHalfDay(site.t.app, absent, 'apres-midi');
    expect((await state(absent)).participant).toBe(true);
    expect((await answer(absent, 4)).statusCode).toBe(201);
  });

  it('keeps the mark past the account: the same email registered again is refused, the published rate unchanged', async () => {
    const first = await newParticipant(site.t.app, 'Léa Fidèle');
    expect((await answer(first, 5)).statusCode).toBe(201);
    expect(
      (
        await site.t.app.inject({
          method: 'POST',
          url: '/api/satisfaction/publication',
          headers: bearer(site.organiser.token),
        })
      ).statusCode,
    ).toBe(200);
    const figure = await published();
    expect(figure).toMatchObject({ published: true, rate: 100 });

    // Register, sign, answer, delete, again (the three answers from one person).
    let member = first;
    for (const typed of [first.email.toUpperCase(), ` ${first.email} `]) {
      await deleteAccount(member);
      member = await registerAgain(member, typed);
      expect(member.id).not.toBe(first.id);
      await signHalfDay(site.t.app, member, 'matin');
      expect(await state(member)).toMatchObject({ answered: true, participant: true });
      const again = await answer(member, 1);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(errorBody(SATISFACTION_ALREADY_ANSWERED));
      expect(await published()).toEqual(figure);
    }

    // Another address (a participant) answers.
    const other = await newParticipant(site.t.app, 'Noé Autre');
    expect((await answer(other, 4)).statusCode).toBe(201);
    expect(await published()).toEqual({ published: true, rate: 100, answers: figure.answers + 1 });
  });

  it('takes one of several answers sent at once, and none from the same email after a deletion', async () => {
    const member = await newParticipant(site.t.app, 'Sam Pressé');
    const before = [await count('satisfaction_marks'), await count('satisfaction_answers')];
    const statuses = (await Promise.all([5, 4, 3, 2].map((note) => answer(member, note)))).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    expect([await count('satisfaction_marks'), await count('satisfaction_answers')]).toEqual(before.map((n) => n + 1));

    await deleteAccount(member);
    const back = await registerAgain(member, member.email);
    await signHalfDay(site.t.app, back, 'matin');
    const again = (await Promise.all([5, 5, 5].map((note) => answer(back, note)))).map((r) => r.statusCode);
    expect(again).toEqual([409, 409, 409]);
    expect([await count('satisfaction_marks'), await count('satisfaction_answers')]).toEqual(before.map((n) => n + 1));
  });

  it('tells the account’s export that its address answered, and nothing of the answer', async () => {
    const member = await newParticipant(site.t.app, 'Eva Exportée');
    expect(
      (await postAnswers(site.t.app, member.token, { globale: 2, objectifs: 4, remarques: 'Salle froide' })).statusCode,
    ).toBe(201);
    await deleteAccount(member);
    const back = await registerAgain(member, member.email);
    const res = await site.t.app.inject({
      method: 'GET',
      url: await ticketUrl(site.t.app, back.token, 'account-export'),
    });
    expect(res.statusCode).toBe(200);
    const summary = (await unzip(res.rawPayload)).get('compte.json')?.data.toString('utf8') ?? '';
    const { training } = JSON.parse(summary) as { training: { satisfaction: { answered: unknown } } };
    expect(training.satisfaction.answered).toEqual([
      { questionnaireId: 'satisfaction', answeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) as unknown },
    ]);
    expect(summary).not.toContain('Salle froide');
  });

  it('marks an address by a keyed hash and the day: no account, no instant, no email', async () => {
    const member = await newParticipant(site.t.app, 'Zia Discrète');
    expect((await answer(member, 3)).statusCode).toBe(201);
    const marks = await site.t.app.db.selectFrom('satisfaction_marks').selectAll().execute();
    expect(marks.length).toBeGreaterThan(0);
    const plainHash = createHash('sha256').update(member.email).digest('hex');
    for (const row of marks) {
      expect(Object.keys(row).sort()).toEqual(['answered_on', 'email_hash', 'questionnaire_id']);
      expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.email_hash).not.toBe(plainHash);
      expect(row.answered_on).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
    expect(JSON.stringify(marks)).not.toContain(member.email);
  });

  it('carries the respondents kept by account before migration 017 into marks at start, once', async () => {
    const earlier = await newParticipant(site.t.app, 'Ana Précédente');
    const today = new Date().toISOString().slice(0, 10);
    await site.t.app.db
      .insertInto('satisfaction_respondents')
      .values({ questionnaire_id: 'satisfaction', user_id: earlier.id, answered_at: today })
      .execute();
    const marks = await count('satisfaction_marks');
    for (let start = 0; start < 2; start += 1) {
      const restarted = await startTestApp(site.t.env, { contentSeed: site.seed });
      await restarted.app.close();
      expect(await count('satisfaction_respondents')).toBe(0);
      expect(await count('satisfaction_marks')).toBe(marks + 1);
    }
    expect((await state(earlier)).answered).toBe(true);
    const again = await answer(earlier, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(SATISFACTION_ALREADY_ANSWERED));
  });
});
