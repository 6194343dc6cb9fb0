import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

/** The instant before which evidence is past its retention: `years` before `now`. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Erases the training evidence older than `years` at `now` (decision 096): signatures, half-days
 * left without any, QCM answers, satisfaction answers and who answered (the marks of decision
 * 105, and the rows by account not yet carried into marks), reminders, and the codes
 * of certificates and sheets (a page checking one then says it is unknown). The clock is given,
 * so that tests move it. Returns the number of rows erased.
 */
export async function sweepEvidence(db: Kysely<Database>, now: Date, years: number): Promise<number> {
  const cutoff = retentionCutoff(now, years);
  const instant = cutoff.toISOString();
  const day = instant.slice(0, 10);
  return db.transaction().execute(async (trx) => {
    const results = [
      await trx.deleteFrom('attendance_signatures').where('signed_at', '<', instant).executeTakeFirst(),
      await trx
        .deleteFrom('attendance_half_days')
        .where('created_at', '<', instant)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('attendance_signatures')
                .select('attendance_signatures.id')
                .whereRef('attendance_signatures.half_day_id', '=', 'attendance_half_days.half_day_id'),
            ),
          ),
        )
        .executeTakeFirst(),
      await trx.deleteFrom('quiz_answers').where('submitted_at', '<', instant).executeTakeFirst(),
      await trx.deleteFrom('satisfaction_answers').where('submitted_on', '<', day).executeTakeFirst(),
      await trx.deleteFrom('satisfaction_respondents').where('answered_at', '<', instant).executeTakeFirst(),
      await trx.deleteFrom('satisfaction_marks').where('answered_on', '<', day).executeTakeFirst(),
      await trx.deleteFrom('satisfaction_reminders').where('sent_at', '<', instant).executeTakeFirst(),
      await trx.deleteFrom('evidence_codes').where('issued_at', '<', instant).executeTakeFirst(),
    ];
    return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
  });
}
