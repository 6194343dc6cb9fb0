import type { CongressContent, TrainingAction } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The training the tests' seed holds: a morning of 3 h 30 and an afternoon of 3 h. */
export const TRAINING: TrainingAction = {
  title: 'Prise en charge des plaies chroniques',
  nature: 'Action de formation continue des professionnels de santé',
  halfDays: [
    { id: 'matin', label: 'Matinée', startsAt: '9h', endsAt: '12h30', slotIds: [], trainer: 'Dr Anne Durand' },
    {
      id: 'apres-midi',
      label: 'Après-midi',
      startsAt: '14h',
      endsAt: '17h',
      slotIds: [],
      trainer: 'Dr Anne Durand',
    },
  ],
};

export interface EvidenceSite {
  t: TestApp;
  seed: CongressContent;
  organiser: Member;
}

/** An app given the real seed with TRAINING, and an organiser. */
export async function evidenceSite(env: Record<string, string> = {}): Promise<EvidenceSite> {
  const seed = { ...(await testContentSeed()), training: TRAINING };
  const t = await startTestApp(env, { contentSeed: seed });
  const organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
  return { t, seed, organiser };
}

/** A trainer's signature as stored at a close (its content is not read by these tests). */
const TRAINER_SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * A signature of `member` for a half-day, as the attendance routes store it (the half-day's row
 * first, with its snapshot); `signedAt`: the server's time of it. The half-day's row, when this
 * makes it, is closed and signed by its trainer, as it is once the sheet is done and a
 * certificate counts it (decision 103), unless `open`: still open, as during the session.
 */
export async function signHalfDay(
  app: FastifyInstance,
  member: Member,
  halfDayId: string,
  signedAt = new Date().toISOString(),
  { open = false }: { open?: boolean } = {},
): Promise<void> {
  const halfDay = TRAINING.halfDays.find((candidate) => candidate.id === halfDayId);
  await app.db
    .insertInto('attendance_half_days')
    .values({
      half_day_id: halfDayId,
      details: JSON.stringify(halfDay ?? {}),
      code_secret: 'secret',
      opened_at: signedAt,
      ...(open ? {} : closedState(halfDay?.trainer ?? 'Formateur', signedAt)),
      created_at: signedAt,
    })
    .onConflict((oc) => oc.column('half_day_id').doNothing())
    .execute();
  await app.db
    .insertInto('attendance_signatures')
    .values({
      half_day_id: halfDayId,
      user_id: member.id,
      participant_name: member.username,
      participant_email: member.email,
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      signed_at: signedAt,
    })
    .execute();
}

/** The columns of a half-day its trainer closed and signed at `at`. */
function closedState(trainer: string, at: string) {
  return { closed_at: at, trainer_name: trainer, trainer_signature: TRAINER_SIGNATURE, trainer_signed_at: at };
}

/**
 * Closes the half-day with its trainer's signature (`closed`), or reopens it, as the attendance
 * routes do (a reopening clears the close and the trainer's signature).
 */
export async function setHalfDayClosed(app: FastifyInstance, halfDayId: string, closed: boolean): Promise<void> {
  const reopened = { closed_at: null, closed_by: null, trainer_signature: null, trainer_signed_at: null };
  await app.db
    .updateTable('attendance_half_days')
    .set(closed ? closedState('Dr Anne Durand', new Date().toISOString()) : reopened)
    .where('half_day_id', '=', halfDayId)
    .execute();
}

/** A scored QCM answer of `member`, as the quiz routes store it. */
export async function answerQuiz(
  app: FastifyInstance,
  member: Member,
  phase: 'avant' | 'apres',
  score: number,
  total: number,
  submittedAt = new Date().toISOString(),
): Promise<void> {
  await app.db
    .insertInto('quiz_answers')
    .values({
      quiz_id: `qcm-${phase}`,
      phase,
      user_id: member.id,
      participant_name: member.username,
      answers: JSON.stringify({ q1: ['a'] }),
      results: JSON.stringify({ q1: { objective: 'o1', right: true } }),
      score,
      total,
      submitted_at: submittedAt,
    })
    .execute();
}
