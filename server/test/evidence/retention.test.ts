import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepEvidence } from '../../src/domain/evidence/evidence-retention.js';
import { newMember } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { startTestApp } from '../support/test-app.js';
import { answerQuiz, evidenceSite, signHalfDay, type EvidenceSite } from './support.js';

let site: EvidenceSite;
beforeAll(async () => {
  site = await evidenceSite();
});
afterAll(async () => {
  await site.t.close();
});

/** How many rows each evidence table holds. */
async function counts() {
  const db = site.t.app.db;
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0);
  return {
    halfDays: await count('attendance_half_days'),
    signatures: await count('attendance_signatures'),
    quizAnswers: await count('quiz_answers'),
    satisfactionAnswers: await count('satisfaction_answers'),
    respondents: await count('satisfaction_respondents'),
    marks: await count('satisfaction_marks'),
    reminders: await count('satisfaction_reminders'),
    codes: await count('evidence_codes'),
  };
}

describe('the retention sweep (EVIDENCE_RETENTION_YEARS, decision 096)', () => {
  it('erases the evidence older than the duration and keeps the more recent', async () => {
    const db = site.t.app.db;
    const old = await newMember(site.t.app, 'Ancienne Participante');
    const recent = await newMember(site.t.app, 'Récente Participante');
    // The day of 2026, and one five years and a day before.
    await signHalfDay(site.t.app, old, 'matin', '2021-05-21T07:00:00.000Z');
    await answerQuiz(site.t.app, old, 'avant', 2, 10, '2021-05-21T06:50:00.000Z');
    await db
      .insertInto('evidence_codes')
      .values({
        code: 'AAAAA-AAAAA',
        kind: 'certificat',
        user_id: old.id,
        half_day_id: null,
        action_title: 'Ancienne action',
        action_date: '2021-05-21',
        issued_at: '2021-05-21T16:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('satisfaction_answers')
      .values({ questionnaire_id: 'q', answers: '{}', submitted_on: '2021-05-21' })
      .execute();
    await db
      .insertInto('satisfaction_respondents')
      .values({ questionnaire_id: 'q', user_id: old.id, answered_at: '2021-05-21T16:00:00.000Z' })
      .execute();
    await db
      .insertInto('satisfaction_reminders')
      .values({ user_id: old.id, sent_at: '2021-05-22T08:00:00.000Z' })
      .execute();
    // The marks of who answered (decision 105): a keyed hash of the address and the day.
    await db
      .insertInto('satisfaction_marks')
      .values({ questionnaire_id: 'q', email_hash: 'a'.repeat(64), answered_on: '2021-05-21' })
      .execute();

    await signHalfDay(site.t.app, recent, 'apres-midi', '2026-05-22T12:00:00.000Z');
    await answerQuiz(site.t.app, recent, 'apres', 9, 10, '2026-05-22T12:50:00.000Z');
    await db
      .insertInto('satisfaction_answers')
      .values({ questionnaire_id: 'q', answers: '{}', submitted_on: '2026-05-22' })
      .execute();
    await db
      .insertInto('satisfaction_marks')
      .values({ questionnaire_id: 'q', email_hash: 'b'.repeat(64), answered_on: '2026-05-22' })
      .execute();
    const recentCode = await site.t.app.inject({
      method: 'GET',
      url: '/api/account/certificate.pdf',
      headers: bearer(recent.token),
    });
    expect(recentCode.statusCode).toBe(200);
    const before = await counts();

    // A clock still within five years of the old rows: nothing goes.
    expect(await sweepEvidence(db, new Date('2026-05-20T00:00:00.000Z'), 5)).toBe(0);
    expect(await counts()).toEqual(before);

    // A day past: every old row goes, the recent ones stay.
    const erased = await sweepEvidence(db, new Date('2026-05-23T00:00:00.000Z'), 5);
    expect(await counts()).toEqual({
      halfDays: before.halfDays - 1,
      signatures: before.signatures - 1,
      quizAnswers: before.quizAnswers - 1,
      satisfactionAnswers: before.satisfactionAnswers - 1,
      respondents: before.respondents - 1,
      marks: before.marks - 1,
      reminders: before.reminders - 1,
      codes: before.codes - 1,
    });
    expect(erased).toBe(8);
    expect((await site.t.app.inject({ method: 'GET', url: '/api/certificates/AAAAA-AAAAA' })).statusCode).toBe(404);
    const names = await db.selectFrom('attendance_signatures').select('participant_name').execute();
    expect(names.map((row) => row.participant_name)).toEqual(['Récente Participante']);
    const marks = await db.selectFrom('satisfaction_marks').select('answered_on').execute();
    expect(marks).toEqual([{ answered_on: '2026-05-22' }]);
    // The old participant's certificate is gone with the evidence; the recent one's is still there.
    const gone = await site.t.app.inject({
      method: 'GET',
      url: '/api/account/certificate.pdf',
      headers: bearer(old.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('runs at start: evidence past the duration is erased before the first request', async () => {
    const db = site.t.app.db;
    const member = await newMember(site.t.app, 'Très Ancienne');
    // Older than a one-year retention, whatever today's date.
    const twoYearsAgo = new Date(Date.now() - 2 * 366 * 24 * 3600 * 1000).toISOString();
    await answerQuiz(site.t.app, member, 'avant', 1, 10, twoYearsAgo);
    const second = await startTestApp({ ...site.t.env, EVIDENCE_RETENTION_YEARS: '1' }, { contentSeed: site.seed });
    try {
      const left = await db.selectFrom('quiz_answers').select('participant_name').execute();
      expect(left.map((row) => row.participant_name)).not.toContain('Très Ancienne');
    } finally {
      await second.app.close();
    }
  });
});
