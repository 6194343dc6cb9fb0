import { SITE_ROUTES, parisInstant, wallClock, type SatisfactionQuestionnaire } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import type { MailMessage } from '../../plugins/mail/mailer.js';
import { markOf, marksOf } from './respondent-marks.js';

type Db = Kysely<Database>;

/** The reminder goes the day after the opening, from this time in Bordeaux (decision 094). */
export const REMINDER_FROM = '9h';

/** The day after `dateIso` (YYYY-MM-DD). */
const nextDay = (dateIso: string) =>
  new Date(Date.parse(`${dateIso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * When the reminders may go: the day after the opening, in Bordeaux, from 9h to midnight. A
 * server started any later sends none: an old questionnaire never mails a whole list of accounts.
 */
export function reminderWindow(questionnaire: SatisfactionQuestionnaire): { from: number; until: number } {
  const day = nextDay(wallClock(Date.parse(questionnaire.opensAt)).date);
  return { from: parisInstant(day, REMINDER_FROM), until: parisInstant(nextDay(day), '0h') };
}

/** How many accounts one claiming statement names at most: well under both engines' limits on parameters. */
const BATCH = 500;

/**
 * Claims the accounts to remind: each participant (an account that signed a half-day, decision
 * 105) whose address has not answered and that was never reminded gets its row in
 * satisfaction_reminders, and only the instance whose insert made the row sends (insert, then
 * send: two instances never mail one account twice; a failed send is not retried). The marks are
 * keyed hashes, which SQL cannot compute: the candidates are read, their marks compared here, and
 * the rest claimed by `insert … select … on conflict do nothing returning`.
 */
export async function claimReminders(
  db: Db,
  questionnaireId: string,
  markKey: Uint8Array,
): Promise<{ email: string; username: string }[]> {
  const candidates = await db
    .selectFrom('users')
    .select(['id', 'email', 'username'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('attendance_signatures')
          .select('attendance_signatures.id')
          .whereRef('attendance_signatures.user_id', '=', 'users.id'),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('satisfaction_reminders')
            .select('satisfaction_reminders.user_id')
            .whereRef('satisfaction_reminders.user_id', '=', 'users.id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  if (candidates.length === 0) return [];
  const answered = await marksOf(db, questionnaireId);
  const waiting = candidates.filter((account) => !answered.has(markOf(markKey, account.email)));
  const claimed = new Set<number>();
  for (let start = 0; start < waiting.length; start += BATCH) {
    const ids = waiting.slice(start, start + BATCH).map((account) => account.id);
    const rows = await db
      .insertInto('satisfaction_reminders')
      .columns(['user_id'])
      // Selected from users: an account deleted since it was read is not claimed (its row would break the key).
      .expression((eb) => eb.selectFrom('users').select('users.id').where('users.id', 'in', ids))
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .execute();
    for (const row of rows) claimed.add(Number(row.user_id));
  }
  return waiting
    .filter((account) => claimed.has(Number(account.id)))
    .map(({ email, username }) => ({ email, username }));
}

/** The French reminder, with the questionnaire's address built from PUBLIC_URL. */
export function reminderMail(
  publicUrl: string,
  questionnaire: SatisfactionQuestionnaire,
  to: { email: string; username: string },
): MailMessage {
  return {
    to: to.email,
    subject: `${questionnaire.title} : votre avis sur la journée d’hier`,
    text: [
      `Bonjour ${to.username},`,
      '',
      'Merci d’avoir participé au Congrès de Bordeaux. Le questionnaire de satisfaction est ouvert :',
      'il prend deux minutes, et vos réponses sont anonymes (les organisateurs ne voient pas qui a répondu quoi).',
      '',
      `Pour répondre : ${publicUrl}${SITE_ROUTES.satisfaction}`,
      '',
      'Si vous avez déjà répondu depuis, ne tenez pas compte de ce message : il ne sera pas renvoyé.',
    ].join('\n'),
  };
}
