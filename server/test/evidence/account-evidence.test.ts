import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand } from '../../src/cli/backup-command.js';
import { restoreCommand } from '../../src/cli/restore-command.js';
import { ticketUrl } from '../downloads/support.js';
import { newMember } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { collectOutput, cliEnv } from '../maintenance/support.js';
import { ON_SQLITE } from '../support/engines.js';
import { pdfText } from '../support/pdf.js';
import { startTestApp, tempDir } from '../support/test-app.js';
import { unzip } from '../support/zip.js';
import { answerQuiz, evidenceSite, signHalfDay, TRAINING, type EvidenceSite } from './support.js';

let site: EvidenceSite;
beforeAll(async () => {
  site = await evidenceSite();
});
afterAll(async () => {
  await site.t.close();
});

/** The code printed on `token`'s certificate. */
async function certificateCode(token: string): Promise<string> {
  const res = await site.t.app.inject({ method: 'GET', url: '/api/account/certificate.pdf', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return /Code de vérification : (\S+)/.exec(pdfText(res.rawPayload))?.[1] ?? '';
}

describe('the evidence and the account (decision 096)', () => {
  it('is in the account’s export: signatures, QCM answers, certificate codes; the satisfaction answers are said to be anonymous', async () => {
    const me = await newMember(site.t.app, 'Inès Export');
    const other = await newMember(site.t.app, 'Autre Personne');
    await signHalfDay(site.t.app, me, 'matin', '2026-05-22T07:05:00.000Z');
    await signHalfDay(site.t.app, other, 'matin');
    await answerQuiz(site.t.app, me, 'avant', 3, 5, '2026-05-22T06:50:00.000Z');
    const code = await certificateCode(me.token);

    const res = await site.t.app.inject({
      method: 'GET',
      url: await ticketUrl(site.t.app, me.token, 'account-export'),
    });
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    const summary = JSON.parse(files.get('compte.json')?.data.toString('utf8') ?? '{}') as {
      training: {
        attendance: { halfDayId: string; name: string; signedAt: string; signature: string }[];
        quizAnswers: { phase: string; score: number; total: number; submittedAt: string }[];
        certificateCodes: { code: string; kind: string; action: string }[];
        satisfaction: { note: string };
      };
    };
    expect(summary.training.attendance).toEqual([
      {
        halfDayId: 'matin',
        name: 'Inès Export',
        signedAt: '2026-05-22T07:05:00.000Z',
        recordedBy: null,
        signature: 'data:image/png;base64,iVBORw0KGgo=',
      },
    ]);
    expect(summary.training.quizAnswers).toMatchObject([
      { phase: 'avant', score: 3, total: 5, submittedAt: '2026-05-22T06:50:00.000Z' },
    ]);
    expect(summary.training.certificateCodes).toMatchObject([{ code, kind: 'certificat', action: TRAINING.title }]);
    expect(summary.training.satisfaction.note).toMatch(/anonymes/);
    expect(JSON.stringify(summary)).not.toContain('Autre Personne');
  });

  it('outlives the account: its rows lose the account but keep the name, and its certificate’s code stays genuine', async () => {
    const me = await newMember(site.t.app, 'Paul Partant');
    await signHalfDay(site.t.app, me, 'apres-midi');
    await answerQuiz(site.t.app, me, 'apres', 8, 10);
    const code = await certificateCode(me.token);

    const deleted = await site.t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(me.token),
      payload: { password: me.password },
    });
    expect(deleted.statusCode).toBe(204);
    const db = site.t.app.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', me.id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('attendance_signatures')
        .select(['user_id', 'participant_name', 'participant_email'])
        .where('participant_email', '=', me.email)
        .execute(),
    ).toEqual([{ user_id: null, participant_name: 'Paul Partant', participant_email: me.email }]);
    expect(
      await db
        .selectFrom('quiz_answers')
        .select(['user_id', 'participant_name', 'score'])
        .where('participant_name', '=', 'Paul Partant')
        .execute(),
    ).toEqual([{ user_id: null, participant_name: 'Paul Partant', score: 8 }]);
    const check = await site.t.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ action: TRAINING.title, date: site.seed.event.dateIso });
  });
});

describe('backup and restore (decision 016) carry the evidence', () => {
  it('restores the signatures, QCM answers and codes: the certificate comes out the same, its code genuine', async () => {
    const sqlite = await evidenceSite(ON_SQLITE);
    const scratch = tempDir('evidence-backup');
    try {
      const me = await newMember(sqlite.t.app, 'Rose Sauvegarde');
      await signHalfDay(sqlite.t.app, me, 'matin');
      await answerQuiz(sqlite.t.app, me, 'avant', 6, 10);
      const before = await sqlite.t.app.inject({
        method: 'GET',
        url: '/api/account/certificate.pdf',
        headers: bearer(me.token),
      });
      const beforeText = pdfText(before.rawPayload);
      const code = /Code de vérification : (\S+)/.exec(beforeText)?.[1] ?? '';

      const target = path.join(scratch.dir, 'sauvegarde');
      await backupCommand([target], collectOutput(), { ...(await cliEnv(sqlite.t)), ...ON_SQLITE });
      const restored = path.join(scratch.dir, 'restaure');
      await restoreCommand([target], collectOutput(), { ...(await cliEnv(restored)), ...ON_SQLITE });

      const second = await startTestApp({ DATA_DIR: restored, ...ON_SQLITE }, { contentSeed: sqlite.seed });
      try {
        const check = await second.app.inject({ method: 'GET', url: `/api/certificates/${code}` });
        expect(check.statusCode).toBe(200);
        const after = await second.app.inject({
          method: 'GET',
          url: '/api/account/certificate.pdf',
          headers: bearer(me.token),
        });
        expect(after.statusCode, after.body).toBe(200);
        const afterText = pdfText(after.rawPayload);
        expect(afterText).toContain('Rose Sauvegarde');
        expect(afterText).toContain('Durée suivie : 3 h 30');
        expect(afterText).toContain('QCM avant la formation : 6 / 10');
        expect(afterText).toContain(`Code de vérification : ${code}`);
      } finally {
        await second.close();
      }
    } finally {
      await sqlite.t.close();
      scratch.remove();
    }
  });
});
