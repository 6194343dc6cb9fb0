import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { answeredBy } from '../satisfaction/respondent-marks.js';

/**
 * The training evidence about one account, for its data export (decision 096): its signatures
 * (as drawn), its QCM answers and the codes of its certificates. Its satisfaction answers are
 * anonymous, linked to nobody: only the fact that its address answered can be given, read by
 * the address's mark (`satisfactionMark`, decision 105).
 */
export async function evidenceOf(db: Kysely<Database>, userId: number, satisfactionMark: string) {
  const [signatures, quizAnswers, codes, satisfaction] = await Promise.all([
    db
      .selectFrom('attendance_signatures')
      .select(['half_day_id', 'participant_name', 'signed_at', 'recorded_by_name', 'signature'])
      .where('user_id', '=', userId)
      .orderBy('signed_at')
      .execute(),
    db
      .selectFrom('quiz_answers')
      .select(['quiz_id', 'phase', 'answers', 'score', 'total', 'submitted_at'])
      .where('user_id', '=', userId)
      .orderBy('submitted_at')
      .execute(),
    db
      .selectFrom('evidence_codes')
      .select(['code', 'kind', 'action_title', 'action_date', 'issued_at'])
      .where('user_id', '=', userId)
      .orderBy('issued_at')
      .execute(),
    answeredBy(db, satisfactionMark),
  ]);
  return {
    attendance: signatures.map((row) => ({
      halfDayId: row.half_day_id,
      name: row.participant_name,
      signedAt: row.signed_at,
      recordedBy: row.recorded_by_name,
      signature: row.signature,
    })),
    quizAnswers: quizAnswers.map((row) => ({
      quizId: row.quiz_id,
      phase: row.phase,
      answers: JSON.parse(row.answers) as unknown,
      score: Number(row.score),
      total: Number(row.total),
      submittedAt: row.submitted_at,
    })),
    certificateCodes: codes.map((row) => ({
      code: row.code,
      kind: row.kind,
      action: row.action_title,
      date: row.action_date,
      issuedAt: row.issued_at,
    })),
    satisfaction: {
      answered: satisfaction.map((row) => ({ questionnaireId: row.questionnaire_id, answeredAt: row.answered_on })),
      note: 'Vos réponses au questionnaire de satisfaction sont anonymes : rien ne les relie à votre compte, elles ne peuvent donc pas figurer ici.',
    },
  };
}
