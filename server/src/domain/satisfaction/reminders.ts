import { SITE_ROUTES, parisInstant, wallClock, type SatisfactionQuestionnaire } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/app/database/schema.js';
import type { MailMessage } from '../../plugins/app/mail/mailer.js';

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

/**
 * Claims the accounts to remind: each account that has not answered and was never reminded gets
 * its row in satisfaction_reminders, and only the instance whose insert made the row sends
 * (insert, then send: two instances never mail one account twice; a failed send is not retried).
 */
export async function claimReminders(db: Db, questionnaireId: string): Promise<{ email: string; username: string }[]> {
  const claimed = await db
    .insertInto('satisfaction_reminders')
    .columns(['user_id'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select('users.id')
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('satisfaction_respondents')
                .select('satisfaction_respondents.user_id')
                .whereRef('satisfaction_respondents.user_id', '=', 'users.id')
                .where('satisfaction_respondents.questionnaire_id', '=', questionnaireId),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['email', 'username'])
    .where(
      'id',
      'in',
      claimed.map((row) => row.user_id),
    )
    .orderBy('id')
    .execute();
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
