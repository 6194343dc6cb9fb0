import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { currentQuestionnaire } from './questionnaire.js';
import { claimReminders, reminderMail, reminderWindow } from './reminders.js';
import { carryRespondents, SATISFACTION_MARK_KEY } from './respondent-marks.js';

declare module 'fastify' {
  interface FastifyInstance {
    satisfactionReminders: {
      /**
       * Sends the reminders due at `nowMs` (decisions 094, 105): within the window of the day after
       * the opening, to each participant not answered nor reminded yet. How many were handed to the mailer.
       */
      run(nowMs?: number): Promise<number>;
    };
  }
}

/** How often each instance looks for reminders to send. */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * The satisfaction questionnaire's reminder email, sent by a periodic check on every instance;
 * at start, the respondents kept by account before migration 017 are carried into marks (decision 105).
 */
export default fp(
  async function satisfactionRemindersPlugin(app: FastifyInstance) {
    const markKey = app.derivedKey(SATISFACTION_MARK_KEY);
    const carried = await carryRespondents(app.db, markKey);
    if (carried > 0) app.log.info({ count: carried }, 'satisfaction respondents carried into marks');
    const run = async (nowMs = Date.now()) => {
      const questionnaire = await currentQuestionnaire(app.db, await app.contentSeed());
      if (questionnaire === undefined) return 0;
      const { from, until } = reminderWindow(questionnaire);
      if (nowMs < from || nowMs >= until) return 0;
      const accounts = await claimReminders(app.db, questionnaire.id, markKey);
      for (const account of accounts) app.mailer.send(reminderMail(app.config.publicUrl, questionnaire, account));
      if (accounts.length > 0) app.log.info({ count: accounts.length }, 'satisfaction reminders sent');
      return accounts.length;
    };
    app.decorate('satisfactionReminders', { run });
    const timer = setInterval(() => {
      run().catch((error: unknown) => app.log.error({ err: error }, 'satisfaction reminders failed'));
    }, CHECK_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'satisfaction-reminders', dependencies: ['database', 'auth', 'mail'] },
);
